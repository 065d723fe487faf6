/**
 * The enquiry's reference under "Success!" (docs/spec/product.md §8.1): read from the service's
 * answer when it has one in its shape, shown under the service's words, seen "482 915" and
 * heard digit by digit, and part of what the dialog's description says as it opens, once. In
 * Hindi: ContactFormReferenceHindi.jsdom-mocks.test.tsx.
 */
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { referenceSentence } from '../../../content/enquiryReference';
import { heardText } from '../../../content/spokenNumbers';
import { urgentHelp } from '../../../content/urgentHelp';
import { descriptionsOf, fakeFetch, sendWithKeyboard } from '../../../testing/jsdom/contactForm';
import { heardTextOf, seenTextOf } from '../../../testing/jsdom/heard';
import { loadLazyModules } from '../../../testing/jsdom/lazyModules';

// The dialogs' frame is a lazy chunk: loaded up front, so the tests wait for React alone.
beforeAll(loadLazyModules);

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const message = 'Thank you, Asha. We will reply soon.';
/** How the English sentence is heard with the reference 482915. */
const heardSentence =
  'Your reference number is 4 8 2, 9 1 5. Please give it if you write to us or call us about this message.';

describe('the "Success!" dialog with the enquiry’s reference', () => {
  it('shows it under the service’s words, seen "482 915" and heard digit by digit', async () => {
    expect(referenceSentence).toBe(
      'Your reference number is {reference}. Please give it if you write to us or call us about this message.',
    );
    fakeFetch(() => Response.json({ message, reference: '482915' }, { status: 201 }));
    const { dialog } = await sendWithKeyboard();
    expect(dialog).toHaveAccessibleName('Success!');
    const descriptions = descriptionsOf(dialog);
    expect(descriptions).toHaveLength(2);
    const [said, reference] = descriptions as [HTMLElement, HTMLElement];
    // The service's words and the helpline as before, then the reference in a paragraph of its own.
    expect(heardTextOf(said)).toBe(`${message} ${heardText(urgentHelp.afterSending)}`);
    expect(heardTextOf(reference)).toBe(heardSentence);
    expect(seenTextOf(reference)).toBe(
      'Your reference number is 482 915. Please give it if you write to us or call us about this message.',
    );
    expect(reference.tagName).toBe('P');
    expect(said.compareDocumentPosition(reference) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Said once: two ids, neither inside the other, and nothing else of the dialog says it.
    expect(said.contains(reference) || reference.contains(said)).toBe(false);
    expect(heardTextOf(dialog).split('4 8 2, 9 1 5')).toHaveLength(2);
    // No run of its digits is left for a screen reader to read as a figure.
    expect(heardTextOf(reference)).not.toMatch(/\d{2}/);
    // The description a screen reader computes holds the sentence too.
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Your reference number is'));
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Please give it if you write to us or call us about this message.'),
    );
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it.each([
    ['no reference', { message }],
    ['five digits', { message, reference: '48291' }],
    ['a number, not text', { message, reference: 482915 }],
    ['words', { message, reference: 'see below' }],
  ])(
    'says nothing of a reference when the answer has %s: "Success!" all the same',
    async (_what, answer) => {
      fakeFetch(() => Response.json(answer, { status: 201 }));
      const { dialog } = await sendWithKeyboard();
      expect(dialog).toHaveAccessibleName('Success!');
      const descriptions = descriptionsOf(dialog);
      expect(descriptions).toHaveLength(1);
      expect(heardTextOf(descriptions[0]!)).toBe(
        `${message} ${heardText(urgentHelp.afterSending)}`,
      );
      expect(dialog).not.toHaveTextContent(/reference/i);
      expect(dialog.querySelectorAll('p')).toHaveLength(1);
    },
  );

  it('gives none with "Oops!", whatever the refusal holds', async () => {
    fakeFetch(() => Response.json({ message: 'No.', reference: '482915' }, { status: 400 }));
    const { dialog } = await sendWithKeyboard();
    expect(dialog).toHaveAccessibleName('Oops!');
    expect(descriptionsOf(dialog)).toHaveLength(1);
    expect(screen.queryByText(/reference/i)).not.toBeInTheDocument();
  });
});
