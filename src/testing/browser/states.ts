import type { Page } from 'playwright-core';
import type { LanguageContent } from '../../content/schema/language';
import { languageRoutes, pathIn, siteLanguages, wordsOf } from './languageRoutes';
import { typedEnquiryIn } from './typedEnquiry';
import {
  answerWhoIsWriting,
  expectAlert,
  fillAndSubmit,
  fromItsSectionTop,
  mustAppear,
  openLightboxFrom,
  openMenu,
  openTranscript,
  waitUntilStill,
} from './stateOpeners';
import { offlinePageUrl } from '../../shared/offlinePage';

// What opening a state waits for and fails with, for the tests that open them (motion, reflow).
export { StateNotOpened, waitUntilStill } from './stateOpeners';

/**
 * The routes and the open states an auditor checks, as data: the audit (`npm run audit`) and the
 * real-browser tests both walk these lists, so a state added here is audited and tested at once.
 */

/** The two widths of the audit: a laptop, and the narrowest phone WCAG 1.4.10 asks about. */
export const auditWidths = [1280, 320] as const;

/** Heights to go with the widths: what a window of that width typically shows. */
export function viewportFor(width: number): { width: number; height: number } {
  return { width, height: width >= 1000 ? 800 : 640 };
}

/** An address that is no page: the server answers it with the not-found page and status 404. */
export const notFoundPath = '/no-such-page';

export interface AuditRoute {
  /** Short and unique: names files in the report (`about`, `hi-about`). */
  slug: string;
  label: string;
  /** The address: `/about`, `/hi/about`. */
  path: string;
  expectedStatus: number;
  /** The language's folder (`en`, `hi`). */
  language: string;
  /** Every word of the page's language: a Hindi page is checked against the Hindi words. */
  words: LanguageContent;
}

/**
 * Every page of every language, then each language's not-found page: whatever is checked on the
 * English pages is checked on the Hindi ones too.
 */
export const auditRoutes: readonly AuditRoute[] = languageRoutes.map((route) => {
  const name =
    route.routePath === '/'
      ? 'home'
      : route.id
        ? route.routePath.slice(1).replaceAll('/', '-')
        : 'not-found';
  const first = route.language === siteLanguages[0]?.folder;
  return {
    slug: first ? name : `${route.language}-${name}`,
    label: first ? route.title : `${route.title} (${route.language})`,
    path: route.path,
    expectedStatus: route.expectedStatus,
    language: route.language,
    words: route.words,
  };
});

/**
 * Each language's offline page (src/pages/OfflinePage), which the service worker answers with
 * for a page not kept on the phone: at its file's address, as the build wrote it.
 */
export const offlinePages = siteLanguages.map(({ folder }) => {
  const first = folder === siteLanguages[0]?.folder;
  const words = wordsOf[folder] as LanguageContent;
  return {
    slug: first ? 'offline' : `${folder}-offline`,
    label: first ? words.site.offline.title : `${words.site.offline.title} (${folder})`,
    path: offlinePageUrl(pathIn(folder, '/').replace(/\/$/, '')),
    language: folder,
    words,
  };
});

/** A state that is not there on load: something must be opened (a menu, a dialog) first. */
export interface OpenState {
  /** Short and unique: names files in the report. */
  slug: string;
  /** What the report calls it. */
  name: string;
  route: string;
  width: number;
  /**
   * Opens the state on a page already showing `route`, and resolves once it is fully open and
   * still (no fade or slide in progress). Throws `StateNotOpened` when the trigger or the result
   * is missing: a state that cannot be opened is a failure of the audit, never a silent skip.
   */
  open: (page: Page) => Promise<void>;
}

/** A state's slug and name in a language: `contact-success-1280`, `hi-contact-success-1280`. */
const inLanguage = (language: string, slug: string, name: string) =>
  language === siteLanguages[0]?.folder
    ? { slug, name }
    : { slug: `${language}-${slug}`, name: `${name} (${language})` };

/** What a language's states are made with: its words, what is typed, its addresses. */
interface StatesContext {
  language: string;
  words: LanguageContent;
  typed: ReturnType<typeof typedEnquiryIn>;
  /** What `fillAndSubmit` presses: the adult's answer to "Who is writing?", and Submit. */
  form: { adult: string; submitName: string };
  pathOf: (routePath: string) => string;
}

