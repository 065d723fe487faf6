/**
 * The privacy notice's sentence about how long enquiries are kept is written by the build from
 * RETENTION_DAYS; the service, with its own RETENTION_DAYS, refuses to start when the two differ,
 * so that the notice a visitor reads is never wrong (src/server/privacyNotice.ts). On a tiny
 * built site of its own (src/testing/server/service.ts), with the notice file the build writes.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePrivacyNotice } from '../build/privacyNotice';
import { SERVER_RENDER_DIR } from '../shared/builtSite';
import { buildApp } from './app';
import { readConfig } from './config';
import { StartupError } from './startupError';
import { makeSite } from '../testing/server/service';

let site: Awaited<ReturnType<typeof makeSite>>;

beforeAll(async () => {
  site = await makeSite('privacy-notice');
});

afterAll(async () => {
  await site?.remove();
});

async function startWith(built: Record<string, string>, running: Record<string, string>) {
  await writePrivacyNotice(path.join(site.distDir, SERVER_RENDER_DIR), built);
  const config = readConfig(
    { DATA_DIR: site.dataDir, DIST_DIR: site.distDir, ...running },
    site.root,
  );
  const app = await buildApp({ config });
  await app.close();
}

describe('the service and the privacy notice the build wrote', () => {
  it('starts when both say the same retention: 365 days, or unset', async () => {
    await expect(startWith({ RETENTION_DAYS: '365' }, { RETENTION_DAYS: '365' })).resolves.toBe(
      undefined,
    );
    await expect(startWith({}, {})).resolves.toBe(undefined);
  });

  it('refuses to start when the notice says 365 days and RETENTION_DAYS is unset', async () => {
    const start = startWith({ RETENTION_DAYS: '365' }, {});
    await expect(start).rejects.toBeInstanceOf(StartupError);
    await expect(startWith({ RETENTION_DAYS: '365' }, {})).rejects.toThrow(
      /tells visitors that enquiries are kept for 365 days, but RETENTION_DAYS is unset, so they are kept until the owner deletes them: build the site again/,
    );
  });

  it('refuses to start when the notice says "until deleted" and RETENTION_DAYS is 30', async () => {
    await expect(startWith({}, { RETENTION_DAYS: '30' })).rejects.toThrow(
      /kept until the owner deletes them, but RETENTION_DAYS is 30, so they are kept for 30 days/,
    );
  });
});
