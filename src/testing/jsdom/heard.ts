/**
 * What a screen reader reads of an element, and what the eye sees of it, in jsdom (which lays
 * nothing out): the text without what is hidden from assistive technology (`aria-hidden`), and
 * the text without what is hidden from sight only (`.visually-hidden`, and the no-width spaces
 * of a dialled number, `[data-heard-only]`), with what the style sheet draws of a dialled
 * number's separators (`[data-seen]`). Enough for the content's
 * own markup (src/components/Words); the real-browser tests read Chromium's accessibility tree.
 */
export function heardTextOf(element: Element): string {
  return textWithout(element, '[aria-hidden="true"]');
}

export function seenTextOf(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  // A dialled number's written separators are drawn from their attribute (`::before`).
  copy.querySelectorAll('[data-seen]').forEach((node) => {
    node.textContent = node.getAttribute('data-seen');
  });
  return textWithout(copy, '.visually-hidden, [data-heard-only]');
}

function textWithout(element: Element, hidden: string): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll(hidden).forEach((node) => node.remove());
  return copy.textContent ?? '';
}
