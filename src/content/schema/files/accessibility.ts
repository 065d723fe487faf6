import { group, list, optional, text } from '../check.ts';
import { paragraphs } from './common.ts';

/** accessibility.yaml (the accessibility statement). */
export const accessibility = {
  heading: text(),
  intro: text(),
  sections: list(
    group({ heading: text(), paragraphs: optional(paragraphs), list: optional(list(text())) }),
  ),
  lastReviewed: text(),
};
