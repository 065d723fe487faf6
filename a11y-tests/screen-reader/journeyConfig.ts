/**
 * What drive.py needs to know (`journeyConfig`): the addresses, and the words each journey looks
 * for and expects, all from the site's own content in the language this process reads
 * (`SAATHI_LANGUAGE`), so that a change of words does not break the journeys. orca.ts writes it
 * for the first language; writeJourneyConfig.ts for every other, in a child process.
 */
import { helplines } from '../../src/content/urgentHelp';
import { contactContent } from '../../src/content/contact';
import { contactForm, dialogButtons } from '../../src/content/contactForm';
import {
  documentTitle,
  locale,
  offlinePage,
  pages,
  playerWords,
  shell,
} from '../../src/content/site';
import { positionInWords } from '../../src/components/PlayerControls/positionInWords';
import { offlinePageUrl } from '../../src/shared/offlinePage';
import { currentLanguage } from '../../src/content/languages';
import {
  imageAnnouncement,
  imageDialogName,
  photos,
  videoAnnouncement,
  videoDialogName,
  viewer,
} from '../../src/testing/browser/lightbox';
import { impactContent } from '../../src/content/impact';
import { homeContent } from '../../src/content/home';
import { typedEnquiryIn } from '../../src/testing/browser/typedEnquiry';
import { digitByDigit } from '../../src/content/spokenNumbers';
import { adultEnquiryFields } from '../../src/shared/enquiry';
import { SWELL_SENDS_PATH } from './deadLink';

/** The addresses of the two links in front of the site that the kept-enquiry journeys use. */
export interface KeptEnquiryLinks {
  /** Drops every send: the enquiry is kept on the phone (`kept-enquiry`). */
  dead: string;
  /** Drops every send until the journey posts to it: then the service refuses them (`kept-refused`). */
  refusing: string;
}

