/**
 * The shell around every page, and what RouteChangeFocus does when the page changes, over the
 * whole app (src/testing/jsdom/renderApp.tsx).
 *
 * Covered elsewhere, and not repeated here: landmarks and one h1 on every page, the skip link,
 * and a move by a header link (focus on the new h1, the new title, the announcer left empty, the
 * h1's tabindex gone after Tab) in src/app/App.jsdom.test.tsx; what a screen reader hears after that
 * move in a11y-tests/screenReader.jsdom.test.tsx; the same in real Chromium, and the move from
 * the mobile menu, in a11y-tests/shell.browser.test.ts. EarlyInteractionReplay: its library in
 * src/startup/earlyInteractions.jsdom.test.ts, the whole journey (a menu button pressed before the app
 * arrived) in a11y-tests/earlyInteractions.browser.test.ts.
 *
 * Added here: nothing moves on arrival; a move by keyboard from the footer scrolls to the top;
 * the h1 lets go of its tabindex when left by a click; the announcer, which speaks only when
 * a modal is open as the page arrives; and a move whose page gives focus itself, once.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { documentTitle, shell } from '../../content/site';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { App } from '../App';
import { FOCUS_GIVEN_BY_PAGE, SITE_MODAL_ATTRIBUTE } from '../../lib/focus';
import { renderApp } from '../../testing/jsdom/renderApp';

const announcer = () => document.querySelector('[data-page-announcer]');

let scrollTo: MockInstance<typeof window.scrollTo>;
beforeEach(() => {
  // jsdom does not scroll; the spy records that the page asked to.
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

/**
 * A stand-in for a modal of the site (the menu, a dialog), marked as each of them marks its
 * overlay, with focus on a button inside it. A real menu cannot be held open across a change of
 * page here: it closes as soon as the address changes (MobileMenu), so the marker stands in.
 */
function openModal({ closing = false } = {}) {
  const modal = document.createElement('div');
  modal.setAttribute(SITE_MODAL_ATTRIBUTE, '');
  if (closing) modal.setAttribute('data-exiting', 'true');
  modal.innerHTML = '<button type="button">Close</button>';
  document.body.append(modal);
  const button = modal.querySelector('button')!;
  button.focus();
  return button;
}

afterEach(() => {
  document.querySelectorAll(`[${SITE_MODAL_ATTRIBUTE}]`).forEach((modal) => modal.remove());
});

/** Follows a header link without moving focus to it (as a click inside a modal would not). */
function followHeaderLink(name: string) {
  const nav = screen.getByRole('navigation', { name: shell.mainNavLabel });
  fireEvent.click(within(nav).getByRole('link', { name }));
}

describe('SiteLayout', () => {
  it('on arrival moves nothing (the browser did it all); only a later move does', async () => {
    // Recorded from the start: the arrival's effects may run after its h1 is on screen.
    const focused: EventTarget[] = [];
    const recordFocus = (event: FocusEvent) => focused.push(event.target!);
    document.addEventListener('focusin', recordFocus);
    const titleSet = vi.spyOn(document, 'title', 'set');
    try {
      renderApp('/about');
      await screen.findByRole('heading', { level: 1, name: 'The Story' });
      expect(announcer()).toBeEmptyDOMElement();
      followHeaderLink('Impact');
      const heading = await screen.findByRole('heading', { level: 1, name: 'Impact' });
      await waitFor(() => expect(heading).toHaveFocus());
      // Once the move's effects have run, the arrival's have too: they did nothing.
      expect(focused).toEqual([heading]);
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(titleSet.mock.calls).toEqual([[documentTitle('Impact')]]);
    } finally {
      document.removeEventListener('focusin', recordFocus);
    }
  });

  it('after a move by keyboard from the footer: scrolled to the top, new title, focus on the h1', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    within(footer).getByRole('link', { name: 'Accessibility statement' }).focus();
    await userEvent.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Accessibility statement',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.title).toBe(documentTitle('Accessibility statement'));
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('lets the h1 go of its tabindex when focus leaves it by a click', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: shell.mainNavLabel })).getByRole('link', {
        name: 'Contact',
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await userEvent.click(within(screen.getByRole('contentinfo')).getAllByRole('paragraph')[0]!);
    expect(heading).not.toHaveFocus();
    expect(heading).not.toHaveAttribute('tabindex');
  });

  it('with a modal open as the page arrives, keeps focus in it and names the page politely', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const inModal = openModal();
    followHeaderLink('Impact');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Impact' });
    await waitFor(() => expect(announcer()).toHaveTextContent(shell.pageChanged('Impact')));
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(inModal).toHaveFocus();
    expect(heading).not.toHaveAttribute('tabindex');
    expect(document.title).toBe(documentTitle('Impact'));
  });

  it('does not count a modal already closing: focus goes to the h1, and nothing is announced', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    openModal({ closing: true });
    followHeaderLink('Impact');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Impact' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('leaves focus to a page reached by a move that says it gives focus, but not on Back', async () => {
    /** What the kept notice does ("Put my words back in the form"), and the browser's Back. */
    function Moves() {
      const navigate = useNavigate();
      return (
        <>
          <button
            type="button"
            onClick={() => navigate('/privacy', { state: FOCUS_GIVEN_BY_PAGE })}
          >
            Move, the page gives focus
          </button>
          <button type="button" onClick={() => navigate('/impact')}>
            Move on
          </button>
          <button type="button" onClick={() => navigate(-1)}>
            Back
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/about']}>
        <App />
        <Moves />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'The Story' });
    const move = screen.getByRole('button', { name: 'Move, the page gives focus' });
    move.focus();
    await userEvent.keyboard('{Enter}');
    const notice = await screen.findByRole('heading', { level: 1, name: 'Privacy notice' });
    await waitFor(() => expect(document.title).toBe(documentTitle('Privacy notice')));
    // The title only: no scroll to the top, and focus where it was until the page moves it.
    expect(notice).not.toHaveFocus();
    expect(move).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();

    // Moved on, then Back to the entry the page gave focus on: it gives none again, the h1 does.
    screen.getByRole('button', { name: 'Move on' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Impact' })).toHaveFocus(),
    );
    screen.getByRole('button', { name: 'Back' }).focus();
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('heading', { level: 1, name: 'Privacy notice' });
    await waitFor(() => expect(again).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
