/**
 * docs/deploy.md runs the service with RETENTION_DAYS=365 (its systemd unit): the build line it
 * gives must say the same RETENTION_DAYS, or the privacy notice would say something else and the
 * service would refuse to start (src/server/privacyNotice.ts). And the notice's sentence for that
 * setting says those days, in every language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { checkedContent, readSettings } from '../content/load/readContent';
import { parseRetentionDays } from '../shared/retention';
import { projectRoot } from '../testing/server/service';

const deploy = readFileSync(path.join(projectRoot, 'docs/deploy.md'), 'utf8');

it('docs/deploy.md builds with the RETENTION_DAYS its service runs with, and the notice says those days', () => {
  const service = /^Environment=.*\bRETENTION_DAYS=(\d+)/m.exec(deploy)?.[1];
  const build = /RETENTION_DAYS=(\d+) npm run build/.exec(deploy)?.[1];
  expect(service).toBeDefined();
  expect(build).toBe(service);
  const days = parseRetentionDays(service);
  expect(days).toBe(365);
  for (const { folder } of readSettings().languages) {
    const { retention } = checkedContent(undefined, folder).privacy;
    const sentence = retention.keptFor.replaceAll('{days}', String(days));
    expect(sentence, folder).toContain('365');
    expect(sentence, folder).not.toContain('{');
    expect(retention.keptUntilDeleted, folder).not.toContain('{days}');
  }
});
