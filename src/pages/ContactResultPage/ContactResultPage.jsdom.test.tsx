/**
 * The "Success!" page the service answers a form sent without JavaScript with, as the service
 * renders it (static HTML, never hydrated): the service's words, the helpline to call, and the
 * enquiry's reference when the service gave one. The page in real Chromium, with the service:
 * a11y-tests/noScriptForm.browser.test.ts; in Hindi: the contact form's
 * ContactFormReferenceHindi.jsdom-mocks.test.tsx.
 */
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { heardText } from '../../content/spokenNumbers';
import { urgentHelp } from '../../content/urgentHelp';
import type { ContactFormResult } from '../../shared/contactFormResult';
import { heardTextOf, seenTextOf } from '../../testing/jsdom/heard';
import { ContactResultPage } from './ContactResultPage';

/** The page's HTML as the service sends it, in `main`; its paragraphs as heard. */
function renderPage(result: ContactFormResult) {
  const { container } = render(<main />);
  const main = container.querySelector('main')!;
  main.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <ContactResultPage result={result} />
    </MemoryRouter>,
  );
  return { main, heard: [...main.querySelectorAll('p')].map((p) => heardTextOf(p)) };
}

const message = 'Thank you, Asha. We will reply soon.';

describe('the "Success!" page without JavaScript', () => {
  it('gives the enquiry’s reference after the service’s words: seen "482 915", heard digit by digit', async () => {
    const { main, heard } = renderPage({ outcome: 'sent', message, reference: '482915' });
    expect(screen.getByRole('heading', { level: 1, name: 'Success!' })).toBeInTheDocument();
    expect(heard.slice(0, 3)).toEqual([
      message,
      heardText(urgentHelp.afterSending),
      'Your reference number is 4 8 2, 9 1 5. Please give it if you write to us or call us about this message.',
    ]);
    const reference = [...main.querySelectorAll('p')][2]!;
    expect(seenTextOf(reference)).toBe(
      'Your reference number is 482 915. Please give it if you write to us or call us about this message.',
    );
    // Said once on the page, and never as a figure.
    expect(heardTextOf(main).split('4 8 2, 9 1 5')).toHaveLength(2);
    expect(heardTextOf(main)).not.toContain('482');
    expect(screen.getByRole('link', { name: 'Send another message' })).toBeInTheDocument();
    expect(await axe(main)).toHaveNoViolations();
  });

  it('says nothing of a reference when the service gave none', () => {
    const { main, heard } = renderPage({ outcome: 'sent', message });
    expect(heard.slice(0, 2)).toEqual([message, heardText(urgentHelp.afterSending)]);
    expect(main).not.toHaveTextContent(/reference/i);
    expect(screen.getByRole('link', { name: 'Send another message' })).toBeInTheDocument();
  });
});
