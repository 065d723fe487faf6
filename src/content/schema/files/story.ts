import { figure, group, list, text } from '../check.ts';
import { image, shortExternalLink } from '../fields.ts';
import { hero, paragraphs } from './common.ts';
import { sources } from '../sources.ts';

/** story.yaml (the About page). */
export const story = {
  hero,
  quote: group({ image: image(), text: text(), attribution: text() }),
  prevalence: group({ heading: text(), paragraphs, sources }),
  rationale: group({
    heading: text(),
    paragraphs,
    mediaIntro: text(),
    links: list(shortExternalLink()),
  }),
  vision: group({ heading: text(), paragraphs }),
  today: group({ heading: text(), stats: list(group({ value: figure(), label: text() })) }),
};
