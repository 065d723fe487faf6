import { group, text } from '../check.ts';
import { hero } from './common.ts';

/** contact.yaml (the Contact page). */
export const contact = {
  hero,
  form: group({ heading: text(), intro: text() }),
  talk: group({ heading: text(), intro: text(), emailLabel: text(), phoneLabel: text() }),
  follow: group({ heading: text(), intro: text() }),
};
