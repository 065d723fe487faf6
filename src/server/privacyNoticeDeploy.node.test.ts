/**
 * docs/deploy.md builds with RETENTION_DAYS=365, the setting of the build that decides how long
 * the service keeps enquiries (src/build/retentionSetting.ts); its systemd unit does not set it,
 * since the service reads no RETENTION_DAYS of its own (an operator who saw it there would think
 * changing it there changes anything). And the notice's sentence for that setting says those
 * days, in every language. The notice's other sentences about the deployment hold for the one
 * documented there too: its nginx writes no visitor's address down, and its backups keep a
 * deleted message the days the notice says.
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

/** The code blocks of docs/deploy.md in `language` (```nginx …```). */
const blocks = (language: string) =>
  [...deploy.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map(
    (match) => match[1]!,
  );

it("docs/deploy.md's nginx writes no visitor's address down, as the notice says", () => {
  const nginx = blocks('nginx').join('\n');
  const format = /^log_format saathi (.*);$/m.exec(nginx)?.[1];
  expect(format).toBeDefined();
  expect(format).not.toMatch(/\$(binary_)?remote_addr|\$http_x_forwarded_for|\$proxy_add_x/);
  // Nor a query string: the inbox's search (a name, a phone number) travels in it.
  expect(format).not.toMatch(/\$request\b|\$request_uri|\$args|\$query_string|\$arg_/);
  const servers = nginx.split(/^server \{$/m).slice(1);
  expect(servers.length).toBeGreaterThan(0);
  for (const server of servers) {
    expect(server).toMatch(/^\s+access_log \S+ saathi;$/m);
    expect(server).toMatch(/^\s+error_log\s+\S+ emerg;$/m);
  }
  for (const { folder } of readSettings().languages) {
    const said = checkedContent(undefined, folder)
      .privacy.collected.statements.map(({ text }) => text)
      .join(' ');
    expect(said, folder).toMatch(/never saved or written down|कभी कहीं लिखा या सहेजा नहीं जाता/);
  }
});

it("the notice's days that a backup copy may stay are the days docs/deploy.md's backups keep", () => {
  const older = /find \S+ -name '\*\.age' -mtime \+(\d+) -delete/.exec(blocks('cron').join('\n'));
  expect(older?.[1]).toBeDefined();
  // `-mtime +N` matches a file N + 1 whole days old or more: that is the most a copy is kept.
  const kept = Number(older?.[1]) + 1;
  for (const { folder } of readSettings().languages) {
    const said = checkedContent(undefined, folder)
      .privacy.retention.statements.map(({ text }) => text)
      .join(' ');
    expect(said, folder).toMatch(new RegExp(`\\b${kept} (days|दिन)`));
  }
});
