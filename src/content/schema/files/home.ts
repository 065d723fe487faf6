import { group, list, text } from '../check.ts';
import { externalLink, image, internalLink } from '../fields.ts';
import { paragraphs } from './common.ts';

/** home.yaml. */
export const home = {
  /*
   * The page's hero, with the two things a visitor most often came for: the book itself (its
   * audio version, which a blind visitor can use at once) and a way to reach the founder.
   */
  hero: group({
    heading: text(),
    tagline: text(),
    image: image(),
    actions: group({ book: externalLink(), contact: internalLink() }),
  }),
  whatWeDo: group({ heading: text(), paragraphs, image: image(), imageCaption: text() }),
  founder: group({
    heading: text(),
    paragraphs,
    rolesHeading: text(),
    roles: list(text()),
    links: list(internalLink()),
  }),
};
