/**
 * How long enquiries are kept is decided by the build (RETENTION_DAYS, src/build/retentionSetting.ts),
 * which writes it into the privacy notice and into dist/.server/privacy-notice.json; the service
 * keeps enquiries for what that file says, and reads no RETENTION_DAYS of its own, so the notice
 * a visitor reads is never wrong (src/server/privacyNotice.ts). On a tiny built site of its own
 * (src/testing/server/service.ts), with the notice file the build writes.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePrivacyNotice } from '../build/privacyNotice';
import { PRIVACY_NOTICE_FILE, SERVER_RENDER_DIR } from '../shared/builtSite';
import type { RetentionDays } from '../shared/retention';
import { buildApp } from './app';
import { readConfig } from './config';
import { StartupError } from './startupError';
import { openStore } from './store';
import { makeSite } from '../testing/server/service';

let site: Awaited<ReturnType<typeof makeSite>>;

beforeAll(async () => {
  site = await makeSite('privacy-notice');
});

afterAll(async () => {
  await site?.remove();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const notice = () => path.join(site.distDir, SERVER_RENDER_DIR, PRIVACY_NOTICE_FILE);

/**
 * An inbox of two enquiries, 400 and 40 days old, and two caught as spam, 40 and 20 days old,
 * then the service started (and stopped) on a build that decided `built`, with `environment` as
 * its own: the messages still kept after its start, spam included, oldest first.
 */
async function keptAfterStart(
  built: RetentionDays,
  environment: Record<string, string> = {},
): Promise<string[]> {
  await writePrivacyNotice(built, path.join(site.distDir, SERVER_RENDER_DIR));
  const before = openStore(site.dataDir);
  for (const { id } of before.listEnquiries({ includeSpam: true })) before.deleteEnquiry(id);
  before.saveEnquiry(
    { fullName: 'Asha', phoneNumber: '', userEmail: 'a@b.co', message: '400 days old' },
    { spam: false, now: daysAgo(400) },
  );
  before.saveEnquiry(
    { fullName: 'Asha', phoneNumber: '', userEmail: 'a@b.co', message: '40 days old' },
    { spam: false, now: daysAgo(40) },
  );
  for (const days of [40, 20]) {
    before.saveEnquiry(
      { fullName: 'Bot', phoneNumber: '', userEmail: 'b@b.co', message: `spam ${days} days old` },
      { spam: true, now: daysAgo(days) },
    );
  }
  before.close();
  const config = readConfig(
    { DATA_DIR: site.dataDir, DIST_DIR: site.distDir, ...environment },
    site.root,
  );
  const app = await buildApp({ config });
  await app.ready();
  await app.close();
  const after = openStore(site.dataDir);
  try {
    return after.listEnquiries({ includeSpam: true }).map((enquiry) => enquiry.message);
  } finally {
    after.close();
  }
}

describe('the service keeps enquiries for what the build decided', () => {
  it('deletes the ones older than the days the build wrote, and spam past 30 days, as it starts', async () => {
    expect(await keptAfterStart(365)).toEqual(['40 days old', 'spam 20 days old']);
    expect(await keptAfterStart(30)).toEqual(['spam 20 days old']);
    expect(await keptAfterStart(10)).toEqual([]);
  });

  it('keeps every one but spam past 30 days when the build was made without RETENTION_DAYS', async () => {
    expect(await keptAfterStart(null)).toEqual(['400 days old', '40 days old', 'spam 20 days old']);
  });

  it('reads no RETENTION_DAYS of its own: the one it is started with changes nothing', async () => {
    expect(await keptAfterStart(null, { RETENTION_DAYS: '30' })).toEqual([
      '400 days old',
      '40 days old',
      'spam 20 days old',
    ]);
    expect(await keptAfterStart(365, { RETENTION_DAYS: 'not a number' })).toEqual([
      '40 days old',
      'spam 20 days old',
    ]);
  });
});

describe('in production (NODE_ENV=production)', () => {
  it('keeps enquiries for what the build decided, as anywhere else', async () => {
    expect(await keptAfterStart(365, { NODE_ENV: 'production' })).toEqual([
      '40 days old',
      'spam 20 days old',
    ]);
  });

  it('refuses to start on a site built without RETENTION_DAYS, naming it and the build to make', async () => {
    await writePrivacyNotice(null, path.join(site.distDir, SERVER_RENDER_DIR));
    const config = readConfig(
      { DATA_DIR: site.dataDir, DIST_DIR: site.distDir, NODE_ENV: 'production' },
      site.root,
    );
    const start = buildApp({ config });
    await expect(start).rejects.toBeInstanceOf(StartupError);
    await expect(start).rejects.toThrow(
      'NODE_ENV is production, and the site was built without RETENTION_DAYS, so enquiries would be kept for ever: build it with the days to keep them (RETENTION_DAYS=365 npm run build -- --release), then start again.',
    );
  });
});

describe('the notice file', () => {
  it('refuses to start on a damaged one, saying to build again', async () => {
    for (const damaged of ['{"retentionDays": ', '{}', '{"retentionDays": 0}', '[]']) {
      await writeFile(notice(), damaged);
      const config = readConfig({ DATA_DIR: site.dataDir, DIST_DIR: site.distDir }, site.root);
      const start = buildApp({ config });
      await expect(start).rejects.toBeInstanceOf(StartupError);
      await expect(start).rejects.toThrow(/is damaged: build the site again \(npm run build\)/);
    }
  });
});
