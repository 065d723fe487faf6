/**
 * What a screen-reader user hears, with @guidepup/virtual-screen-reader over the whole site in
 * jsdom: the landmarks and headings of every page in reading order, the announcement after a
 * move to another page, the menu button's expanded state, the lightbox's slide announcements and
 * the contact form's answers. A simulation, not a real screen reader: it follows the ARIA and
 * accessible-name specifications, which is what NVDA, JAWS, VoiceOver and TalkBack build on, and
 * it catches regressions in seconds; the people in the accessibility statement's matrix still
 * have the last word.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactForm, enquiryMessages, invalidEnquiryMessage } from '../src/content/contactForm';
import { impactContent } from '../src/content/impact';
import { urgentHelp } from '../src/content/urgentHelp';
import { heardText } from '../src/content/spokenNumbers';
import { footerPages, pageMeta, pages, shell, viewerWords } from '../src/content/site';
import { renderApp } from '../src/testing/jsdom/renderApp';

// The virtual screen reader reads its mutation records a tick late: when the menu closes, a
// record's target is by then in a removed subtree, and dom-accessibility-api (0.7) looks up
// `aria-labelledby` ids with `getRootNode().getElementById`, which a detached element root lacks
// (an unhandled TypeError in the library, not in the site). While these tests run, a detached
// root answers the lookup the way a document would, within its own subtree.
type DetachedRoot = Element & { getElementById?: (id: string) => Element | null };
beforeAll(() => {
  (Element.prototype as DetachedRoot).getElementById = function (this: Element, id: string) {
    return this.querySelector(`#${CSS.escape(id)}`);
  };
});
afterAll(() => {
  delete (Element.prototype as DetachedRoot).getElementById;
});

afterEach(async () => {
  await virtual.stop();
});

/** Reads the page from the top to "end of document", as Down Arrow in browse mode would. */
async function readWholePage(): Promise<string[]> {
  await virtual.start({ container: document.body });
  // Far more items than any page has: a page that never ends would fail here, not hang.
  for (let i = 0; i < 3000 && (await virtual.lastSpokenPhrase()) !== 'end of document'; i++) {
    await virtual.next();
  }
  return virtual.spokenPhraseLog();
}

const LANDMARK = /^(banner|navigation|main|contentinfo|complementary|search|form)(, |$)/;
const HEADING = /^heading, (.*), level (\d)$/;

/** Waits until the screen reader has said a phrase (live regions are spoken a tick later). */
async function expectSpoken(matcher: string | RegExp): Promise<string[]> {
  await waitFor(async () => {
    const log = await virtual.spokenPhraseLog();
    expect(
      log.some((phrase) =>
        typeof matcher === 'string' ? phrase === matcher : matcher.test(phrase),
      ),
      `not spoken: ${String(matcher)}\nspoken:\n${log.slice(-15).join('\n')}`,
    ).toBe(true);
  });
  return virtual.spokenPhraseLog();
}

describe('landmarks and headings, read from the top', () => {
  // The conformance report is left out: its tables are thousands of Down Arrows long; its own
  // test (src/pages/ConformanceReportPage/) checks its headings, and axe its landmarks.
  const paths = [...[...pages, ...footerPages].map((page) => page.path), '/no-such-page'];

  it.each(paths)(
    '%s: banner with the Main navigation, main with one h1 first, contentinfo',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      const log = await readWholePage();
      expect(log.at(-1)).toBe('end of document');

      // Landmarks in reading order. The footer's own navigation comes inside contentinfo.
      const landmarks = log.filter((phrase) => LANDMARK.test(phrase));
      expect(landmarks.slice(0, 3)).toEqual([
        'banner',
        `navigation, ${shell.mainNavLabel}`,
        'main',
      ]);
      expect(landmarks.filter((phrase) => phrase === 'main')).toHaveLength(1);
      expect(landmarks).toContain('contentinfo');
      expect(landmarks.indexOf('contentinfo')).toBeGreaterThan(landmarks.indexOf('main'));
      // Nothing but the skip link is read outside a landmark before the banner.
      expect(log.slice(0, log.indexOf('banner'))).toEqual(['document', `link, ${shell.skipLink}`]);

      // Headings: the first one in main is the only level 1, and no level is skipped going down.
      const inMain = log.slice(log.indexOf('main'), log.indexOf('end of main'));
      const headings = inMain
        .map((phrase) => HEADING.exec(phrase))
        .filter((match): match is RegExpExecArray => match !== null)
        .map((match) => ({ name: match[1]!, level: Number(match[2]) }));
      const h1 = screen.getByRole('heading', { level: 1 }).textContent;
      expect(headings[0]).toEqual({ name: h1, level: 1 });
      expect(log.filter((phrase) => /^heading, .*, level 1$/.test(phrase))).toHaveLength(1);
      const skips = headings.filter(
        (heading, index) => index > 0 && heading.level > headings[index - 1]!.level + 1,
      );
      expect(skips).toEqual([]);
    },
  );
});

describe('moving to another page', () => {
  it('speaks the new page once, as its heading, where focus now is', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await virtual.start({ container: document.body });
    const nav = screen.getByRole('navigation', { name: shell.mainNavLabel });
    const impact = pageMeta.impact;
    await userEvent.click(within(nav).getByRole('link', { name: impact.navLabel }));
    const log = await expectSpoken(`heading, ${impactContent.hero.heading}, level 1`);
    // No second telling of the same thing in a live region.
    expect(log).not.toContain(`polite: ${shell.pageChanged(impact.title)}`);
  });
});

