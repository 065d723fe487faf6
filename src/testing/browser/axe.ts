/**
 * axe-core as the browser tests run it, in either engine: the same rule sets, the same run over
 * the whole document, the same summary of each violation. Chromium's tests reach it through
 * `runAxe` (browser.ts, Playwright), Firefox's through `runAxeInFirefox` (firefox.ts, Puppeteer):
 * the two drivers differ only in how a script gets into the page, so that is all they do apart.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The rule sets an auditor runs: WCAG 2.0, 2.1 and 2.2 at A and AA, and best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolationSummary {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

let source: string | undefined;

/**
 * axe-core's own script, read once. It is evaluated by the driver (DevTools protocol in
 * Chromium, WebDriver BiDi in Firefox), which the page's CSP does not govern, so the site's real
 * policy stays on while axe looks at it.
 */
export async function axeSource(): Promise<string> {
  source ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/**
 * In the page, once axe is in it: its violations over the whole document (react-aria's dialogs
 * render in portals outside #root) for these tags. Self-contained, as a driver sends its text.
 */
export async function axeViolationsInPage(tags: string[]): Promise<AxeViolationSummary[]> {
  const results = await (
    window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{
          violations: {
            id: string;
            impact: string | null;
            help: string;
            nodes: { target: string[] }[];
          }[];
        }>;
      };
    }
  ).axe.run(document, { runOnly: { type: 'tag', values: tags } });
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** One line per element a rule failed on, for a failure message a person reads. */
export function violationLines(violations: readonly AxeViolationSummary[]): string[] {
  return violations.flatMap((violation) =>
    violation.targets.map(
      (target) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}: ${target}`,
    ),
  );
}
