/**
 * What a screen reader would say in another language than the page's: every name, description
 * and text of Chromium's accessibility tree with a letter of another script than the page's
 * (a Latin letter on a Hindi page, a Devanagari one on an English page), unless the element it
 * comes from is marked with that script's language (`lang="en"` around "NVDA": the reader
 * switches to its English voice) or the word is a name the translations keep in Latin letters
 * (`LATIN_NAMES`, src/content/schema/completeness.ts: Tele-MANAS, WCAG…) or one the page
 * language's glossary keeps in English (`keptInEnglish`: "Esc", a word written across a video).
 *
 * A name an element is given (aria-label, aria-labelledby, alt, title) is said in the element's
 * own language; a name made of the element's contents is said piece by piece, so its pieces (the
 * tree's text nodes) are checked instead, each in its own element's language.
 */
import type { CDPSession, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LATIN_NAMES, withoutNamesAndAddresses } from '../../content/schema/completeness';
import { GLOSSARY_FILE, keptInEnglish } from '../../content/schema/glossary';
import { projectRoot } from './site';
import { wordsOf } from './languageRoutes';
import { isStandIn } from '../../content/schema/standIns';
import { accessibilityTree } from './accessibilityTree';

/** One thing said in a language that is not the page's. */
export interface ForeignWords {
  role: string;
  /** What is said: a name, a description, or the text of a text node. */
  kind: 'name' | 'description' | 'text';
  text: string;
  /** The nearest `lang` of the element it comes from. */
  lang: string | null;
  /**
   * Inside the browser's own controls of a `<video>` or `<audio>` (the shadow tree Chromium
   * draws): they speak the browser's language, not the page's.
   */
  browserControls: boolean;
}

/** The scripts the site's languages are written in: ISO 15924 code, Unicode's name. */
const SCRIPTS: Readonly<Record<string, string>> = { Latn: 'Latin', Deva: 'Devanagari' };

/** A language's script, as ISO 15924 gives it (`hi-IN` → `Deva`). */
export function scriptOf(lang: string): string {
  const script = new Intl.Locale(lang).maximize().script;
  if (!script || !SCRIPTS[script]) throw new Error(`No script known for the language ${lang}`);
  return script;
}

/**
 * The names and words a page in `pageLang` may say in Latin letters: every translation's names,
 * and its glossary's `keptInEnglish`. None beyond the names for a language written in Latin.
 */
export function keptNamesFor(pageLang: string): readonly string[] {
  const known = keptNames.get(pageLang);
  if (known) return known;
  const folder = Object.keys(wordsOf).find((each) => wordsOf[each]?.site.locale.lang === pageLang);
  const glossary = folder && path.join(projectRoot, 'content', folder, GLOSSARY_FILE);
  const names = glossary
    ? [...LATIN_NAMES, ...keptInEnglish(folder, readFileSync(glossary, 'utf8'))]
    : LATIN_NAMES;
  keptNames.set(pageLang, names);
  return names;
}

/** `keptNamesFor` of each language, read once for the file's many pages. */
const keptNames = new Map<string, readonly string[]>();

/** The scripts of `text`'s letters other than `pageScript`, once the kept names are taken out. */
export function otherScriptsIn(
  text: string,
  pageScript: string,
  kept: readonly string[] = LATIN_NAMES,
): string[] {
  const words = withoutNamesAndAddresses(text, kept);
  return Object.entries(SCRIPTS)
    .filter(([code]) => code !== pageScript)
    .filter(([, name]) => new RegExp(`\\p{Script=${name}}`, 'u').test(words))
    .map(([code]) => code);
}

/** What the tree gives of a node (`Accessibility.AXNode`), as far as this reads it. */
interface TreeNode {
  ignored: boolean;
  role?: { value?: unknown };
  name?: NamedValue;
  description?: NamedValue;
  backendDOMNodeId?: number;
}
interface NamedValue {
  value?: unknown;
  sources?: { type: string; value?: unknown; superseded?: boolean }[];
}

/** Where the element of a tree node is: its nearest `lang`, and whether a player draws it. */
async function placeOf(
  cdp: CDPSession,
  backendNodeId: number,
): Promise<{ lang: string | null; browserControls: boolean }> {
  const { object } = await cdp.send('DOM.resolveNode', { backendNodeId });
  if (!object.objectId) throw new Error(`No DOM node for the tree's node ${backendNodeId}`);
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    returnByValue: true,
    functionDeclaration: `function () {
      let element = this.nodeType === 1 ? this : this.parentElement;
      let lang = null;
      let browserControls = false;
      // Up through every shadow tree to the document: the nearest lang wins.
      while (element) {
        const marked = element.closest('[lang]');
        if (marked && lang === null) lang = marked.getAttribute('lang');
        const root = element.getRootNode();
        if (!(root instanceof ShadowRoot)) break;
        if (root.host.matches('video, audio')) browserControls = true;
        element = root.host;
      }
      return { lang, browserControls };
    }`,
  });
  await cdp.send('Runtime.releaseObject', { objectId: object.objectId });
  return result.value as { lang: string | null; browserControls: boolean };
}

/** The source of a name or description that gave it its words. */
const sourceOf = (value: NamedValue | undefined) =>
  value?.sources?.find((source) => source.value !== undefined && !source.superseded)?.type;

/**
 * Everything the page's accessibility tree says in another script than its language's
 * (`<html lang>`) and does not mark with that script's language (see above). An empty list is
 * the goal.
 */
export async function wordsNotInPageLanguage(page: Page): Promise<ForeignWords[]> {
  const pageLang = await page.evaluate(() => document.documentElement.lang);
  const pageScript = scriptOf(pageLang);
  const kept = keptNamesFor(pageLang);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: TreeNode[] };
    if (!nodes.some((node) => !node.ignored && String(node.role?.value) === 'RootWebArea'))
      throw new Error('The accessibility tree has no document');
    const found: ForeignWords[] = [];
    for (const node of nodes) {
      if (node.ignored || node.backendDOMNodeId === undefined) continue;
      const role = String(node.role?.value ?? '');
      if (role === 'InlineTextBox') continue; // the same words as its text node
      const said: [ForeignWords['kind'], NamedValue | undefined][] =
        role === 'StaticText'
          ? [['text', node.name]]
          : [
              // Made of the contents: its text nodes are checked one by one.
              ['name', sourceOf(node.name) === 'contents' ? undefined : node.name],
              ['description', node.description],
            ];
      for (const [kind, value] of said) {
        const text = String(value?.value ?? '').trim();
        const scripts = text ? otherScriptsIn(text, pageScript, kept) : [];
        if (scripts.length === 0) continue;
        const place = await placeOf(cdp, node.backendDOMNodeId);
        const markedScript = place.lang ? scriptOf(place.lang) : pageScript;
        if (scripts.every((script) => script === markedScript)) continue;
        found.push({ role, kind, text, ...place });
      }
    }
    return found;
  } finally {
    await cdp.detach();
  }
}

/**
 * Every name, description and text of the page's accessibility tree that is a stand-in for a
 * detail not given yet ("[Founder's name]", "+91 00000 00000": src/content/schema/standIns.ts),
 * which is never to be read out. An empty list is the goal.
 */
export async function standInsHeard(page: Page): Promise<string[]> {
  const texts = (await accessibilityTree(page)).flatMap((node) => [node.name, node.description]);
  // A phone of zeros is heard digit by digit ("+9 1, 0 0 0 0 0, …"): its digits, together.
  return texts.filter((text) => isStandIn(text) || /0{5}/.test(text.replace(/[\s,]/g, '')));
}
