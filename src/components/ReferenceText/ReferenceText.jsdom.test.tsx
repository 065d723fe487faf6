import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readLanguageFiles } from '../../content/load/readContent';
import { loadLanguage } from '../../content/schema/language';
import { heardTextOf, seenTextOf } from '../../testing/jsdom/heard';
import { ReferenceText } from './ReferenceText';

/** A language's sentence, as its content file gives it. */
function sentenceOf(language: string): string {
  const read = loadLanguage(`content/${language}`, readLanguageFiles(language));
  if (!read.ok) throw new Error(`content/${language} has mistakes`);
  return read.content.contactForm.success.reference;
}

function renderSentence(sentence?: string) {
  const { container } = render(
    <p>
      <ReferenceText reference="482915" {...(sentence ? { sentence } : {})} />
    </p>,
  );
  return container.querySelector('p')!;
}

describe('ReferenceText', () => {
  it('puts the reference where {reference} is: seen "482 915", heard "4 8 2, 9 1 5"', () => {
    const paragraph = renderSentence();
    expect(seenTextOf(paragraph)).toBe(
      'Your reference number is 482 915. Please give it if you write to us or call us about this message.',
    );
    expect(heardTextOf(paragraph)).toBe(
      'Your reference number is 4 8 2, 9 1 5. Please give it if you write to us or call us about this message.',
    );
    // Laid out as a number a person dials (DialledNumber): the gap between its groups is drawn
    // from an attribute, not text, so what is read is the digits and the pause alone.
    const number = paragraph.querySelector('[data-seen]')!.parentElement!;
    expect(number).toHaveTextContent(/^4 8 2, 9 1 5$/);
  });

  it('says the Hindi sentence the same way: the digits one by one, in two groups', () => {
    const paragraph = renderSentence(sentenceOf('hi'));
    expect(seenTextOf(paragraph)).toBe(
      'आपका रेफ़रेंस नंबर 482 915 है। अगर आप इस संदेश के बारे में हमें लिखें या फ़ोन करें, तो कृपया यह नंबर बताएँ।',
    );
    expect(heardTextOf(paragraph)).toBe(
      'आपका रेफ़रेंस नंबर 4 8 2, 9 1 5 है। अगर आप इस संदेश के बारे में हमें लिखें या फ़ोन करें, तो कृपया यह नंबर बताएँ।',
    );
  });

  it('reads its words from the content: the English sentence is the default', () => {
    expect(heardTextOf(renderSentence(sentenceOf('en')))).toBe(heardTextOf(renderSentence()));
  });

  it('puts the reference at the start or the end of a sentence too', () => {
    expect(seenTextOf(renderSentence('{reference}: your reference.'))).toBe(
      '482 915: your reference.',
    );
    expect(seenTextOf(renderSentence('Your reference: {reference}'))).toBe(
      'Your reference: 482 915',
    );
  });
});