describe('the menu button', () => {
  // Whether "expanded" is also said as the menu opens depends on whether the panel's code was
  // already running: the first time it is fetched, the button changes before the dialog comes
  // and is spoken; after that the dialog comes in the same moment and focus goes straight into
  // it, as a screen reader tells it. So the test asks what is always said: the dialog, and the
  // button's state before and after (its "true" while open: MobileMenu.jsdom.test.tsx).
  it('is spoken "not expanded", then the Menu dialog as it opens, then "not expanded" again', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    await virtual.start({ container: document.body });
    const button = `button, ${shell.openMenu}`;
    for (let i = 0; i < 200 && !(await virtual.lastSpokenPhrase()).startsWith(button); i++) {
      await virtual.next();
    }
    expect(await virtual.lastSpokenPhrase()).toBe(`${button}, not expanded`);
    await virtual.clearSpokenPhraseLog();

    await virtual.act();
    const opened = await expectSpoken(`dialog, ${shell.menuTitle}`);
    expect(opened.filter((phrase) => phrase.startsWith('dialog'))).toEqual([
      `dialog, ${shell.menuTitle}`,
    ]);

    await virtual.clearSpokenPhraseLog();
    await virtual.press('Escape');
    await expectSpoken(`${button}, not expanded`);
  });
});

describe('the lightbox on the Impact page', () => {
  const { videos, books } = impactContent;
  const viewer = viewerWords;

  it('names the dialog by the gallery and the video, and speaks each new slide', async () => {
    renderApp('/impact');
    await screen.findByRole('heading', { level: 1 });
    await virtual.start({ container: document.body });
    const grid = screen.getByRole('region', { name: videos.heading });
    await userEvent.click(within(grid).getAllByRole('button')[0]!);
    // The viewer's module graph is imported (and, under Vitest, transformed) on first use.
    await screen.findByRole('dialog', {}, { timeout: 10_000 });

    const first = viewer.videoAnnouncement
      .replace('{n}', '1')
      .replace('{m}', String(videos.items.length))
      .replace('{title}', videos.items[0]!.title);
    // Its description says how to move: Previous and Next, or the arrows (issue 13, point 4).
    await expectSpoken(
      `dialog, ${videos.heading}, ${first}, ${viewer.instructions} ${viewer.playerInstructions}, modal`,
    );

    await virtual.press('ArrowRight');
    const second = viewer.videoAnnouncement
      .replace('{n}', '2')
      .replace('{m}', String(videos.items.length))
      .replace('{title}', videos.items[1]!.title);
    await expectSpoken(`polite: ${second}`);
  });

  it('names the dialog by the photo it opened on', async () => {
    renderApp('/impact');
    await screen.findByRole('heading', { level: 1 });
    await virtual.start({ container: document.body });
    const photos = screen.getByRole('region', { name: books.heading });
    await userEvent.click(within(photos).getAllByRole('button')[0]!);
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const first = viewer.imageAnnouncement
      .replace('{n}', '1')
      .replace('{m}', String(books.images.length))
      .replace('{alt}', books.images[0]!.alt);
    await expectSpoken(`dialog, ${books.heading}, ${first}, ${viewer.instructions}, modal`);
  });
});

describe('the contact form answers', () => {
  /** The form, filled in as a visitor would, and sent against a stubbed `fetch`. */
  async function send(
    answer: Response,
    fields: Partial<Record<'fullName' | 'userEmail' | 'message', string>>,
  ) {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    await virtual.start({ container: document.body });
    await userEvent.click(screen.getByRole('radio', { name: contactForm.writer.adult }));
    for (const [field, value] of Object.entries(fields) as [keyof typeof fields, string][]) {
      await userEvent.type(
        screen.getByRole('textbox', { name: new RegExp(`^${contactForm.fields[field].label}`) }),
        value,
      );
    }
    await userEvent.click(screen.getByRole('button', { name: contactForm.submit }));
  }

  it('speaks "Success!" and the server\'s words when the enquiry is stored', async () => {
    const message = 'Thank you, Asha. We will reply within five working days.';
    await send(Response.json({ message }, { status: 201 }), {
      fullName: 'Asha',
      userEmail: 'asha@example.org',
      message: 'Hello',
    });
    // Role, name (the title) and description (the message), as screen readers read them, up to
    // the helpline's number: its digits are apart only by spaces of their own, which jsdom's name
    // computation drops (Chromium keeps them: a11y-tests/spokenNumbers.browser.test.ts, and
    // Orca's contact journey hears "1 4 4 1 6").
    const [beforeNumber = ''] = heardText(urgentHelp.afterSending).split('1 4 4 1 6');
    await expectSpoken(
      new RegExp(
        `^dialog, ${contactForm.success.title}, ${escapeRegExp(`${message} ${beforeNumber}`)}`,
      ),
    );
  });

  it('speaks "Oops!" and the server\'s reason when the enquiry is rejected', async () => {
    const message = 'Please check the highlighted fields.';
    await send(
      Response.json(
        { message, errors: { userEmail: enquiryMessages.userEmail.format } },
        { status: 400 },
      ),
      { userEmail: 'asha@example.org', message: 'Hello' },
    );
    await expectSpoken(
      new RegExp(`^dialog, ${contactForm.failure.title}, ${escapeRegExp(message)}`),
    );
  });

  it('speaks "Oops!" and names what is missing, before anything is sent', async () => {
    await send(Response.json({}, { status: 201 }), { fullName: 'Asha' });
    const message = invalidEnquiryMessage({
      phoneNumber: enquiryMessages.contactNeeded,
      userEmail: enquiryMessages.contactNeeded,
      message: enquiryMessages.message.required,
    });
    await expectSpoken(
      new RegExp(`^dialog, ${contactForm.failure.title}, ${escapeRegExp(message)}`),
    );
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
