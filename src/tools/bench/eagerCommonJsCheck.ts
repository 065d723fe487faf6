/**
 * Does `src/build/eagerCommonJs.ts` earn its place? Builds the site twice, with the rewrite and
 * without it (`EAGER_COMMONJS=off`, read by vite.config.ts for this check alone), serves both
 * copies with the real service, and loads the same pages in Chromium with the processor slowed
 * (CDP's CPU throttling: real, not simulated), alternating the two builds run by run so a
 * drift in the machine's speed hits both alike. For each load it adds up the start-up's long
 * tasks (what each takes over 50 ms, as TBT does) from the first byte until React has hydrated
 * and the page has been still for 1.5 s, and notes the longest task.
 *
 *   npx tsx src/tools/bench/eagerCommonJsCheck.ts [--runs=8]
 *
 * Rebuilds dist/ twice (it ends with the normal build). Exit code 0 when the rewrite's median
 * blocking time is lower on every page and rate measured, 1 when it is not (then the rewrite no
 * longer earns its place: remove it), 2 when the check could not run. It prints the
 * figures; docs/performance.md has the method.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { distDir, projectRoot } from '../../build/paths';
import { CHROMIUM_ARGS, chromePath } from '../../testing/browser/browser';
import { startSite } from '../../testing/browser/site';
import { isHydrated } from '../../testing/browser/visit';

/** The pages and processor slow-downs measured: Lighthouse's mobile default is 4x, the 2G-class profile 6x. */
const CASES = [
  { route: '/', rate: 4 },
  { route: '/contact', rate: 4 },
  { route: '/impact', rate: 6 },
] as const;

interface Load {
  /** The sum of each long task's time over 50 ms. */
  blocking: number;
  /** The longest task. */
  longest: number;
}

/** Builds the site into dist/ and copies it away; `eager` says whether the rewrite is on. */
async function buildCopy(eager: boolean): Promise<string> {
  const result = spawnSync('npx', ['tsx', 'src/build/build.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, EAGER_COMMONJS: eager ? 'on' : 'off' },
  });
  if (result.status !== 0) throw new Error(`The build ${eager ? 'with' : 'without'} failed.`);
  const copy = await mkdtemp(path.join(tmpdir(), `eager-${eager ? 'on' : 'off'}-`));
  await cp(distDir, copy, { recursive: true });
  return copy;
}

/** One load of `url` in a fresh context with the processor slowed `rate` times. */
async function load(browser: Browser, url: string, rate: number): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(() => {
      const tasks: number[] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    while (!(await isHydrated(page))) await page.waitForTimeout(50);
    // The start-up's last steps (idle callbacks, the prefetch) come after hydration.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    const tasks = await page.evaluate(
      () => (window as unknown as { __longTasks: number[] }).__longTasks,
    );
    return {
      blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...tasks),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const list = (loads: Load[], key: keyof Load) =>
  loads.map((one) => Math.round(one[key])).join(', ');

async function main(): Promise<number> {
  const runs = Number(/^--runs=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 8);
  const without = await buildCopy(false);
  const withRewrite = await buildCopy(true);
  const [siteWith, siteWithout] = await Promise.all([
    startSite({ DIST_DIR: withRewrite }),
    startSite({ DIST_DIR: without }),
  ]);
  const sites = { with: siteWith, without: siteWithout };
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  let earns = true;
  try {
    for (const { route, rate } of CASES) {
      const loads: Record<'with' | 'without', Load[]> = { with: [], without: [] };
      for (let run = 0; run < runs; run++) {
        const order =
          run % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
        for (const build of order) {
          const site = sites[build];
          loads[build].push(await load(browser, `${site.baseUrl}${route}`, rate));
        }
      }
      const blocking = (build: 'with' | 'without') =>
        median(loads[build].map((one) => one.blocking));
      if (blocking('with') >= blocking('without')) earns = false;
      for (const build of ['with', 'without'] as const) {
        console.log(
          `${route} at CPU ${rate}x, ${build} the rewrite: blocking ${Math.round(blocking(build))} ms ` +
            `(median of ${runs}: ${list(loads[build], 'blocking')}), longest task ` +
            `${Math.round(median(loads[build].map((one) => one.longest)))} ms (${list(loads[build], 'longest')})`,
        );
      }
    }
  } finally {
    await browser.close();
    await Promise.all([siteWith.stop(), siteWithout.stop()]);
    await Promise.all(
      [without, withRewrite].map((dir) => rm(dir, { recursive: true, force: true })),
    );
  }
  console.log(
    earns
      ? 'The rewrite earns its place: less blocking time on every page and rate.'
      : 'The rewrite does not earn its place on every page and rate measured: consider removing it.',
  );
  return earns ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
