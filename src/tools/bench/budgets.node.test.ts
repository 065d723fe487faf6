import { describe, expect, it } from 'vitest';
import { checkViewerBudgets } from './budgets';

describe("the viewer's budgets", () => {
  it('judge nothing when the viewer was skipped on purpose', () => {
    expect(
      checkViewerBudgets({ available: false, reason: 'skipped (--skip-viewer)', skipped: true }),
    ).toEqual([]);
  });

  it('fail, saying why, when the measure itself failed', () => {
    const checks = checkViewerBudgets({
      available: false,
      reason: 'the measure failed: Timed out waiting for: window.__lightboxOpen.painted > 0',
    });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ pass: false, limit: 'measured' });
    expect(checks[0]!.value).toContain('Timed out waiting');
  });
});
