/**
 * What to do in a crisis (docs/spec/product.md §2.12), from `content/<language>/urgent-help.yaml`:
 * the helplines shown on every page (short, in the footer), in full on Home and Contact, and in
 * the "Success!" answer. The components only lay these words out.
 */
import type { RoutePath } from './types';
import { words } from './words/urgentHelp';
import { OFFLINE_ROUTE_PATH } from '../shared/offlinePage';

/** One number of a helpline: as people read it, and as a `tel:` link dials it. */
export interface HelplineNumber {
  /** As shown and said: "1-800-891-4416". */
  readonly label: string;
  /** Digits only (a leading + allowed), for `tel:`. */
  readonly dial: string;
}

export interface Helpline {
  /** A stable key (not shown). */
  readonly id: string;
  /** Its name as people know it. */
  readonly name: string;
  /** Who it is for and when, in one sentence. */
  readonly about: string;
  readonly numbers: readonly HelplineNumber[];
  /**
   * Each number's link, heard in a list of links too, so it names the helpline; `{number}` is
   * replaced by the number's label.
   */
  readonly callLabel: string;
}

const { helplines: lines, ...sentences } = words;

export const helplines: readonly Helpline[] = lines;

export const urgentHelp = {
  ...sentences,
  /**
   * The pages that show the block in full (their footer then only links to it). Each of these
   * pages must render it: a test checks that the two agree. Structure, not words: it stays here.
   * The offline page (src/pages/OfflinePage) is no route, but shows the block too.
   */
  shownInFullOn: ['/', '/contact', OFFLINE_ROUTE_PATH] as const satisfies readonly (
    RoutePath | typeof OFFLINE_ROUTE_PATH
  )[],
};
