/**
 * "On this page" on a page of its own making (two sections and a link in each). The lists of the
 * privacy notice and the statement: their pages' tests. In real Chromium (the browser following
 * the link, the side column, sticky or not): a11y-tests/onThisPage.browser.test.ts.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onThisPageLabel } from '../../content/site';
import { OnThisPage } from './OnThisPage';

const sections = [
  { id: 'first', heading: 'What we keep' },
  { id: 'second', heading: 'Why we keep it' },
];

function renderPage() {
  render(
    <main>
      <h1>Privacy notice</h1>
      <OnThisPage sections={sections} />
      {sections.map(({ id, heading }) => (
        <section key={id} aria-labelledby={id}>
          <h2 id={id}>{heading}</h2>
          <p>
            <a href="/contact">A link in {heading}</a>
          </p>
        </section>
      ))}
    </main>,
  );
  return screen.getByRole('navigation', { name: onThisPageLabel });
}

describe('OnThisPage', () => {
  it('is a navigation named by its heading, a link to each section in order', async () => {
    const navigation = renderPage();
    expect(
      within(navigation).getByRole('heading', { level: 2, name: onThisPageLabel }),
    ).toBeInTheDocument();
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['What we keep', '#first'],
      ['Why we keep it', '#second'],
    ]);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  const jsdomScrollIntoView = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = jsdomScrollIntoView;
  });

  it('with Enter on a link, gives the heading focus until focus leaves it; Tab goes on there', async () => {
    // jsdom lays nothing out and has no scrollIntoView: a stand-in records the scroll.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const navigation = renderPage();
    const heading = screen.getByRole('heading', { name: 'Why we keep it' });
    within(navigation).getByRole('link', { name: 'Why we keep it' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    // The address names the section, and the heading is scrolled to.
    expect(window.location.hash).toBe('#second');
    expect(scrolled.mock.contexts).toEqual([heading]);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'A link in Why we keep it' })).toHaveFocus();
    expect(heading).not.toHaveAttribute('tabindex');
  });

  it('leaves focus be on a click that opens the link elsewhere (a new tab or window)', () => {
    const navigation = renderPage();
    const link = within(navigation).getByRole('link', { name: 'What we keep' });
    link.focus();
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { shiftKey: true });
    expect(link).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'What we keep' })).not.toHaveAttribute('tabindex');
  });
});