/** The viewer on a video (its transcript open too) and on a photo, and the form's two dialogs. */
function dialogStatesAt(
  { language, words, typed, form, pathOf }: StatesContext,
  width: number,
): OpenState[] {
  const { fields, success, failure } = words.contactForm;
  return [
    {
      ...inLanguage(language, `lightbox-video-${width}`, 'Lightbox on a video'),
      route: pathOf('/impact'),
      width,
      open: (page) =>
        openLightboxFrom(page, 'Lightbox on a video', words.impact.videos.heading, 'button'),
    },
    {
      ...inLanguage(
        language,
        `lightbox-video-transcript-${width}`,
        'Lightbox on a video, transcript open',
      ),
      route: pathOf('/impact'),
      width,
      open: (page) =>
        openTranscript(
          page,
          'Lightbox on a video, transcript open',
          words.impact.videos.heading,
          true,
        ),
    },
    {
      ...inLanguage(language, `lightbox-image-${width}`, 'Lightbox on an image'),
      route: pathOf('/impact'),
      width,
      open: (page) =>
        openLightboxFrom(
          page,
          'Lightbox on an image',
          words.impact.books.heading,
          'button or link',
        ),
    },
    {
      ...inLanguage(language, `contact-success-${width}`, 'Contact form: "Success!" dialog'),
      route: pathOf('/contact'),
      width,
      open: async (page) => {
        const name = 'Contact form: "Success!" dialog';
        await fillAndSubmit(page, name, form, {
          [fields.fullName.label]: typed.fullName,
          [fields.userEmail.label]: typed.userEmail,
          [fields.message.label]: typed.message,
        });
        await expectAlert(page, name, success.title);
      },
    },
    {
      ...inLanguage(language, `contact-error-${width}`, 'Contact form: "Oops!" dialog'),
      route: pathOf('/contact'),
      width,
      open: async (page) => {
        const name = 'Contact form: "Oops!" dialog';
        // A real rejection by the server (400: no e-mail and no phone to reply to), not a stub.
        await fillAndSubmit(page, name, form, { [fields.message.label]: typed.refusedMessage });
        await expectAlert(page, name, failure.title);
      },
    },
  ];
}

/** States of the page itself, not dialogs: a transcript, an answer, an enquiry kept… */
function pageStatesAt(context: StatesContext, width: number): OpenState[] {
  const { language, words, pathOf } = context;
  const { writer } = words.contactForm;
  return [
    {
      ...inLanguage(language, `contact-under-eighteen-${width}`, 'Contact form: "I am under 18"'),
      route: pathOf('/contact'),
      width,
      open: async (page) => {
        const name = 'Contact form: "I am under 18"';
        await answerWhoIsWriting(page, name, writer.underEighteen);
        const heading = await mustAppear(
          page.getByRole('heading', { name: writer.forUnderEighteen.heading }),
          name,
          `no heading "${writer.forUnderEighteen.heading}" after choosing the answer`,
        );
        await fromItsSectionTop(heading);
      },
    },
    {
      ...inLanguage(
        language,
        `contact-parent-${width}`,
        'Contact form: "I am a parent or guardian…"',
      ),
      route: pathOf('/contact'),
      width,
      open: async (page) => {
        const name = 'Contact form: "I am a parent or guardian…"';
        await answerWhoIsWriting(page, name, writer.parent);
        // Their own field and statement, shown for a parent alone.
        const statement = await mustAppear(
          page.getByRole('checkbox', { name: words.contactForm.consent.label }),
          name,
          'no statement to tick after choosing the answer',
        );
        await fromItsSectionTop(statement);
      },
    },
    {
      ...inLanguage(language, `video-transcript-${width}`, "A video's transcript, open"),
      route: pathOf('/impact'),
      width,
      open: (page) =>
        openTranscript(page, "A video's transcript, open", words.impact.videos.heading, false),
    },
    {
      ...inLanguage(
        language,
        `contact-kept-${width}`,
        'Contact form: an enquiry kept on the phone',
      ),
      route: pathOf('/contact'),
      width,
      open: async (page) => {
        await waitUntilStill(
          await keepOnThePhone(context, page, 'Contact form: an enquiry kept on the phone'),
        );
      },
    },
    {
      ...inLanguage(
        language,
        `contact-kept-deleted-${width}`,
        'Contact form: a kept enquiry deleted from the phone',
      ),
      route: pathOf('/contact'),
      width,
      open: async (page) => {
        const name = 'Contact form: a kept enquiry deleted from the phone';
        const notice = await keepOnThePhone(context, page, name);
        await notice.getByRole('button', { name: words.contactForm.kept.delete }).click();
        const confirmation = await mustAppear(
          page.getByText(words.contactForm.kept.deleted),
          name,
          `no "${words.contactForm.kept.deleted}" after deleting it`,
        );
        await waitUntilStill(confirmation);
      },
    },
  ];
}

