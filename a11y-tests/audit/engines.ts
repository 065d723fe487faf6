/**
 * The two engines the audit runs beside axe-core, on the same page in the same state:
 *
 * - IBM Equal Access (`accessibility-checker-engine`): its `ace.js` is evaluated in the page
 *   through the DevTools protocol, which the site's CSP does not govern (the online wrapper
 *   `accessibility-checker` downloads its rules at run time, which cannot work here). Policy
 *   `IBM_Accessibility`, IBM's current rule set (WCAG 2.2 A and AA, and IBM's own requirements).
 * - Siteimprove Alfa (`@siteimprove/alfa-rules`): the page is serialised in the browser by
 *   Alfa's own native serialiser (`@siteimprove/alfa-dom/native`, with the window's device from
 *   `@siteimprove/alfa-device/native`), then every Alfa rule runs in Node.js on that copy.
 *
 * Findings are normalised to one shape (findings.ts) so the report can show the engines side by
 * side.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Audit, Outcome } from '@siteimprove/alfa-act';
import { Device } from '@siteimprove/alfa-device';
import { Native as NativeDevice } from '@siteimprove/alfa-device/native';
import { Node, type Document as AlfaDocument } from '@siteimprove/alfa-dom';
import { Native as NativeDom } from '@siteimprove/alfa-dom/native';
import { Request, Response } from '@siteimprove/alfa-http';
import alfaRules, { alfaVersion, type Flattened } from '@siteimprove/alfa-rules';
import { Page as AlfaPage } from '@siteimprove/alfa-web';
import type { Page } from 'playwright-core';
import { isExcluded, type Exclusion } from './exclusions';
import type { EngineFinding, EngineResult } from './findings';

const require = createRequire(import.meta.url);

// -- IBM Equal Access ----------------------------------------------------------------------

export const EQUAL_ACCESS_POLICY = 'IBM_Accessibility';
let aceSource: string | undefined;

interface AceResult {
  ruleId: string;
  reasonId: string;
  value: [string, string];
  path: { dom: string };
  message: string;
  snippet: string;
}

/**
 * The level IBM's own tools give a result, from its value pair (the engine alone does not set
 * `level`): a requirement that fails is a "violation"; one the engine cannot decide is a
 * "potentialviolation"; recommendations and manual checks follow the same pattern.
 */
export function equalAccessLevel([kind, outcome]: [string, string]): string {
  if (outcome === 'PASS') return 'pass';
  if (outcome === 'MANUAL') return 'manual';
  const potential = outcome === 'POTENTIAL' ? 'potential' : '';
  if (kind === 'VIOLATION') return `${potential}violation`;
  if (kind === 'RECOMMENDATION') return `${potential}recommendation`;
  return `${potential}${kind.toLowerCase()}`;
}

export function equalAccessVersion(): string {
  return (require('accessibility-checker-engine/package.json') as { version: string }).version;
}

