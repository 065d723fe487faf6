import { group, list, optional, text } from '../check.ts';
import { datedSentence } from '../fields.ts';
import { paragraphs } from './common.ts';

/** accessibility.yaml (the accessibility statement). */
export const accessibility = {
  heading: text(),
  intro: text(),
  sections: list(
    group({ heading: text(), paragraphs: optional(paragraphs), list: optional(list(text())) }),
  ),
  // The list of the videos and what their sound gives (src/content/accessibilityStatement.ts).
  videos: group({
    heading: text(),
    intro: text(),
    noSound: text({ placeholders: ['title'] }),
    describesItself: text({ placeholders: ['title'] }),
    describedVersion: text({ placeholders: ['title'] }),
  }),
  lastReviewed: datedSentence(),
  // The conformance report's page (/accessibility/conformance) and the statement's link to it.
  // The report itself (its tables, notes and methods) is data in English: npm run acr writes it.
  conformance: group({
    statementHeading: text(),
    statementText: text(),
    statementLink: text(),
    intro: text(),
    readingNote: text(),
    factsHeading: text(),
    product: text(),
    version: text(),
    commit: text(),
    uncommitted: text(),
    contact: text(),
    reportDate: text(),
    auditDate: text(),
    testsDate: text(),
    catalog: text(),
    methodsHeading: text(),
    notesHeading: text(),
    limitsHeading: text(),
    disclaimerHeading: text(),
    criterionColumn: text(),
    levelColumn: text(),
    remarksColumn: text(),
    evaluatedBy: text(),
    reproduceHeading: text(),
    reproduce: paragraphs,
    pending: text(),
    backLink: text(),
  }),
};
