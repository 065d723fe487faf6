import { group, list, text } from '../check.ts';
import { image, internalLink } from '../fields.ts';
import { hero, paragraphs } from './common.ts';

/** home.yaml. */
export const home = {
  hero,
  whatWeDo: group({ heading: text(), paragraphs, image: image(), imageCaption: text() }),
  founder: group({
    heading: text(),
    paragraphs,
    rolesHeading: text(),
    roles: list(text()),
    links: list(internalLink()),
  }),
};
