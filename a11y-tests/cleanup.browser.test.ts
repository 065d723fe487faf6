/**
 * The tools that start processes end them, however they are stopped: each is started as CI
 * starts it (`npm run …`), stopped mid-run with SIGTERM (what a time limit sends), and then
 * nothing it started may be left: not the service, not Chromium, not the Orca session's Xvfb,
 * D-Bus, AT-SPI, Orca or focus logger (src/testing/browser/cleanup.ts, session.sh). Every
 * process under the tool's is noted just before the signal, with every process of the Orca
 * session's display, and each must be gone after it.
 *
 * Needs the build (`npm test` builds first) and, for the screen-reader journeys, the Debian
 * packages of a11y-tests/screen-reader/README.md, as `npm run audit` does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingScreenReaderPackages, SCREEN_READER_PACKAGES } from './screen-reader/orca';
import { freePort, projectRoot } from '../src/testing/browser/site';

interface ProcessInfo {
  pid: number;
  ppid: number;
  state: string;
  args: string;
}

/** Every process now, from /proc. */
function processes(): ProcessInfo[] {
  const list: ProcessInfo[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
      list.push({ pid: Number(name), ppid: Number(ppid), state: state ?? '', args });
    } catch {
      // Gone while being read.
    }
  }
  return list;
}

/** The processes under `root`, at any depth. */
function descendants(root: number): ProcessInfo[] {
  const all = processes();
  const found: ProcessInfo[] = [];
  let parents = new Set([root]);
  while (parents.size > 0) {
    const children = all.filter((proc) => parents.has(proc.ppid));
    found.push(...children);
    parents = new Set(children.map((proc) => proc.pid));
  }
  return found;
}

/** The processes that run on X display `:display` (D-Bus starts some of them by itself). */
function onDisplay(display: number): ProcessInfo[] {
  return processes().filter((proc) => {
    try {
      return readFileSync(`/proc/${proc.pid}/environ`, 'utf8')
        .split('\0')
        .includes(`DISPLAY=:${display}`);
    } catch {
      return false;
    }
  });
}

/** Still running: there, and not a zombie (a zombie has ended; only its parent must reap it). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
}

interface Tool {
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

const started: Tool[] = [];
afterEach(() => {
  // A failed test must not leave its tool running either.
  for (const tool of started.splice(0)) {
    if (tool.child.exitCode === null && tool.child.signalCode === null) tool.child.kill('SIGKILL');
  }
});

function startTool(args: string[], env: Record<string, string>): Tool {
  const child = spawn('npm', args, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const tool = { child, output: () => output, exited };
  started.push(tool);
  return tool;
}

/** Waits until `ready` holds (or the tool has ended, which fails the test with its output). */
async function waitUntil(tool: Tool, what: string, ready: () => boolean) {
  await expect
    .poll(
      () => {
        if (tool.child.exitCode !== null) {
          throw new Error(`The tool ended before ${what}:\n${tool.output()}`);
        }
        return ready();
      },
      { timeout: 180_000, interval: 250 },
    )
    .toBe(true);
}

/** Sends SIGTERM to the tool, waits for it to end, then for everything it started to end. */
async function stopAndExpectNothingLeft(tool: Tool, others: ProcessInfo[] = []) {
  const pid = tool.child.pid ?? 0;
  const before = [...descendants(pid), ...others];
  tool.child.kill('SIGTERM');
  await tool.exited;
  await expect
    .poll(() => before.filter((proc) => alive(proc.pid)).map((proc) => `${proc.pid} ${proc.args}`))
    .toEqual([]);
  return before;
}

// Each test starts a whole tool (the audit loads its three engines and Lighthouse before it
// scans): the wait for it allows 180 s (`waitUntil`), so the test's own ceiling must be longer
// than vite.config.ts's 60 s, which a busy two-core machine (load average 12–15) outran.
describe('a tool stopped with SIGTERM leaves nothing running', { timeout: 240_000 }, () => {
  it('npm start: the service ends', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cleanup-start-'));
    try {
      const tool = startTool(['start'], {
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
      });
      await waitUntil(tool, 'the service listened', () =>
        tool.output().includes('Serving the site'),
      );
      const before = await stopAndExpectNothingLeft(tool);
      expect(before.some((proc) => proc.args.includes('src/build/start.ts'))).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('npm run audit: the service and Chromium end', async () => {
    const reportDir = await mkdtemp(path.join(tmpdir(), 'cleanup-audit-'));
    try {
      const tool = startTool(['run', 'audit'], {
        AUDIT_SKIP_ORCA: '1',
        AUDIT_REPORT_DIR: reportDir,
      });
      // Once axe's tags are read, the service and Chromium are both up.
      await waitUntil(tool, 'the audit began its scans', () =>
        tool.output().includes('axe-core with tags'),
      );
      const before = await stopAndExpectNothingLeft(tool);
      expect(before.some((proc) => proc.args.includes('src/server/main.ts'))).toBe(true);
      expect(before.some((proc) => /chrom/i.test(proc.args))).toBe(true);
    } finally {
      await rm(reportDir, { recursive: true, force: true });
    }
  });

  it('npm run audit:screen-reader: the Orca session (Xvfb, D-Bus, AT-SPI, Orca, the focus logger, Chromium) and the service end, and the display is free', async () => {
    const missing = missingScreenReaderPackages();
    expect(
      missing,
      `install the screen reader's packages: apt-get install -y ${SCREEN_READER_PACKAGES}`,
    ).toEqual([]);
    // A display no one uses now, from 81 up (78 is the audit's).
    let display = 81;
    while (existsSync(`/tmp/.X${display}-lock`) || existsSync(`/tmp/.X11-unix/X${display}`)) {
      display++;
    }
    // A temporary folder of its own, to see that the sessions' folders go with them.
    const tmp = await mkdtemp(path.join(tmpdir(), 'cleanup-orca-'));
    try {
      const tool = startTool(
        ['run', 'audit:screen-reader', '--', 'home', '--display', String(display)],
        { TMPDIR: tmp },
      );
      // The session's Chromium is its last part: everything else is up by then.
      await waitUntil(tool, 'the session was up', () =>
        descendants(tool.child.pid ?? 0).some((proc) =>
          proc.args.includes('--force-renderer-accessibility'),
        ),
      );
      const session = onDisplay(display);
      const before = await stopAndExpectNothingLeft(tool, session);
      for (const part of [
        'Xvfb',
        'dbus-daemon',
        'at-spi-bus-launcher',
        'start_orca.py',
        'focus_events.py',
      ]) {
        expect(
          before.some((proc) => proc.args.includes(part)),
          part,
        ).toBe(true);
      }
      await expect.poll(() => onDisplay(display).map((proc) => proc.args)).toEqual([]);
      await expect.poll(() => existsSync(`/tmp/.X${display}-lock`)).toBe(false);
      // The session's folder (its Chromium profile, megabytes) was there, and is gone.
      expect(before.some((proc) => proc.args.includes(`${tmp}/saathi-orca-`))).toBe(true);
      expect(readdirSync(tmp).filter((name) => name.startsWith('saathi-orca-'))).toEqual([]);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }, 300_000);
});
