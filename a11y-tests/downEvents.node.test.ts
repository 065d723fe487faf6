/**
 * WCAG 2.5.2 Pointer Cancellation: nothing the site does is done on a down event. Buttons and
 * links act on release (React Aria's press events complete on the up event, a native click
 * too); what listens to a down event in src/ is listed below with why it does not act. A new
 * `onPointerDown`, `onMouseDown`, `onTouchStart`, press-start handler or `pointerdown` listener
 * fails here until a person has judged it and added it, with the reason, to `judged`.
 * The behaviour of the one that starts a gesture, the viewer's swipe, is in
 * src/components/Lightbox/Lightbox.pointerCancellation.jsdom.test.tsx.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/build/paths';
import { repositoryFiles } from '../src/testing/server/repositoryFiles';

/** The props and events that fire when a pointer, a mouse button or a finger goes down. */
const DOWN_PROPS =
  /^on(PointerDown|MouseDown|TouchStart|PressStart|PressDown|PressChange)(Capture)?$/;
const DOWN_EVENTS = new Set(['pointerdown', 'mousedown', 'touchstart']);

/** Each down-event handler found, and why it does not act; `where` is the file and the code. */
const judged: Record<string, string> = {
  'src/components/Lightbox/LightboxDialog.tsx onPointerDown={pointer.onPointerDown}':
    'records where a swipe or pull starts; it acts in onPointerUp and springs back on cancel',
  'src/components/Lightbox/usePointerGestures.ts onPointerDown':
    'the same handler, returned by the hook that LightboxDialog spreads',
  'src/components/AlertDialog/AlertDialog.tsx onMouseDown={keepFocusOnOverlayPress}':
    'keeps focus where it is on a press on the bare overlay (preventDefault); closes nothing',
  'src/layout/MobileMenu/MobileMenuPanel.tsx onMouseDown={keepFocusOnOverlayPress}':
    'keeps focus where it is on a press on the bare overlay (preventDefault); closes nothing',
  'src/layout/NavLinks/NavLinks.tsx onPointerDown={() => preloadPage(page.path)}':
    "fetches the page's code early; the link navigates on click, after release",
};

/** The shipped code of src/: no tests, no test helpers. */
function sourceFiles(): string[] {
  return repositoryFiles().filter(
    (file) =>
      /^src\/.*\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !file.startsWith('src/testing/') &&
      !file.endsWith('.d.ts'),
  );
}

/**
 * Every JSX attribute of a down event, every such property of an object (props spread onto an
 * element), and every string naming a down event (`addEventListener`).
 */
function downHandlers(file: string): string[] {
  const text = readFileSync(path.join(projectRoot, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && DOWN_PROPS.test(node.name.getText(source))) {
      found.push(`${file} ${node.getText(source)}`);
    } else if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      DOWN_PROPS.test(node.name.getText(source))
    ) {
      // A handler in an object of props, spread onto an element.
      found.push(`${file} ${node.getText(source)}`);
    } else if (ts.isStringLiteralLike(node) && DOWN_EVENTS.has(node.text)) {
      found.push(`${file} ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('pointer cancellation in the code (WCAG 2.5.2)', () => {
  it('acts on no down event: every down-event handler in src/ is one judged not to act', () => {
    const found = sourceFiles().flatMap(downHandlers);
    expect(found.toSorted()).toEqual(Object.keys(judged).toSorted());
  });
});
