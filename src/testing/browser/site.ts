import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopOnExit } from './cleanup';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * `npm start`'s build check, in a process of its own: builds only when dist/ is missing or
 * older than the sources (src/build/ensureBuilt.ts), and prints what it does. For the tools
 * that serve the built site (the audit, the bench, the screenshots). `started` is handed the
 * process, for a tool that must stop it when it is stopped itself.
 */
export function buildIfNeeded(started?: (child: ChildProcess) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/build/ensureBuilt.ts'], {
      cwd: projectRoot,
      stdio: 'inherit',
    });
    started?.(child);
    // A tool stopped by a signal mid-build stops the build too (cleanup.ts).
    const forget = stopOnExit(() => stopChild(child));
    child.once('error', (error) => {
      forget();
      reject(error);
    });
    child.once('exit', (code) => {
      forget();
      if (code === 0) resolve();
      else reject(new Error(`The build failed (exit code ${code}).`));
    });
  });
}

/** Sends SIGTERM and waits for the process to exit (at once when it has already). */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A port free right now on loopback: one the OS chooses, or, with `SITE_PORTS=3230-3299` in the
 * environment, one of those (for a machine whose users keep to ranges of ports). The search
 * starts at a random place in the range, so that two files starting a service at once seldom
 * try the same port first.
 */
export async function freePort(): Promise<number> {
  const range = process.env.SITE_PORTS;
  if (!range) return listensOn(0);
  const [first, last] = range.split('-').map(Number);
  if (!first || !last || last < first) {
    throw new Error(`SITE_PORTS is a range of ports such as 3230-3299, not "${range}".`);
  }
  const size = last - first + 1;
  const offset = Math.floor(Math.random() * size);
  for (let index = 0; index < size; index++) {
    const port = first + ((offset + index) % size);
    const free = await listensOn(port).catch(() => null);
    if (free !== null) return free;
  }
  throw new Error(`No port of SITE_PORTS (${range}) is free.`);
}

/** Listens on `port` (0: any) on loopback, and gives the port back once closed again. */
function listensOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningSite {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real service (the same entry point as `npm start`, without the build check) on a
 * free loopback port with an empty data folder, and resolves once it says it is listening. With
 * `port`, on that port: a link that comes back (a11y-tests/offline.browser.test.ts).
 */
export async function startSite(
  env: Record<string, string> = {},
  { port: chosenPort }: { port?: number } = {},
): Promise<RunningSite> {
  const port = chosenPort ?? (await freePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-data-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'src/server/main.ts')],
    {
      cwd: projectRoot,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = async () => {
    forget();
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  // A tool stopped by a signal stops the service too, even while it is starting (cleanup.ts).
  const forget = stopOnExit(stop);
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The site did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving the site')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The site exited with code ${code}:\n${output}`));
    });
  });
  try {
    await listening;
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, dataDir, stop };
}
