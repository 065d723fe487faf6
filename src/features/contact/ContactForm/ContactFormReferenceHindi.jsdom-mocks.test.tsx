/**
 * The enquiry's reference on the Hindi pages: under "हो गया!" in the dialog, part of its
 * description, and on the page the service answers with without JavaScript; seen "482 915" and
 * heard digit by digit, as in English (ContactFormReference.jsdom.test.tsx). The language is read
 * from the address once, as the content modules start: this file sets Hindi's address, then
 * imports them afresh (`vi.resetModules`), which needs a module graph of its own.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { heardTextOf, seenTextOf } from '../../../testing/jsdom/heard';
// Types only: nothing of these runs before the address is Hindi's.
import type * as Words from '../../../content/contactForm';
import type * as Form from './ContactForm';
import type * as Page from '../../../pages/ContactResultPage/ContactResultPage';

/** The sentence, with the reference 482915, as it is seen and as it is heard. */
const seen =
  'आपका रेफ़रेंस नंबर 482 915 है। अगर आप इस संदेश के बारे में हमें लिखें या फ़ोन करें, तो कृपया यह नंबर बताएँ।';
const heard =
  'आपका रेफ़रेंस नंबर 4 8 2, 9 1 5 है। अगर आप इस संदेश के बारे में हमें लिखें या फ़ोन करें, तो कृपया यह नंबर बताएँ।';
const message = 'धन्यवाद, आशा। हम जल्द जवाब देंगे।';

let modules: { words: typeof Words; form: typeof Form; page: typeof Page };

beforeAll(async () => {
  window.history.replaceState(null, '', '/hi/contact');
  vi.resetModules();
  modules = {
    words: await import('../../../content/contactForm'),
    form: await import('./ContactForm'),
    page: await import('../../../pages/ContactResultPage/ContactResultPage'),
  };
  expect(modules.words.contactForm.success.title).toBe('हो गया!');
});

describe('the enquiry’s reference, in Hindi', () => {
  it('is under the service’s words in "हो गया!", heard digit by digit, described once', async () => {
    const { contactForm, dialogButtons } = modules.words;
    const { ContactForm } = modules.form;
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ message, reference: '482915' }, { status: 201 }),
    );
    render(
      <main>
        <ContactForm />
      </main>,
    );
    await userEvent.click(screen.getByRole('radio', { name: contactForm.writer.adult }));
    const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await userEvent.type(field(contactForm.fields.userEmail.label), 'asha@example.org');
    await userEvent.type(field(contactForm.fields.message.label), 'नमस्ते');
    await userEvent.click(screen.getByRole('button', { name: contactForm.submit }));
    const dialog = await screen.findByRole('dialog', { name: contactForm.success.title });

    const ids = dialog.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toHaveLength(2);
    const [said, reference] = ids.map((id) => document.getElementById(id)!);
    expect(heardTextOf(said!)).toContain(message);
    expect(heardTextOf(reference!)).toBe(heard);
    expect(seenTextOf(reference!)).toBe(seen);
    expect(heardTextOf(dialog).split('4 8 2, 9 1 5')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: dialogButtons.confirm })).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('is on the page answered without JavaScript, after the service’s words', () => {
    const { ContactResultPage } = modules.page;
    const { container } = render(<main />);
    container.querySelector('main')!.innerHTML = renderToStaticMarkup(
      <MemoryRouter>
        <ContactResultPage result={{ outcome: 'sent', message, reference: '482915' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'हो गया!' })).toBeInTheDocument();
    const paragraph = [...container.querySelectorAll('p')].find((p) =>
      p.textContent?.includes('रेफ़रेंस'),
    );
    expect(paragraph && heardTextOf(paragraph)).toBe(heard);
    expect(paragraph && seenTextOf(paragraph)).toBe(seen);
  });
});
