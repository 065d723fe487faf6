/**
 * WCAG 1.4.13 Content on Hover or Focus holds here because nothing appears on hover or focus
 * (its remark in a11y-tests/acr/verdicts.yaml): no tooltip, no hover menu. Checked on what the
 * build wrote (run `npm run build` first; `npm test` does) and on the components for the states
 * no page holds when it loads (the menu, the viewer, the dialogs):
 *
 * - a `:hover` or `:focus` rule of the site's CSS changes only how a thing is drawn (its
 *   outline, underline, colours); a rule that moves or shows something is one a person judged
 *   (`judgedMoves`), and a new one fails until judged;
 * - no element carries a `title` (the browser's own tooltip, which cannot be dismissed with
 *   Escape) or is a tooltip (`role="tooltip"`, an SVG `<title>`), in the pages or in the JSX.
 */
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../src/build/paths';
import { repositoryFiles } from '../src/testing/server/repositoryFiles';

const distDir = path.join(projectRoot, 'dist');

/** Properties that only change how the hovered or focused thing itself is drawn. */
const DRAWN_ONLY =
  /^(outline(-\w+)?|box-shadow|text-decoration(-\w+)?|text-underline-offset|border(-\w+)?-color|background(-color)?|color|scroll-behavior)$/;

/**
 * The rules that move something on hover or focus, by the CSS module's class (the hash left
 * out), and what a person found they show: nothing that was not already there.
 */
const judgedMoves: Record<string, string> = {
  '.skipLink:focus { transform: none }':
    'the skip link slides into view while it has focus: the focused link itself, not added content',
  '.button:hover .play, .button:focus-visible .play { transform: none }':
    "a thumbnail's play icon, always shown, grows a little",
};

/** The site's CSS files as built: the bundle's and the no-script sheet. */
async function cssFiles(): Promise<string[]> {
  const assets = (await readdir(path.join(distDir, 'assets'))).map((name) => `assets/${name}`);
  return [...assets, ...(await readdir(distDir))].filter((name) => name.endsWith('.css'));
}

/** Each innermost rule (`selector { declarations }`) of a stylesheet, `@media` or not. */
function rulesOf(css: string): { selector: string; declarations: [string, string][] }[] {
  const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  return rules.map(([, selector, body]) => ({
    // CSS modules' class `_skipLink_je4ey_2` read as `.skipLink`, the name in the source.
    selector: selector!.trim().replace(/\._(\w+?)_[\w-]{5}_\d+/g, '.$1'),
    declarations: body!
      .split(';')
      .filter((part) => part.includes(':'))
      .map((part) => {
        const at = part.indexOf(':');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
      }),
  }));
}

/** A JSX element's tag name, when it is the browser's own element (lower case: `span`). */
function intrinsicTag(attribute: ts.JsxAttribute, source: ts.SourceFile): string | undefined {
  const element = attribute.parent.parent;
  if (!ts.isJsxOpeningElement(element) && !ts.isJsxSelfClosingElement(element)) return undefined;
  const tag = element.tagName.getText(source);
  return /^[a-z]/.test(tag) ? tag : undefined;
}

/** `title=` on a browser's element, `role="tooltip"` and `<title>` in the shipped JSX. */
async function tooltipsInJsx(): Promise<string[]> {
  const files = repositoryFiles().filter(
    (file) =>
      /^src\/.*\.tsx$/.test(file) && !/\.test\.tsx$/.test(file) && !file.startsWith('src/testing/'),
  );
  const found: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(projectRoot, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (ts.isJsxAttribute(node) && intrinsicTag(node, source)) {
        const name = node.name.getText(source);
        const value = node.initializer?.getText(source) ?? '';
        if (name === 'title' || (name === 'role' && value.includes('tooltip'))) {
          found.push(`${file}: <${intrinsicTag(node, source)} ${node.getText(source)}>`);
        }
      }
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        node.tagName.getText(source) === 'title'
      ) {
        found.push(`${file}: <title> (an SVG's tooltip)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

beforeAll(async () => {
  await access(path.join(distDir, '.build-complete')).catch(() => {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  });
});

describe('content on hover or focus (WCAG 1.4.13): none appears', () => {
  it('changes only how the thing itself is drawn on :hover and :focus, but the moves judged', async () => {
    const moves: string[] = [];
    let hoverRules = 0;
    for (const file of await cssFiles()) {
      for (const rule of rulesOf(await readFile(path.join(distDir, file), 'utf8'))) {
        if (!/:(hover|focus)/.test(rule.selector)) continue;
        hoverRules += 1;
        const others = rule.declarations.filter(([property]) => !DRAWN_ONLY.test(property));
        if (others.length === 0) continue;
        const what = others.map(([property, value]) => `${property}: ${value}`).join('; ');
        moves.push(`${rule.selector.replace(/,/g, ', ')} { ${what} }`);
      }
    }
    // The control: the site's hover and focus styles were read.
    expect(hoverRules).toBeGreaterThan(10);
    expect([...new Set(moves)].toSorted()).toEqual(Object.keys(judgedMoves).toSorted());
  });

  it('has no title attribute, tooltip role or SVG <title> in any page the build wrote', async () => {
    const { JSDOM } = await import('jsdom');
    const pages = (await readdir(distDir, { recursive: true })).filter(
      (file) => file.endsWith('.html') && !file.startsWith('.'),
    );
    expect(pages.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const file of pages) {
      const { document } = new JSDOM(await readFile(path.join(distDir, file), 'utf8')).window;
      for (const element of document.querySelectorAll(
        'body [title], [role="tooltip"], svg title',
      )) {
        found.push(`${file}: ${element.outerHTML.slice(0, 100)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('has none in the components either, for the states no page holds when it loads', async () => {
    expect(await tooltipsInJsx()).toEqual([]);
  });
});
