/*
 * A/B: the app's start-up long tasks in real Chromium (CPU slowed with CDP), with and without
 * the eager CommonJS rewrite. Interleaved runs, so a drift in the machine's speed hits both.
 * Usage: tsx ab.tmp.ts <urlA> <urlB> <route> <runs> <cpuRate>
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromePath } from './src/testing/browser/browser';
const [a, b, route, runsText, rateText] = process.argv.slice(2);
const runs = Number(runsText);
const rate = Number(rateText);
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
type Result = { blocking: number; longest: number; tasks: number; hydratedAt: number };
async function once(base: string): Promise<Result> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    const tasks: number[] = [];
    Object.assign(window, { __tasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(base + route, { waitUntil: 'load' });
  await page.waitForFunction(
    () => {
      const h = document.querySelector('#main h1');
      return h && Object.keys(h).some((k) => k.startsWith('__reactProps'));
    },
    undefined,
    { polling: 50, timeout: 60_000 },
  );
  // Let the last start-up tasks finish (idle callbacks, prefetch).
  await page.evaluate(() => new Promise((r) => setTimeout(r, 1500)));
  const { tasks, hydratedAt } = await page.evaluate(() => ({
    tasks: (window as unknown as { __tasks: number[] }).__tasks,
    hydratedAt: performance.now(),
  }));
  await context.close();
  return {
    blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    longest: Math.max(0, ...tasks),
    tasks: tasks.length,
    hydratedAt,
  };
}
const results: Record<string, Result[]> = { A: [], B: [] };
for (let i = 0; i < runs; i++) {
  for (const [name, base] of i % 2 ? [['B', b], ['A', a]] : [['A', a], ['B', b]]) {
    results[name!]!.push(await once(base!));
  }
}
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
};
for (const name of ['A', 'B']) {
  const list = results[name]!;
  console.log(
    `${name} ${route} cpu ${rate}x: blocking median ${Math.round(median(list.map((r) => r.blocking)))} ms [${list.map((r) => Math.round(r.blocking)).join(' ')}]; longest task median ${Math.round(median(list.map((r) => r.longest)))} ms [${list.map((r) => Math.round(r.longest)).join(' ')}]`,
  );
}
await browser.close();
