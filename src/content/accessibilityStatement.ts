/**
 * The accessibility statement (WCAG 2.2, following the W3C's statement generator), from
 * `content/<language>/accessibility.yaml`. Keep it true: update the date and the known
 * limitations after every audit; the conformance status is said from the report
 * (./conformanceClaim.ts). docs/accessibility.md holds the same content with the
 * full test matrix.
 */
import { words } from './words/accessibility';
import { words as impact } from './words/impact';
import { pathOf, type RoutePath } from './routeTable';
import { contactDetails } from './site';
import { conformanceClaim, conformanceStatus, type ConformanceStatus } from './conformanceClaim';
import type { DatedSentence, VideoItem } from './types';

interface StatementSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly list?: readonly string[];
  /** The known limitations: the claim's shortfalls go first in its list. */
  readonly limitations?: true;
}

interface AccessibilityStatement {
  readonly heading: string;
  readonly intro: string;
  readonly sections: readonly StatementSection[];
  readonly contactLink: { readonly href: `mailto:${string}`; readonly label: string };
  /** The section that links to the conformance report, just before the last section. */
  readonly conformance: {
    readonly heading: string;
    readonly text: string;
    readonly link: { readonly to: RoutePath; readonly label: string };
  };
  readonly lastReviewed: DatedSentence;
}

/** A video's line of the statement, from its `sound:` in impact.yaml (WCAG 1.2.3, 1.2.5). */
export function soundStatement(video: VideoItem, templates = words.videos): string {
  const template = {
    'no sound': templates.noSound,
    'describes itself': templates.describesItself,
    'described version': templates.describedVersion,
  }[video.sound];
  return template.replaceAll('{title}', video.title);
}

/**
 * The sections of accessibility.yaml with, just before the last ("Tell us about a problem"), the
 * videos of the Impact page and what each one's sound gives: made from the content, not retyped.
 */
function withVideos(sections: readonly StatementSection[]): StatementSection[] {
  const videos: StatementSection = {
    heading: words.videos.heading,
    paragraphs: [words.videos.intro],
    list: impact.videos.items.map((video) => soundStatement(video)),
  };
  return [...sections.slice(0, -1), videos, ...sections.slice(-1)];
}

/**
 * The sections with the conformance claim second, after the standard, and its shortfalls first
 * among the known limitations: said from the conformance report (./conformanceClaim.ts), so the
 * statement and the report cannot disagree.
 */
export function withClaim(
  sections: readonly StatementSection[],
  status: ConformanceStatus = conformanceStatus,
): StatementSection[] {
  const claim = conformanceClaim(status, words.claim);
  const said: StatementSection = { heading: words.claim.heading, paragraphs: [claim.paragraph] };
  const withLimitations = sections.map((section) =>
    section.limitations
      ? { ...section, list: [...claim.limitations, ...(section.list ?? [])] }
      : section,
  );
  return [...withLimitations.slice(0, 1), said, ...withLimitations.slice(1)];
}

export const accessibilityStatement: AccessibilityStatement = {
  heading: words.heading,
  intro: words.intro,
  lastReviewed: words.lastReviewed,
  sections: withVideos(withClaim(words.sections)),
  contactLink: { href: contactDetails.emailHref, label: contactDetails.email },
  conformance: {
    heading: words.conformance.statementHeading,
    text: words.conformance.statementText,
    link: { to: pathOf('conformance'), label: words.conformance.statementLink },
  },
};
