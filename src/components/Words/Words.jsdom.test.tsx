import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { latinRuns } from './latinRuns';
import { Words, markNames } from './Words';
import { heardTextOf, seenTextOf } from '../../testing/jsdom/heard';

/** The Latin runs of a text, in order. */
function names(text: string): string[] {
  return latinRuns(text)
    .filter((piece) => piece.latin)
    .map((piece) => piece.text);
}

/** The HTML of a text in a paragraph, on a page in `script`. */
function html(text: string, script: string): string {
  const { container } = render(<p>{markNames(text, script)}</p>);
  return container.innerHTML;
}

describe('latinRuns', () => {
  it('finds the English names in a Hindi sentence, and gives the text back whole', () => {
    const text =
      'हमने NVDA, JAWS, TalkBack और VoiceOver से जाँचा; axe-core, IBM Equal Access और Siteimprove Alfa चलाए।';
    expect(names(text)).toEqual([
      'NVDA',
      'JAWS',
      'TalkBack',
      'VoiceOver',
      'axe-core',
      'IBM Equal Access',
      'Siteimprove Alfa',
    ]);
    expect(
      latinRuns(text)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });

  it('keeps a hyphenated name whole, and the quotes around a word outside it', () => {
    expect(names('टेली-मानस (Tele-MANAS) पर बात करें')).toEqual(['Tele-MANAS']);
    expect(latinRuns('स्क्रीन पर “Activity” लिखा है')).toEqual([
      { text: 'स्क्रीन पर “', latin: false },
      { text: 'Activity', latin: true },
      { text: '” लिखा है', latin: false },
    ]);
    expect(names('“Interactive Session” और “Cover Page”')).toEqual([
      'Interactive Session',
      'Cover Page',
    ]);
  });

  it('leaves digits and punctuation alone with the page language: 8,000+, 14416, 5 सेकंड', () => {
    expect(names('8,000+ किताबें, 14416 पर फ़ोन करें, 5 सेकंड, 1098।')).toEqual([]);
    expect(latinRuns('8,000+ युवा')).toEqual([{ text: '8,000+ युवा', latin: false }]);
    // A version number between the name's words stays out; the words are marked each.
    expect(names('WCAG 2.2 के AA स्तर')).toEqual(['WCAG', 'AA']);
  });

  it('marks e-mail and web addresses whole, and a word that starts with a digit', () => {
    expect(names('लिखें: hello@example.org या https://example.org/video-channel देखें')).toEqual([
      'hello@example.org',
      'https://example.org/video-channel',
    ]);
    expect(names('2G फ़ोन पर भी')).toEqual(['2G']);
  });

  it('finds nothing in a text with no Latin letters', () => {
    expect(latinRuns('साथी')).toEqual([{ text: 'साथी', latin: false }]);
    expect(latinRuns('')).toEqual([]);
  });
});

describe('Words', () => {
  it('wraps each Latin run of a Hindi text in <span lang="en">, nothing else', () => {
    expect(html('Esc कुंजी दबाने से यह बंद हो जाता है।', 'Deva')).toBe(
      '<p><span lang="en">Esc</span> कुंजी दबाने से यह बंद हो जाता है।</p>',
    );
    expect(html('टेली-मानस (Tele-MANAS): 14416', 'Deva')).toBe(
      '<p>टेली-मानस (<span lang="en">Tele-MANAS</span>): 14416</p>',
    );
    expect(html('8,000+ किताबें', 'Deva')).toBe('<p>8,000+ किताबें</p>');
  });

  it('leaves an English page exactly as it was: the string itself, no span, no comment', () => {
    const text = 'We test with NVDA, JAWS and axe-core: 8,000 books.';
    expect(markNames(text, 'Latn')).toBe(text);
    expect(renderToString(<p>{markNames(text, 'Latn')}</p>)).toBe(renderToString(<p>{text}</p>));
    // The tests run on the first language, English: <Words> changes nothing there.
    expect(
      renderToString(
        <p>
          Hello, <Words>{text}</Words>!
        </p>,
      ),
    ).toBe(renderToString(<p>Hello, {text}!</p>));
  });

  it('renders the same on the server as in the browser, so a Hindi page hydrates cleanly', () => {
    const text = 'हम NVDA और Orca से जाँचते हैं।';
    const server = renderToString(<p>{markNames(text, 'Deva')}</p>);
    expect(server).toBe(
      '<p>हम <span lang="en">NVDA</span> और <span lang="en">Orca</span> से जाँचते हैं।</p>',
    );
    expect(html(text, 'Deva')).toBe(server);
  });

  it('shows a dialled number as written and gives the ear its digits, once', () => {
    const { container } = render(
      <p>
        <Words>{'If you need help, call Tele-MANAS on 14416: it is free.'}</Words>
      </p>,
    );
    const paragraph = container.querySelector('p') as HTMLElement;
    // The eye: the number as written. The ear: each digit a word.
    expect(seenTextOf(paragraph)).toBe('If you need help, call Tele-MANAS on 14416: it is free.');
    expect(heardTextOf(paragraph)).toBe(
      'If you need help, call Tele-MANAS on 1 4 4 1 6: it is free.',
    );
    // One text, not a copy: what is read is what is shown, digit for digit.
    expect(paragraph.querySelectorAll('.visually-hidden')).toHaveLength(0);
  });

  it('hides a written hyphen from the ear and gives it a pause instead', () => {
    const { container } = render(
      <p>
        <Words>{'Or 1-800-891-4416.'}</Words>
      </p>,
    );
    const paragraph = container.querySelector('p') as HTMLElement;
    expect(seenTextOf(paragraph)).toBe('Or 1-800-891-4416.');
    expect(heardTextOf(paragraph)).toBe('Or 1, 8 0 0, 8 9 1, 4 4 1 6.');
  });

  it('gives the ear "more than" for a figure with a plus, and leaves a plain figure alone', () => {
    const { container } = render(
      <p>
        <Words>{'8,000+ students in 15 schools'}</Words>
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p><span aria-hidden="true">8,000+</span>' +
        '<span class="visually-hidden">more than 8,000</span> students in 15 schools</p>',
    );
  });
});
