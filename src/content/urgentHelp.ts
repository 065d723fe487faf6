/**
 * What to do in a crisis: the helplines shown on every page (short, in the footer), in full on
 * Home and Contact, and in the "Success!" dialog. Numbers are facts to check before launch with
 * the helplines' own pages (see docs/content-editing.md); keep every sentence whole, as
 * everywhere in src/content, so each can be translated on its own.
 */

import type { RoutePath } from './types';

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

export const helplines: readonly Helpline[] = [
  {
    id: 'tele-manas',
    name: 'Tele-MANAS',
    about:
      "India's free national mental-health helpline. Someone will listen, 24 hours a day, in 20 languages.",
    numbers: [
      { label: '14416', dial: '14416' },
      { label: '1-800-891-4416', dial: '18008914416' },
    ],
    callLabel: 'Call Tele-MANAS on {number}',
  },
  {
    id: 'emergency',
    name: 'Emergency',
    about: 'Police, ambulance or fire, if you or someone else is in danger right now.',
    numbers: [{ label: '112', dial: '112' }],
    callLabel: 'Call emergency services on {number}',
  },
  {
    id: 'childline',
    name: 'Childline',
    about: 'For children and young people under 18, day and night.',
    numbers: [{ label: '1098', dial: '1098' }],
    callLabel: 'Call Childline on {number}',
  },
];

export const urgentHelp = {
  /**
   * The pages that show the block in full (their footer then only links to it). Each of these
   * pages must render it: a test checks that the two agree.
   */
  shownInFullOn: ['/', '/contact'] as const satisfies readonly RoutePath[],
  /** The block's heading on Home and Contact. */
  heading: 'If you need help now',
  intro:
    'If you feel unsafe, or you are thinking about hurting yourself, please talk to someone now. These calls are free.',
  /** The footer's short version, on every page. */
  footerHeading: 'Need help now?',
  footerIntro: 'Free calls, at any hour.',
  /** Beside the contact form. */
  notForEmergencies: 'This form is not for emergencies. We reply within five working days.',
  /** Goes to the block on the same page; works without JavaScript. */
  seeHelplines: 'Helplines you can call now',
  /** Added after the service's own words in the "Success!" dialog. */
  afterSending:
    'If you need help before we reply, call Tele-MANAS on 14416: it is free and open at any hour.',
} as const;
