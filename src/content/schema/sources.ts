/**
 * The sources of the figures a page gives (the Story's 34 % and 14 %, docs/spec/product.md §2.6),
 * as footnotes a screen reader can follow and come back from: after paragraph `paragraph` (counted
 * from 0) a link named `reference` ("Source of the 34% figure") goes to the note, and the note's
 * link named `back` returns to it. Names that make sense read alone, in a list of links. A
 * note's `text` is a stand-in until the founder names the study (./standIns.ts): the note then
 * says the language's `notGivenYet.source`.
 */
import { group, list, optional, text, wholeNumber } from './check.ts';
import { externalLink } from './fields.ts';
import { givenLater } from './standIns.ts';

export const sources = group({
  heading: text(),
  notes: list(
    group({
      id: text({ expects: 'a short key, such as city-study' }),
      paragraph: wholeNumber(0),
      reference: text(),
      back: text(),
      text: givenLater(text()),
      link: optional(externalLink()),
    }),
  ),
});
