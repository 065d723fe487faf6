/**
 * Findings of IBM Equal Access and Siteimprove Alfa that are wrong about this site (false
 * positives), each excluded by engine, rule and element, with the reason. An excluded finding
 * is still listed in the report, marked with its reason; it only stops failing the audit. A rule
 * is never dropped as a whole. docs/accessibility.md repeats each reason.
 */
import type { EngineFinding, EngineName } from './findings';

export interface Exclusion {
  engine: EngineName;
  rule: string;
  /** Matched against the finding's element path (XPath for IBM, Alfa's path) or its HTML. */
  where: RegExp;
  /** Only in these scans (matched against the scan's slug, e.g. "mobile-menu-320"); all if absent. */
  scans?: RegExp;
  reason: string;
}

/**
 * The scans with a modal dialog open: react-aria hides everything outside it from assistive
 * technology. In every language: the Hindi states' slugs begin with `hi-` (src/testing/browser/states.ts).
 */
const modalOpen = /^([a-z]+-)?(mobile-menu|lightbox-(video|image)|contact-(success|error))-/;

export const exclusions: readonly Exclusion[] = [
  {
    engine: 'equal-access',
    rule: 'aria_content_in_landmark',
    where: /^<a href="#main"/,
    reason:
      'The skip link is the first thing on every page, before the banner, so that it is the first Tab stop; it is not in a landmark by design. WCAG asks for no landmarks at all (1.3.1 is met by them, not required), and axe-core\'s own "region" rule exempts skip links for this reason. Its target, main, is a landmark.',
  },
  {
    engine: 'alfa',
    rule: 'SIA-R61',
    where: /^\/$/,
    scans: modalOpen,
    reason:
      'With a modal dialog open, react-aria hides the page behind it from assistive technology, so the first heading left is the dialog\'s own title (an h2, "Menu", "Success!", "Oops!"). The page still starts with its h1, which comes back when the dialog closes; the same page with the dialog shut passes SIA-R61.',
  },
  {
    engine: 'alfa',
    rule: 'SIA-R87',
    where: /^\/$/,
    scans: modalOpen,
    reason:
      'With a modal dialog open, the page behind it, skip link included, is inert: the first Tab stop is rightly inside the dialog. With the dialog shut the skip link is the first Tab stop, and every route passes SIA-R87.',
  },
  {
    engine: 'alfa',
    rule: 'SIA-R59',
    where: /^\/$/,
    scans: /^([a-z]+-)?lightbox-(video|image)-/,
    reason:
      'With the viewer open, the page behind it (and its headings) is hidden from assistive technology; the viewer is a dialog named by its gallery and slide ("Impact in Motion, Video 1 of 6: ..."), and a heading inside it would only repeat that name. Every route has headings and passes SIA-R59.',
  },
];

/** The reason a finding is excluded, or null. */
export function isExcluded(
  engine: EngineName,
  finding: Pick<EngineFinding, 'rule' | 'target' | 'snippet'>,
  scan: string,
  list: readonly Exclusion[] = exclusions,
): string | null {
  const match = list.find(
    (item) =>
      item.engine === engine &&
      item.rule === finding.rule &&
      (item.scans?.test(scan) ?? true) &&
      (item.where.test(finding.target) || item.where.test(finding.snippet)),
  );
  return match?.reason ?? null;
}
