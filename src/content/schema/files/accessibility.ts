import { group, list, optional, text } from '../check.ts';
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
  lastReviewed: text(),
};