export async function runEqualAccess(
  page: Page,
  scan: string,
  exclusions: readonly Exclusion[],
): Promise<EngineResult> {
  const result: EngineResult = {
    engine: 'equal-access',
    version: equalAccessVersion(),
    findings: [],
    passedRules: 0,
    error: null,
  };
  try {
    aceSource ??= await readFile(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');
    const present = await page.evaluate(() => 'ace' in window);
    // ace.js declares `var ace`: evaluated as a script, it becomes window.ace.
    if (!present) await page.evaluate(aceSource);
    const raw = await page.evaluate(async (policy) => {
      const { ace } = window as unknown as {
        ace: {
          Checker: new () => {
            check: (
              doc: Document,
              policies: string[],
            ) => Promise<{ results: AceResult[]; numExecuted: number }>;
          };
        };
      };
      const report = await new ace.Checker().check(document, [policy]);
      return {
        results: report.results
          .filter((item) => item.value[1] !== 'PASS')
          .map((item) => ({
            ruleId: item.ruleId,
            reasonId: item.reasonId,
            value: item.value,
            path: { dom: item.path.dom },
            message: item.message,
            snippet: item.snippet,
          })),
        passed: new Set(
          report.results.filter((item) => item.value[1] === 'PASS').map((item) => item.ruleId),
        ).size,
        applied: [...new Set(report.results.map((item) => item.ruleId))],
      };
    }, EQUAL_ACCESS_POLICY);
    result.passedRules = raw.passed;
    result.rulesApplied = raw.applied;
    result.findings = raw.results
      .map((item) => ({ ...item, level: equalAccessLevel(item.value) }))
      .filter((item) => item.level !== 'pass')
      .map((item) => {
        const finding: EngineFinding = {
          rule: item.ruleId,
          level: item.level,
          kind: item.level === 'violation' ? 'violation' : 'review',
          message: item.message,
          target: item.path.dom,
          snippet: item.snippet,
          excludedBecause: null,
        };
        finding.excludedBecause = isExcluded('equal-access', finding, scan, exclusions);
        return finding;
      });
  } catch (error) {
    result.error =
      error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
  }
  return result;
}

// -- Siteimprove Alfa ----------------------------------------------------------------------

/** The page as Alfa sees it, serialised in the browser by Alfa's own code. */
async function alfaPage(page: Page): Promise<AlfaPage> {
  const documentJson = (await page.evaluate(
    `(${NativeDom.fromNode.toString()})(document)`,
  )) as AlfaDocument.JSON;
  const deviceJson = (await page.evaluate(
    `(${NativeDevice.fromWindow.toString()})(window)`,
  )) as Device.JSON;
  const device = Device.from(deviceJson);
  const document = Node.from(documentJson, device);
  return AlfaPage.of(Request.empty(), Response.empty(), document, device);
}

function describeAlfaTarget(target: unknown): { target: string; snippet: string } {
  if (Node.isNode(target)) {
    const snippet = target.toString().replace(/\s+/g, ' ').slice(0, 300);
    return { target: target.path(), snippet };
  }
  // Some rules target a group of elements (SIA-R41: links with the same name).
  if (typeof target === 'object' && target !== null && Symbol.iterator in target) {
    const nodes = [...(target as Iterable<unknown>)].filter(Node.isNode);
    return {
      target: nodes
        .map((node) => node.path())
        .join(' | ')
        .slice(0, 400),
      snippet: nodes
        .map((node) => node.toString().replace(/\s+/g, ' ').slice(0, 100))
        .join(' | ')
        .slice(0, 300),
    };
  }
  const text = String(target);
  return { target: text.slice(0, 200), snippet: '' };
}

/** "https://alfa.siteimprove.com/rules/sia-r66" -> "SIA-R66". */
export function alfaRuleId(uri: string): string {
  return (uri.split('/').pop() ?? uri).toUpperCase();
}

export async function runAlfa(
  page: Page,
  scan: string,
  exclusions: readonly Exclusion[],
): Promise<EngineResult> {
  const result: EngineResult = {
    engine: 'alfa',
    version: alfaVersion,
    findings: [],
    passedRules: 0,
    error: null,
  };
  try {
    const input = await alfaPage(page);
    const audit = Audit.of<
      Flattened.Input,
      Flattened.Target,
      Flattened.Question,
      Flattened.Subject
    >(input, alfaRules);
    const outcomes = [...(await audit.evaluate())];
    const passed = new Set<string>();
    const failedRules = new Set<string>();
    for (const outcome of outcomes) {
      const rule = alfaRuleId(outcome.rule.uri);
      if (Outcome.isPassed(outcome)) passed.add(rule);
      if (!Outcome.isFailed(outcome) && !Outcome.isCantTell(outcome)) continue;
      failedRules.add(rule);
      const { target, snippet } = describeAlfaTarget(outcome.target);
      const json = outcome.toJSON() as {
        expectations?: [string, { type: string; error?: { message?: string } }][];
        diagnostic?: { message?: string };
      };
      const message = Outcome.isFailed(outcome)
        ? (json.expectations ?? [])
            .filter(([, value]) => value.type === 'err')
            .map(([, value]) => value.error?.message ?? '')
            .filter(Boolean)
            .join(' ')
        : (json.diagnostic?.message ?? '');
      const finding: EngineFinding = {
        rule,
        level: Outcome.isFailed(outcome) ? 'failed' : 'cantTell',
        kind: Outcome.isFailed(outcome) ? 'violation' : 'review',
        message,
        target,
        snippet,
        excludedBecause: null,
      };
      finding.excludedBecause = isExcluded('alfa', finding, scan, exclusions);
      result.findings.push(finding);
    }
    result.passedRules = [...passed].filter((rule) => !failedRules.has(rule)).length;
    result.rulesApplied = [...new Set([...passed, ...failedRules])];
  } catch (error) {
    result.error =
      error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
  }
  return result;
}
