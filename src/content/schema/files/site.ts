/** site.yaml: what every page shares. */
import { routeTable, type PageId } from '../../routeTable.ts';
import { group, list, listInWords, oneOf, text } from '../check.ts';
import { emailAddress, externalLink, internalLink, phoneNumber } from '../fields.ts';
import { organisationFields } from '../organisation.ts';
import { givenLater } from '../standIns.ts';

/** A page's name in the navigation, its title and its one-sentence description. */
const pageWords = group({ navLabel: text(), title: text(), description: text() });

const pagesGroup = group(
  Object.fromEntries(routeTable.map((route) => [route.id, pageWords])) as Record<
    PageId,
    typeof pageWords
  >,
  `the words of every page (${listInWords(routeTable.map((route) => route.id))})`,
);

export const channelsGroup = group({ videoChannel: externalLink(), podcast: externalLink() });

/** site.yaml: the name, the contact details, the shell's, footer's and viewer's words. */
export const site = {
  productName: text(),
  locale: group({ lang: text(), dir: oneOf(['ltr', 'rtl']) }),
  contact: group({
    email: emailAddress(),
    phone: givenLater(phoneNumber()),
    location: text(),
  }),
  ...organisationFields,
  // What a sentence says for a detail not given yet (../standIns.ts): `{founder}`, `{phone}`,
  // a source's note, and the value of a line on Contact.
  notGivenYet: group({ founder: text(), phone: text(), source: text(), line: text() }),
  channels: channelsGroup,
  pages: pagesGroup,
  notFound: group({
    title: text(),
    description: text(),
    heading: text(),
    body: text(),
    homeLink: internalLink(),
    otherPages: text(),
  }),
  siteMap: group({ intro: text() }),
  shell: group({
    skipLink: text(),
    helpNow: text(),
    logoAlt: text(),
    mainNavLabel: text(),
    languageSwitch: text(),
    openMenu: text(),
    menuTitle: text(),
    closeMenu: text(),
    dismiss: text(),
    opensInNewTab: text(),
    pageChanged: text({ placeholders: ['title'] }),
    documentTitle: text({ placeholders: ['title'] }),
    loadingPage: text(),
  }),
  footer: group({
    about: group({ heading: text(), text: text() }),
    contact: group({
      heading: text(),
      emailLabel: text(),
      locationLabel: text(),
      followLabel: text(),
    }),
    quickLinks: group({ heading: text(), landmarkLabel: text() }),
    copyright: text({ placeholders: ['year'] }),
  }),
  // The full-screen viewer's words (src/components/Lightbox), for any page that uses it.
  viewer: group({
    dialog: text(),
    previous: text(),
    next: text(),
    close: text(),
    loadingImage: text(),
    imageError: text(),
    slide: text({ placeholders: ['n', 'm'] }),
    videoAnnouncement: text({ placeholders: ['n', 'm', 'title'] }),
    imageAnnouncement: text({ placeholders: ['n', 'm', 'alt'] }),
    instructions: text(),
    playerInstructions: text(),
    transcript: text(),
    transcriptHint: text(),
    audioDescription: text(),
    captions: text(),
    captionsOff: text(),
  }),
  // The video player's controls (src/components/PlayerControls), under the video in the viewer.
  player: group({
    play: text(),
    pause: text(),
    time: text(),
    timeOf: text({ placeholders: ['current', 'duration'] }),
    mute: text(),
    volume: text(),
    percent: text({ placeholders: ['n'] }),
    speed: text(),
    normalSpeed: text(),
    fullScreen: text(),
    keyboard: text(),
    keys: list(text()),
  }),
  // The page shown without a connection (src/pages/OfflinePage), kept by the service worker.
  offline: group({
    title: text(),
    heading: text(),
    lead: text(),
    keptHeading: text(),
    keptIntro: text(),
    noneKept: text(),
    callsNeedNoData: text(),
  }),
  // The name of a long page's list of its sections (src/components/OnThisPage): the privacy
  // notice and the accessibility statement.
  onThisPage: text(),
  numberWords: list(text()),
  moreThan: text({ placeholders: ['number'] }),
};
