/**
 * How the open states of states.ts are opened, as a keyboard user would open them (a menu, the
 * viewer, a transcript, the contact form's answers and dialogs), each waiting until what it
 * opened is there and still, and failing with StateNotOpened, naming what was missing.
 */
import type { Locator, Page } from 'playwright-core';
import type { LanguageContent } from '../../content/schema/language';

/** A state could not be opened; the message says which trigger or result was missing. */
export class StateNotOpened extends Error {
  constructor(state: string, what: string, cause?: unknown) {
    super(`Could not open "${state}": ${what}.`, { cause });
    this.name = 'StateNotOpened';
  }
}

/** How long a trigger or a dialog may take to appear (the page hydrates, a chunk loads). */
const APPEAR_TIMEOUT = 10_000;

export async function mustAppear(locator: Locator, state: string, what: string): Promise<Locator> {
  try {
    await locator.waitFor({ state: 'visible', timeout: APPEAR_TIMEOUT });
  } catch (error) {
    throw new StateNotOpened(state, what, error);
  }
  return locator;
}

/**
 * Waits until nothing moves any more: no running CSS or Web Animations in the document, and the
 * element's box and the opacity of it and its ancestors the same over three animation frames.
 * framer-motion animates some values from JavaScript, which `getAnimations()` cannot see, so
 * the box and opacity are watched as well.
 */
export async function waitUntilStill(locator: Locator): Promise<void> {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve, reject) => {
        const started = performance.now();
        let previous = '';
        let stableFrames = 0;
        const opacityChain = () => {
          let opacity = 1;
          for (let node: Element | null = element; node; node = node.parentElement) {
            opacity *= Number(getComputedStyle(node).opacity);
          }
          return opacity;
        };
        const tick = () => {
          const box = element.getBoundingClientRect();
          const running = document
            .getAnimations()
            .filter((animation) => animation.playState === 'running').length;
          const snapshot = `${box.x},${box.y},${box.width},${box.height},${opacityChain()},${running}`;
          stableFrames = snapshot === previous && running === 0 ? stableFrames + 1 : 0;
          previous = snapshot;
          if (stableFrames >= 3) return resolve();
          if (performance.now() - started > 8_000) {
            return reject(new Error(`still moving after 8 s: ${snapshot}`));
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** The section (or region) that a heading with this exact text heads. */
function sectionHeaded(page: Page, heading: string): Locator {
  return page
    .getByRole('heading', { name: heading, exact: true })
    .locator('xpath=ancestor::*[self::section or @role="region"][1]');
}

export async function openMenu(page: Page, state: string, words: LanguageContent): Promise<void> {
  const { shell } = words.site;
  const button = await mustAppear(
    page.getByRole('button', { name: shell.openMenu }),
    state,
    `no visible button named "${shell.openMenu}"`,
  );
  // Pressed from the keyboard, as most of the people this site is for would.
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = await mustAppear(
    page.getByRole('dialog', { name: shell.menuTitle }),
    state,
    `pressing "${shell.openMenu}" showed no dialog named "${shell.menuTitle}"`,
  );
  await waitUntilStill(dialog);
}

export async function openLightboxFrom(
  page: Page,
  state: string,
  sectionHeading: string,
  triggerRole: 'button' | 'button or link',
): Promise<void> {
  const section = sectionHeaded(page, sectionHeading);
  const candidates =
    triggerRole === 'button'
      ? section.getByRole('button')
      : section.getByRole('button').or(section.getByRole('link'));
  const trigger = await mustAppear(
    candidates.first(),
    state,
    `no ${triggerRole} inside the section headed "${sectionHeading}"`,
  );
  await trigger.scrollIntoViewIfNeeded();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = await mustAppear(
    page.getByRole('dialog'),
    state,
    `pressing the first ${triggerRole} in "${sectionHeading}" showed no dialog`,
  );
  await waitUntilStill(dialog);
}

/**
 * Opens the first video's transcript (a `<details>`), on the page or, with `inViewer`, in the
 * viewer opened on that video, by a press on its summary (issue 30).
 */
export async function openTranscript(
  page: Page,
  state: string,
  sectionHeading: string,
  inViewer: boolean,
): Promise<void> {
  if (inViewer) await openLightboxFrom(page, state, sectionHeading, 'button');
  const scope = inViewer
    ? page.locator('[data-lightbox] [data-current]')
    : sectionHeaded(page, sectionHeading);
  const details = scope.locator('details').first();
  const summary = await mustAppear(
    details.locator('summary'),
    state,
    `no transcript (details > summary) ${inViewer ? 'in the viewer' : `under "${sectionHeading}"`}`,
  );
  await summary.scrollIntoViewIfNeeded();
  await summary.focus();
  await page.keyboard.press('Enter');
  if (!(await details.evaluate((element: HTMLDetailsElement) => element.open))) {
    throw new StateNotOpened(state, "Enter on the transcript's summary did not open it");
  }
  await waitUntilStill(details);
}

/**
 * An answer's part scanned from its section's top, below the sticky header: stopped elsewhere,
 * the header's edge may cut a link in two, which the engines count as a target too small.
 */
export async function fromItsSectionTop(shown: Locator): Promise<void> {
  await shown.evaluate((el) => (el.closest('section') ?? el).scrollIntoView({ block: 'start' }));
  await waitUntilStill(shown);
}

/** Chooses an answer to the contact form's "Who is writing?", by its words. */
export async function answerWhoIsWriting(page: Page, state: string, answer: string) {
  const radio = await mustAppear(
    page.getByRole('radio', { name: answer, exact: true }),
    state,
    `no answer "${answer}" to who is writing on the contact page`,
  );
  await radio.check();
}

/** "I am 18 or older" chosen, the fields filled in, and Submit pressed. */
export async function fillAndSubmit(
  page: Page,
  state: string,
  { adult, submitName }: { adult: string; submitName: string },
  values: Record<string, string>,
) {
  await answerWhoIsWriting(page, state, adult);
  for (const [label, value] of Object.entries(values)) {
    const field = await mustAppear(
      page.getByRole('textbox', { name: new RegExp(`^${label}`) }),
      state,
      `no field labelled "${label}" on the contact page`,
    );
    await field.fill(value);
  }
  const submit = await mustAppear(
    page.getByRole('button', { name: submitName, exact: true }),
    state,
    `no button named "${submitName}"`,
  );
  await submit.click();
}

export async function expectAlert(page: Page, state: string, title: string): Promise<void> {
  const dialog = await mustAppear(
    page.getByRole('dialog', { name: title }),
    state,
    `no alert dialog named "${title}" after submitting`,
  );
  await waitUntilStill(dialog);
}
