/**
 * The accessibility statement (WCAG 2.2, following the W3C's statement generator), from
 * `content/<language>/accessibility.yaml`. Keep it true: update the date, the status and the
 * known limitations after every audit. docs/accessibility.md holds the same content with the
 * full test matrix.
 */
import { words } from './words/accessibility';
import { contactDetails } from './site';

interface StatementSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly list?: readonly string[];
}

interface AccessibilityStatement {
  readonly heading: string;
  readonly intro: string;
  readonly sections: readonly StatementSection[];
  readonly contactLink: { readonly href: `mailto:${string}`; readonly label: string };
  readonly lastReviewed: string;
}

export const accessibilityStatement: AccessibilityStatement = {
  ...words,
  contactLink: { href: contactDetails.emailHref, label: contactDetails.email },
};
