/**
 * react-aria's own words, said in the page's language. A few of its parts carry a word of their
 * own that a screen reader says: the hidden "Dismiss" button at the end of the menu and of each
 * dialog (`@react-aria/overlays`), for a reader on a touch screen, which has no Escape key.
 * react-aria ships those words in 34 languages, not Hindi, and falls back to English: on `/hi`
 * the menu said "Dismiss" beside "बंद करें".
 *
 * react-aria reads a page's words from one global dictionary when it is there (the one its
 * `LocalizedStringProvider` writes into a server-rendered page): this puts the site's own words
 * from the content there, for every package whose words the site's parts use. Once it is there,
 * react-aria asks it for every package: a part added later whose package is missing here
 * throws at its first render ("Strings for package … were not included"), which the browser
 * tests of every open state catch (a11y-tests/pageLanguage.browser.test.ts), rather than
 * saying English on a Hindi page. The owner's inbox, in English, does not call it: react-aria's
 * English is its language.
 */
import { locale, shell } from '../content/site';

const LOCALE = Symbol.for('react-aria.i18n.locale');
const STRINGS = Symbol.for('react-aria.i18n.strings');

/** The words of each react-aria package the site's parts use, by package and key. */
export const reactAriaWords: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '@react-aria/overlays': { dismiss: shell.dismiss },
};

/** Gives react-aria the site's words (above), before any part of it renders. */
export function installReactAriaWords(): void {
  const global = window as unknown as Record<symbol, unknown>;
  global[LOCALE] = locale.lang;
  global[STRINGS] = reactAriaWords;
}
