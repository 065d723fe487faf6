/**
 * The real service as its own process, started the way a new owner would get it wrong: half of
 * the e-mail settings, a nonsense SMTP_URL, a damaged database, a DATA_DIR it cannot write, a
 * CSRF key file with too short a key, a port in use. Each start is refused at once with exit
 * code 1 and one plain sentence on stderr that names the variable or the file: no stack trace,
 * no silent start.
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { closeSync, openSync, writeSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openStore } from './store';
import { writePrivacyNotice } from '../build/privacyNotice';
import { SERVER_RENDER_DIR } from '../shared/builtSite';
import {
  makeSite,
  runServiceToExit,
  stopLeftovers,
  type Finished,
} from '../testing/server/service';

const sites: { remove: () => Promise<void> }[] = [];
afterEach(async () => {
  stopLeftovers();
  for (const site of sites.splice(0)) await site.remove();
});

async function site() {
  const made = await makeSite('startup');
  sites.push(made);
  return made;
}

/** Refused: exit 1, and stderr is exactly one line, the sentence, with no stack trace. */
function expectRefusal(result: Finished, sentence: RegExp | string) {
  expect(result.code).toBe(1);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]!.startsWith('Cannot start: ')).toBe(true);
  if (typeof sentence === 'string') expect(lines[0]).toContain(sentence);
  else expect(lines[0]).toMatch(sentence);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stdout).not.toContain('Serving the site');
}

// A service that wrongly starts is killed after 15 s; the test must live longer to say so.
describe('the service refuses to start, in one plain sentence,', { timeout: 40_000 }, () => {
  it('with SMTP_URL but no NOTIFY_TO (or the reverse), naming the missing variable', async () => {
    const { dataDir, distDir } = await site();
    const base = { DATA_DIR: dataDir, DIST_DIR: distDir };
    expectRefusal(
      await runServiceToExit({ ...base, SMTP_URL: 'smtp://127.0.0.1:2525' }),
      'SMTP_URL is set but NOTIFY_TO is not: set NOTIFY_TO',
    );
    expectRefusal(
      await runServiceToExit({ ...base, NOTIFY_TO: 'owner@example.org' }),
      'NOTIFY_TO is set but SMTP_URL is not: set SMTP_URL',
    );
  });

  it('with an SMTP_URL that is not a mail server, without printing it', async () => {
    const { dataDir, distDir } = await site();
    const result = await runServiceToExit({
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SMTP_URL: 'mail.example.org:hunter2',
      NOTIFY_TO: 'owner@example.org',
    });
    expectRefusal(result, 'SMTP_URL is not the address of a mail server');
    expect(result.stderr).not.toContain('hunter2');
  });

  it('on a damaged database, naming the file and the backup to restore', async () => {
    const { dataDir, distDir } = await site();
    const store = openStore(dataDir);
    for (let i = 0; i < 40; i += 1) {
      store.saveEnquiry(
        {
          fullName: 'Asha',
          phoneNumber: '',
          userEmail: 'a@b.co',
          message: `${i} ${'x'.repeat(400)}`,
        },
        { spam: false },
      );
    }
    store.close();
    const file = path.join(dataDir, DATABASE_FILE);
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(200, 0xab), 0, 200, 2 * 4096);
    closeSync(fd);
    expectRefusal(
      await runServiceToExit({ DATA_DIR: dataDir, DIST_DIR: distDir }),
      new RegExp(`The database ${file} is damaged .* restore the latest backup`),
    );
  });

  it('when DATA_DIR is read-only, naming DATA_DIR and the folder', async () => {
    const { root, dataDir, distDir } = await site();
    await mkdir(dataDir);
    // Root may write anywhere, so as root the service runs as "nobody", as a service user would.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) await chmod(root, 0o755);
    await chmod(dataDir, 0o555);
    try {
      const result = await runServiceToExit(
        { DATA_DIR: dataDir, DIST_DIR: distDir },
        asRoot ? { uid: 65534, gid: 65534 } : {},
      );
      expectRefusal(
        result,
        `The service cannot write to DATA_DIR (${dataDir}): permission denied.`,
      );
    } finally {
      await chmod(dataDir, 0o700);
    }
  });

  it('when the csrf-secret file holds too short a key, naming the file', async () => {
    const { dataDir, distDir } = await site();
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'csrf-secret'), 'short');
    expectRefusal(
      await runServiceToExit({ DATA_DIR: dataDir, DIST_DIR: distDir }),
      `${path.join(dataDir, 'csrf-secret')} holds a key of 5 characters`,
    );
  });

  it('in production, on a site built without RETENTION_DAYS, naming it', async () => {
    const { dataDir, distDir } = await site();
    await writePrivacyNotice(null, path.join(distDir, SERVER_RENDER_DIR));
    expectRefusal(
      await runServiceToExit({ DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'production' }),
      'NODE_ENV is production, and the site was built without RETENTION_DAYS',
    );
  });

  it('on a PORT that another program listens on, naming HOST and PORT', async () => {
    const { dataDir, distDir } = await site();
    const other = http.createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = other.address() as AddressInfo;
      expectRefusal(
        await runServiceToExit({ DATA_DIR: dataDir, DIST_DIR: distDir, PORT: String(port) }),
        `HOST 127.0.0.1 and PORT ${port} cannot be used (another program listens there)`,
      );
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
