/**
 * The skip link on a page of its own making (a header before `main`, a link inside it).
 * Covered elsewhere: the same first Tab stop, Enter and Tab in the whole app
 * (src/app/App.jsdom.test.tsx), and in real Chromium, where the link also shows when focused
 * (a11y-tests/shell.browser.test.ts), and what Orca says (the home journey in
 * a11y-tests/screen-reader/). This file adds a blur by pointer and by the window, a second jump,
 * and a page without `main`.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { shell } from '../../content/site';
import { FOCUS_START_ATTRIBUTE } from '../../lib/focus';
import { SkipLink } from './SkipLink';

function renderPage({ withMain = true } = {}) {
  render(
    <>
      <SkipLink />
      <header>
        <a href="/">Home</a>
      </header>
      {withMain ? (
        <main id="main">
          <h1>Impact</h1>
          <a href="/contact">Write to us</a>
        </main>
      ) : null}
      <footer>
        <p>Footer words</p>
      </footer>
    </>,
  );
  return screen.getByRole('link', { name: shell.skipLink });
}

describe('SkipLink', () => {
  it('is the first Tab stop, "Skip to main content", a link to #main', async () => {
    const skipLink = renderPage();
    await userEvent.tab();
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  /** The element made for the jump: empty, first in main, focused. */
  const startOfMain = () => {
    const main = screen.getByRole('main');
    const start = main.firstElementChild;
    expect(start).toHaveAttribute(FOCUS_START_ATTRIBUTE);
    expect(start).toHaveFocus();
    expect(start).toHaveAttribute('tabindex', '-1');
    expect(start).toBeEmptyDOMElement();
    return start as HTMLElement;
  };
  const made = () => document.querySelectorAll(`[${FOCUS_START_ATTRIBUTE}]`);

  it('with Enter, gives focus to the start of main, on an element made for the jump and gone when focus leaves it', async () => {
    renderPage();
    const main = screen.getByRole('main');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    startOfMain();
    // main itself stays as it was: not focusable (Orca would call it "clickable").
    expect(main).not.toHaveAttribute('tabindex');
    // The next Tab goes into main, past the header, and the element made for the jump goes.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveFocus();
    expect(made()).toHaveLength(0);
  });

  it('takes the element away when focus leaves by a click elsewhere, and jumps again with a new one', async () => {
    const skipLink = renderPage();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const first = startOfMain();
    await userEvent.click(screen.getByText('Footer words'));
    expect(first).not.toBeInTheDocument();

    skipLink.focus();
    await userEvent.keyboard('{Enter}');
    // A new element each time: one Orca has never read (src/lib/focus.ts, focusStartOf).
    expect(startOfMain()).not.toBe(first);
    expect(made()).toHaveLength(1);
  });

  it('keeps the element while the window has lost focus, so focus comes back to it, not to the document', async () => {
    renderPage();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const start = startOfMain();
    // Another window took focus: the page's focused element is told so, and stays focused.
    fireEvent.blur(start);
    expect(startOfMain()).toBe(start);
    await userEvent.tab();
    expect(start).not.toBeInTheDocument();
  });

  it('leaves the jump to the browser when the page has no main', () => {
    const skipLink = renderPage({ withMain: false });
    // fireEvent returns false when the app cancelled the browser's own following of the link.
    expect(fireEvent.click(skipLink)).toBe(true);
  });
});
