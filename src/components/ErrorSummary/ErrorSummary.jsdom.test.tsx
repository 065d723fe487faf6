import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './ErrorSummary';

function renderSummary(errors = [{ fieldId: 'message', message: 'Please enter your message.' }]) {
  const ref = createRef<HTMLDivElement>();
  render(
    <main>
      <ErrorSummary ref={ref} title="There is a problem" errors={errors} />
      <label htmlFor="email">Email</label>
      <input id="email" />
      <label htmlFor="message">Message</label>
      <textarea id="message" />
    </main>,
  );
  return ref;
}

describe('ErrorSummary', () => {
  it('is a group named by its heading, with a link to each field to fix, in the given order', async () => {
    renderSummary([
      { fieldId: 'email', message: 'Please enter an email address like name@example.com.' },
      { fieldId: 'message', message: 'Please enter your message.' },
    ]);
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Please enter an email address like name@example.com.', '#email'],
      ['Please enter your message.', '#message'],
    ]);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('takes focus to the field when a link is followed', async () => {
    renderSummary();
    await userEvent.click(screen.getByRole('link', { name: 'Please enter your message.' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('takes the heading level of where it sits (h3 by default, h2 when asked)', () => {
    renderSummary();
    expect(screen.getByRole('heading', { name: 'There is a problem', level: 3 })).toBeVisible();
    render(
      <ErrorSummary
        headingLevel={2}
        title="Sign-in problem"
        errors={[{ fieldId: 'email', message: 'Enter your passphrase.' }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Sign-in problem', level: 2 })).toBeVisible();
  });

  it('takes focus as the page loads only when asked (a page without script)', () => {
    renderSummary();
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(summary).not.toHaveAttribute('autofocus');
    expect(summary).not.toHaveAttribute('tabindex');
    // Only a server render writes the attribute (React's client keeps autoFocus to itself), and
    // only such a page, which never hydrates, asks for it: the browser honours it as it loads.
    const html = renderToString(
      <ErrorSummary
        focusOnLoad
        title="Refused"
        errors={[{ fieldId: 'email', message: 'Enter an address.' }]}
      />,
    );
    expect(html).toMatch(/^<div [^>]*role="group" tabindex="-1" autofocus="">/);
  });

  it('shows nothing when there is nothing to fix', () => {
    const ref = renderSummary([]);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(ref.current).toBeNull();
  });
});
