import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/**
 * The tags an auditor asks for: WCAG 2.0, 2.1 and 2.2 at A and AA, and best practices. axe-core
 * 4.14 has no rule tagged `wcag22a` (WCAG 2.2 added no level-A criterion it can test), so that tag
 * is added only when the installed axe knows it: asking for an unknown tag would make axe throw.
 */
export async function auditTags(page: Page): Promise<string[]> {
  await injectAxe(page);
  const known = await page.evaluate(() => {
    const tags = new Set<string>();
    for (const rule of (window as unknown as AxeWindow).axe.getRules()) {
      for (const tag of rule.tags) tags.add(tag);
    }
    return [...tags];
  });
  const wanted = [
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22a',
    'wcag22aa',
    'best-practice',
  ];
  return wanted.filter((tag) => known.includes(tag));
}

export interface AxeNodeResult {
  target: string;
  html: string;
  failureSummary: string;
}

export interface AxeRuleResult {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  tags: string[];
  nodes: AxeNodeResult[];
}

export interface AxeFullResult {
  axeVersion: string;
  tags: string[];
  violations: AxeRuleResult[];
  /** "Needs review": axe could not decide. Listed in the report, never hidden. */
  incomplete: AxeRuleResult[];
  passes: number;
  inapplicable: number;
  /**
   * Every rule that applied to something on the page (passed, failed or left for review): what
   * the conformance report (a11y-tests/acr/) may cite as a check that ran. Absent in results
   * written before it was recorded.
   */
  rulesApplied?: string[];
}

interface AxeWindow {
  axe: {
    version: string;
    getRules: () => { ruleId: string; tags: string[] }[];
    run: (context: Document, options: object) => Promise<RawResults>;
  };
}

interface RawRule {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  tags: string[];
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

interface RawResults {
  testEngine: { version: string };
  violations: RawRule[];
  incomplete: RawRule[];
  passes: RawRule[];
  inapplicable: RawRule[];
}

let axeSource: string | undefined;

/**
 * Puts axe-core into the page. `page.evaluate` runs through the DevTools protocol, which the
 * page's CSP does not govern, so the site's real policy stays on while axe looks at it.
 */
async function injectAxe(page: Page): Promise<void> {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axeSource);
}

/** One axe run over the whole document, each rule reduced to what a report shows. */
async function runAxeOver(
  page: Page,
  runOnly: { type: 'tag' | 'rule'; values: string[] },
  resultTypes: string[],
): Promise<Omit<AxeFullResult, 'tags'>> {
  await injectAxe(page);
  return page.evaluate(
    async ({ runOnly, resultTypes }) => {
      const { axe } = window as unknown as AxeWindow;
      // The whole document: react-aria's dialogs render in portals outside #root.
      const results = await axe.run(document, { runOnly, resultTypes });
      const summarise = (rule: RawRule) => ({
        id: rule.id,
        impact: rule.impact ?? null,
        help: rule.help,
        helpUrl: rule.helpUrl,
        tags: rule.tags,
        nodes: rule.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          html: node.html,
          failureSummary: node.failureSummary ?? '',
        })),
      });
      return {
        axeVersion: results.testEngine.version,
        violations: results.violations.map(summarise),
        incomplete: results.incomplete.map(summarise),
        passes: results.passes.length,
        inapplicable: results.inapplicable.length,
        rulesApplied: [...results.passes, ...results.violations, ...results.incomplete].map(
          (rule) => rule.id,
        ),
      };
    },
    { runOnly, resultTypes },
  );
}

/** Every result axe has, not only violations: the auditor's report shows all of it. */
export async function runAxeFull(page: Page, tags: string[]): Promise<AxeFullResult> {
  const result = await runAxeOver(page, { type: 'tag', values: tags }, [
    'violations',
    'incomplete',
  ]);
  const { axeVersion, ...rest } = result;
  return { axeVersion, tags, ...rest };
}

/**
 * Only the named rules (say `color-contrast` and the AAA `color-contrast-enhanced`, which no
 * tag list above includes), over the whole document; their violations.
 */
export async function runAxeRules(page: Page, rules: string[]): Promise<AxeRuleResult[]> {
  const { violations } = await runAxeOver(page, { type: 'rule', values: rules }, ['violations']);
  return violations;
}
