/**
 * `npm run screenshots`: a full-page picture of every prerendered page at 1280, 390 and 320 px,
 * in the light and the dark colour scheme, served by the real service from the built site.
 * Writes reports/screenshots/<scheme>/<width>/<page>.png and reports/screenshots/index.md (the
 * list, to look at one by one). Builds first when dist/ is out of date, like `npm start`.
 *
 * Options:
 *   --routes=/,/impact   only these pages (default: every page in dist/routes.json, then each
 *                        language's not-found page, /no-such-page and /hi/no-such-page)
 *   --widths=1280,320    only these widths (default: 1280,390,320)
 *   --schemes=dark       only these colour schemes (default: light,dark)
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from '../../testing/browser/browser';
import { stopAllOnSignals } from '../../testing/browser/cleanup';
import { buildIfNeeded, startSite } from '../../testing/browser/site';
import { distDir, projectRoot } from '../../build/paths';
import { notFoundPath } from '../../testing/browser/states';
import { defaultRoutes, screenshotName, screenshotPlan, type ColourScheme } from './screenshotPlan';

const outputDir = path.join(projectRoot, 'reports/screenshots');

function option(argv: readonly string[], name: string): string[] | undefined {
  const raw = argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return raw?.split(',').filter(Boolean);
}

async function main(argv: readonly string[]): Promise<void> {
  const unknown = argv.filter((arg) => !/^--(routes|widths|schemes)=/.test(arg));
  if (unknown.length) throw new Error(`Unknown option(s): ${unknown.join(' ')}`);

  // The same build check as `npm start`, in its own process (it builds only when needed).
  // Ctrl-C or a SIGTERM: the build, the service and Chromium end too.
  stopAllOnSignals('the screenshots');
  await buildIfNeeded();
  const pages = JSON.parse(await readFile(path.join(distDir, 'routes.json'), 'utf8')) as {
    url: string;
  }[];
  const notFound = JSON.parse(await readFile(path.join(distDir, 'not-found.json'), 'utf8')) as {
    prefix: string;
  }[];
  const plan = screenshotPlan({
    routes: option(argv, 'routes') ?? defaultRoutes(pages, notFound, notFoundPath),
    widths: option(argv, 'widths')?.map(Number),
    schemes: option(argv, 'schemes') as ColourScheme[] | undefined,
  });

  await rm(outputDir, { recursive: true, force: true });
  const site = await startSite();
  const browser = await launchBrowser();
  const lines: string[] = [];
  // Pictures that could not be shown: a screenshot with a hole in it is not a picture of the site.
  const broken: string[] = [];
  try {
    for (const shot of plan) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.width >= 1000 ? 800 : 740 },
        colorScheme: shot.scheme,
        // Pictures of the page at rest: no half-finished transitions.
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}${shot.route}`, { waitUntil: 'networkidle' });
      // Every picture decoded, so none is caught half loaded (lazy ones are made eager). One
      // that fails to decode (missing, or not a picture) is named, and the run fails at its end.
      const failed = await page.evaluate(async () => {
        const sources: string[] = [];
        for (const image of Array.from(document.images)) {
          image.loading = 'eager';
          await image.decode().catch(() => sources.push(image.currentSrc || image.src));
        }
        return sources;
      });
      broken.push(...failed.map((source) => `${screenshotName(shot)}: ${source}`));
      const file = path.join(outputDir, screenshotName(shot));
      await mkdir(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, fullPage: true });
      await context.close();
      lines.push(`- [${shot.route} at ${shot.width} px, ${shot.scheme}](${screenshotName(shot)})`);
      console.log(`${screenshotName(shot)}`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  await writeFile(
    path.join(outputDir, 'index.md'),
    `# Screenshots\n\nTaken ${new Date().toISOString()} by \`npm run screenshots\`.\n\n${lines.join('\n')}\n`,
  );
  console.log(`${plan.length} screenshots in ${path.relative(projectRoot, outputDir)}/`);
  if (broken.length) {
    console.error(`Pictures that could not be shown:\n${broken.join('\n')}`);
    process.exitCode = 1;
  }
}

await main(process.argv.slice(2));