/** The page's first h1, from its served HTML (the prerender has it). */
async function firstHeading(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  if (!inner) throw new Error(`${url} has no h1`);
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What the player journey expects to hear of the first video's controls, in the page's
 * language: names, the time in words at the start and the end, the volume, a speed, and the
 * captions choice (its page-language track, chosen by default).
 */
function playerJourneyWords(video: (typeof impactContent.videos.items)[number]) {
  const number = new Intl.NumberFormat(locale.lang);
  const time = (seconds: number) =>
    positionInWords(seconds, video.seconds, playerWords.timeOf, locale.lang);
  return {
    play: playerWords.play,
    pause: playerWords.pause,
    time: playerWords.time,
    timeAtStart: time(0),
    timeAtEnd: time(video.seconds),
    mute: playerWords.mute,
    volume: playerWords.volume,
    volumeFull: playerWords.percent.replace('{n}', number.format(100)),
    speed: playerWords.speed,
    normalSpeed: playerWords.normalSpeed,
    slowerSpeed: number.format(0.75),
    fullScreen: playerWords.fullScreen,
    keyboard: playerWords.keyboard,
    captions: viewer.captions,
    captionsOff: viewer.captionsOff,
    captionsOn:
      video.captions.find((track) => track.srcLang === currentLanguage.folder)?.label ?? '',
  };
}

/**
 * What drive.py needs to know: the addresses, and the words the steps look for and expect,
 * all from the site's own content so that a change of words does not break the journeys.
 * `basePath` puts every page under a prefix ("/hi" for the Hindi pages, when they exist).
 */
export async function journeyConfig(
  baseUrl: string,
  basePath = '',
  links: KeptEnquiryLinks = { dead: baseUrl, refusing: baseUrl },
) {
  const [home, about, impact, contact] = pages;
  const page = async (meta: (typeof pages)[number]) => ({
    path: meta.path,
    h1: await firstHeading(`${baseUrl}${basePath}${meta.path}`),
    title: documentTitle(meta.title),
  });
  const typed = typedEnquiryIn(currentLanguage.folder);
  const [firstVideo] = impactContent.videos.items;
  if (!firstVideo) throw new Error('The Impact page has no video');
  return {
    base: baseUrl,
    basePath,
    /** The pages' language (`hi`), which Orca must speak them in; and `<html lang>`. */
    language: currentLanguage.folder,
    lang: locale.lang,
    pages: {
      home: await page(home),
      about: await page(about),
      impact: await page(impact),
      contact: await page(contact),
    },
    shell: {
      skipLink: shell.skipLink,
      openMenu: shell.openMenu,
      menuTitle: shell.menuTitle,
      closeMenu: shell.closeMenu,
      aboutNav: about.navLabel,
    },
    // Every link that opens a new tab ends with these hidden words (Transcript.linkEndings).
    linkEndings: [shell.opensInNewTab],
    // The header's stops after the skip link, but for the language switch: one Tab more walks it.
    header: [shell.logoAlt, shell.helpNow, ...pages.map((meta) => meta.navLabel)],
    urgent: {
      // The first helpline's first number: after Home's two actions, the offline page's first.
      firstCall: firstCallLabel(),
    },
    // Home's first controls after the skip link: the hero's two actions.
    homeActions: [
      `${homeContent.hero.actions.book.label} ${shell.opensInNewTab}`,
      homeContent.hero.actions.contact.label,
    ],
    impact: impactWords(firstVideo),
    offline: {
      // Under basePath, like every path here: /offline.html, /hi/offline.html.
      path: offlinePageUrl(''),
      heading: offlinePage.heading,
    },
    contact: contactWords(typed),
    /** The form sent through links that drop or refuse the send (deadLink.ts). */
    keptEnquiry: keptEnquiryWords(links),
  };
}

/** The Impact page's words: its galleries, the viewer, the first video's transcript and player. */
function impactWords(firstVideo: (typeof impactContent.videos.items)[number]) {
  return {
    videosHeading: impactContent.videos.heading,
    booksHeading: impactContent.books.heading,
    next: viewer.next,
    previous: viewer.previous,
    videoDialog: videoDialogName(0),
    videoSays: [0, 1, 2].map(videoAnnouncement),
    imageDialog: imageDialogName(0),
    imageSays: [0, 1, 2].map((index) => imageAnnouncement(index % photos.length)),
    // The first video's transcript: its disclosure's name on the page (the word, then the
    // title) and in the viewer, and each paragraph, which Orca must read in turn. In the
    // viewer it follows the video: the hint first, and each line a caption says is a button
    // (Orca's role word after it, in Orca's own language).
    transcript: {
      title: firstVideo.title,
      pageSummary: `${viewer.transcript} (${firstVideo.title})`,
      viewerSummary: viewer.transcript,
      paragraphs: firstVideo.transcript,
      viewerLines: [
        viewer.transcriptHint,
        ...firstVideo.transcript.map((paragraph, index) =>
          firstVideo.transcriptTimes?.[index] ? `${paragraph} push button` : paragraph,
        ),
      ],
    },
    player: playerJourneyWords(firstVideo),
  };
}

/** The contact form's words: an adult's form, its answers, and a parent's part. */
function contactWords(typed: ReturnType<typeof typedEnquiryIn>) {
  return {
    formHeading: contactContent.form.heading,
    // An adult's form: its four fields in their order (a parent's has one more).
    fields: adultEnquiryFields.map((name) => contactForm.fields[name].label),
    values: adultEnquiryFields.map((name) => typed[name]),
    refusedMessage: typed.refusedMessage,
    submit: contactForm.submit,
    ok: dialogButtons.confirm,
    success: contactForm.success.title,
    failure: contactForm.failure.title,
    errorSummary: contactForm.errorSummaryTitle,
    writer: {
      adult: contactForm.writer.adult,
      adultHint: contactForm.writer.adultHint,
      parent: contactForm.writer.parent,
      underEighteen: contactForm.writer.underEighteen,
      heading: contactForm.writer.forUnderEighteen.heading,
      helplines: contactForm.writer.forUnderEighteen.helplines,
      why: contactForm.writer.forUnderEighteen.why,
      email: contactForm.resultPage.email,
    },
    /** A parent's part and their own field and statement. */
    parent: {
      howItWorks: contactForm.writer.forParent.howItWorks,
      relationship: contactForm.fields.relationship.label,
      consent: contactForm.consent.label,
    },
  };
}

/**
 * The links the kept-enquiry journeys send through (deadLink.ts), and the notice's words: each
 * link drops every send (the enquiry waits on the phone) until a journey posts to its
 * `swellSendsPath`; from then on the service refuses them (the enquiry is refused, and its
 * words put back in the form).
 */
function keptEnquiryWords(links: KeptEnquiryLinks) {
  return {
    base: links.dead,
    refusingBase: links.refusing,
    swellSendsPath: SWELL_SENDS_PATH,
    title: contactForm.kept.title,
    notSentYet: contactForm.kept.notSentYet,
    yourMessage: contactForm.kept.yourMessage,
    delete: contactForm.kept.delete,
    deleted: contactForm.kept.deleted,
    undo: contactForm.kept.undo,
    refusedTitle: contactForm.kept.refusedTitle,
    putBack: contactForm.kept.putBack,
    message: contactForm.fields.message.label,
  };
}

/** "Call Tele-MANAS on 1 4 4 1 6": the name of the first helpline's first number, digit by digit. */
function firstCallLabel(): string {
  const [line] = helplines;
  const [number] = line?.numbers ?? [];
  if (!line || !number) throw new Error('src/content/urgentHelp.ts lists no helpline number.');
  return line.callLabel.replace('{number}', digitByDigit(number.label));
}
