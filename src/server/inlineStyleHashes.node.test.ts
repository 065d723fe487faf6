import { describe, expect, it } from 'vitest';
import { inlineStyleHashes } from './inlineStyleHashes';

describe('inlineStyleHashes', () => {
  it("gives one expression for each of react-aria's inline styles", () => {
    expect(inlineStyleHashes).toHaveLength(2);
    for (const hash of inlineStyleHashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});