/** The form sent with no answer, as on a dead link (docs/offline.md): the phone keeps it. */
async function keepOnThePhone({ words, typed, form }: StatesContext, page: Page, name: string) {
  const { fields } = words.contactForm;
  await page.route('**/u1/contact', (route) => route.abort('internetdisconnected'));
  await fillAndSubmit(page, name, form, {
    [fields.fullName.label]: typed.fullName,
    [fields.userEmail.label]: typed.userEmail,
    [fields.message.label]: typed.message,
  });
  return mustAppear(
    page.getByRole('region', { name: words.contactForm.kept.title }),
    name,
    `no notice named "${words.contactForm.kept.title}" after submitting`,
  );
}

/** The menu, the viewer on a video and on a photo, and the form's two dialogs, in a language. */
function statesIn(language: string) {
  const words = wordsOf[language] as LanguageContent;
  const { submit, writer } = words.contactForm;
  const context: StatesContext = {
    language,
    words,
    typed: typedEnquiryIn(language),
    form: { adult: writer.adult, submitName: submit },
    pathOf: (routePath: string) => pathIn(language, routePath),
  };
  const mobileMenu: OpenState = {
    ...inLanguage(language, 'mobile-menu-320', 'Mobile menu'),
    route: context.pathOf('/about'),
    width: 320,
    open: (page) => openMenu(page, 'Mobile menu', words),
  };
  return {
    mobileMenu,
    atWidth: (width: number) => dialogStatesAt(context, width),
    pageAtWidth: (width: number) => pageStatesAt(context, width),
  };
}

/**
 * Every open state of the audit at 1280 and 320 px, in report order: the first language's, then
 * each other language's (`hi-mobile-menu-320`…), each opened with its own words.
 */
export const openStates: readonly OpenState[] = siteLanguages.flatMap(({ folder }) => {
  const { mobileMenu, atWidth } = statesIn(folder);
  return [mobileMenu, ...auditWidths.flatMap(atWidth)];
});

/**
 * The states of a page itself that are not there on load (a video's transcript opened, the
 * contact form answered "I am under 18" or "I am a parent or guardian…", an enquiry kept on the
 * phone), at 1280 and 320 px in
 * every language: the audit scans them beside `openStates`.
 */
export const pageOpenStates: readonly OpenState[] = siteLanguages.flatMap(({ folder }) =>
  auditWidths.flatMap(statesIn(folder).pageAtWidth),
);

/**
 * A 1280 x 1024 window zoomed to 400 %: a 320 x 256 CSS px viewport with 4 device pixels per
 * CSS pixel, which is what browser zoom does (the reflow test in reflow.browser.test.ts uses the
 * same). The audit's third size, beside 1280 and 320 px.
 */
export const zoom400 = { width: 320, height: 256, deviceScaleFactor: 4 } as const;

/** The open states again, in a window zoomed to 400 % (zoom400): their slugs end in -320x256. */
export const zoomedOpenStates: readonly OpenState[] = siteLanguages
  .flatMap(({ folder }) => {
    const { mobileMenu, atWidth } = statesIn(folder);
    return [mobileMenu, ...atWidth(320)];
  })
  .map((state) => ({ ...state, slug: state.slug.replace(/-320$/, '-320x256') }));

/** Opens the open state named by its slug (`openStates`) on a page already loaded. */
export async function openStateOn(page: Page, slug: string): Promise<OpenState> {
  const state = openStates.find((candidate) => candidate.slug === slug);
  if (!state) throw new Error(`No open state "${slug}" in src/testing/browser/states.ts`);
  await state.open(page);
  return state;
}
