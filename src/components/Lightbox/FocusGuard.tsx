import type { RefObject } from 'react';

/**
 * What can take focus inside the dialog (the page behind is inert): `tabStops` keeps those Tab
 * lands on, and the dialog gives focus back to the nearest of them around a screen reader's
 * cursor (LightboxDialog.tsx).
 */
export const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, video[controls], audio[controls], [tabindex]';

/** A radio button that Tab passes by: one of a group that is not its checked one. */
function passedRadio(element: HTMLElement, all: readonly HTMLElement[]): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) {
    return false;
  }
  const group = all.filter(
    (other) =>
      other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name,
  ) as HTMLInputElement[];
  const stop = group.find((radio) => radio.checked) ?? group[0];
  return stop !== element;
}

/** The dialog's Tab stops, in order, without the guards. */
export function tabStops(dialog: HTMLElement): HTMLElement[] {
  const all = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.hasAttribute('data-focus-guard') &&
      !element.closest('[inert]') &&
      !(element as HTMLButtonElement).disabled &&
      (element.checkVisibility?.() ?? true),
  );
  return all.filter((element) => !passedRadio(element, all));
}

/**
 * One of the two Tab stops at the very start and end of the dialog that make Tab wrap
 * (docs/spec/lightbox-behaviour.md rule 4). Between them the browser moves focus itself.
 * Reaching a guard means focus is about to leave the dialog: it goes to the other end instead.
 */
export function FocusGuard({
  edge,
  dialogRef,
}: {
  edge: 'start' | 'end';
  dialogRef: RefObject<HTMLElement | null>;
}) {
  return (
    // A stop only so Tab reaches it: it passes focus on at once and shows nothing.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-focus-guard={edge}
      className="visually-hidden"
      onFocus={(event) => {
        const dialog = dialogRef.current;
        if (!dialog) return;
        const stops = tabStops(dialog);
        const from = event.relatedTarget;
        // From a stop inside, focus was leaving past this edge: wrap to the other end. From the
        // dialog itself (where focus falls back) or from nowhere, enter at this edge.
        const leaving = from instanceof Node && from !== dialog && dialog.contains(from);
        const wrapToFirst = edge === 'end' ? leaving : !leaving;
        const target = wrapToFirst ? stops[0] : stops[stops.length - 1];
        (target ?? dialog).focus();
      }}
    />
  );
}
