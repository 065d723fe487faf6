/**
 * What several content files share: a page's hero, a list of paragraphs, and the placeholders of
 * a text that introduces a list (`{count}`, `{Count}`: filled in by ../fill.ts).
 */
import { group, list, text } from '../check.ts';
import { image } from '../fields.ts';

export const hero = group({ heading: text(), tagline: text(), image: image() });
export const paragraphs = list(text());

export const COUNT = ['count', 'Count'];
