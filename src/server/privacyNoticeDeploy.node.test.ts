/**
 * docs/deploy.md builds with RETENTION_DAYS=365, the setting of the build that decides how long
 * the service keeps enquiries (src/build/retentionSetting.ts); its systemd unit does not set it,
 * since the service reads no RETENTION_DAYS of its own (an operator who saw it there would think
 * changing it there changes anything). And the notice's sentence for that setting says those
 * days, in every language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { checkedContent, readSettings } from '../content/load/readContent';
import { parseRetentionDays } from '../build/retentionSetting';
import { projectRoot } from '../testing/server/service';

const deploy = readFileSync(path.join(projectRoot, 'docs/deploy.md'), 'utf8');

it('docs/deploy.md builds with RETENTION_DAYS, runs the service without it, and the notice says those days', () => {
  const build = /RETENTION_DAYS=(\d+) npm run build/.exec(deploy)?.[1];
  expect(build).toBe('365');
  expect(deploy).toMatch(/^Environment=.*\bDATA_DIR=/m);
  expect(deploy).not.toMatch(/^Environment=.*\bRETENTION_DAYS=/m);
  const days = parseRetentionDays(build);
  for (const { folder } of readSettings().languages) {
    const { retention } = checkedContent(undefined, folder).privacy;
    const sentence = retention.keptFor.replaceAll('{days}', String(days));
    expect(sentence, folder).toContain('365');
    expect(sentence, folder).not.toContain('{');
    expect(retention.keptUntilDeleted, folder).not.toContain('{days}');
  }
});
