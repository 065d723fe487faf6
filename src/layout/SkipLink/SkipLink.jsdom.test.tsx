/**
 * The skip link on a page of its own making (a header before `main`, a link inside it).
 * Covered elsewhere: the same first Tab stop, Enter and Tab in the whole app
 * (src/app/App.jsdom.test.tsx), and in real Chromium, where the link also shows when focused
 * (a11y-tests/shell.browser.test.ts). This file adds a blur by pointer, a second jump, and a page
 * without `main`.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { shell } from '../../content/site';
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

  it('with Enter, gives focus to main, which is focusable only until focus leaves it', async () => {
    renderPage();
    const main = screen.getByRole('main');
    expect(main).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    // The next Tab goes into main, past the header.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveFocus();
    expect(main).not.toHaveAttribute('tabindex');
  });

  it('lets main go of its tabindex when focus leaves by a click elsewhere, and jumps again', async () => {
    const skipLink = renderPage();
    const main = screen.getByRole('main');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(main).toHaveFocus();
    await userEvent.click(screen.getByText('Footer words'));
    expect(main).not.toHaveFocus();
    expect(main).not.toHaveAttribute('tabindex');

    skipLink.focus();
    await userEvent.keyboard('{Enter}');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the jump to the browser when the page has no main', () => {
    const skipLink = renderPage({ withMain: false });
    // fireEvent returns false when the app cancelled the browser's own following of the link.
    expect(fireEvent.click(skipLink)).toBe(true);
  });
});
