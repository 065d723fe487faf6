import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contactDetails } from '../../content/site';
import { digitByDigit } from '../../content/spokenNumbers';
import { helplines } from '../../content/urgentHelp';
import { heardTextOf, seenTextOf } from '../../testing/jsdom/heard';
import { Words } from '../Words/Words';
import { HelplineText } from './HelplineText';
import styles from './HelplineText.module.css';
import { helplineMentions } from './helplineMentions';

const teleManas = helplines.find((line) => line.id === 'tele-manas')!;
const [shortNumber] = teleManas.numbers;
const sentence = `If you need help now, call ${teleManas.name} on ${shortNumber!.label}. It is free.`;

describe('helplineMentions', () => {
  it("finds a helpline's name and its number, and gives the text back whole", () => {
    const pieces = helplineMentions(sentence);
    expect(pieces.map(({ kind, text }) => [kind, text])).toEqual([
      ['words', 'If you need help now, call '],
      ['name', 'Tele-MANAS'],
      ['words', ' on '],
      ['number', '14416'],
      ['words', '. It is free.'],
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(sentence);
  });

  it('finds the long number whole, and leaves any other number in the words', () => {
    const text = `Call 1-800-891-4416 or write, or call us on ${contactDetails.phone}; 8,000+ read it.`;
    const pieces = helplineMentions(text);
    expect(pieces.filter((piece) => piece.kind === 'number').map((piece) => piece.text)).toEqual([
      '1-800-891-4416',
    ]);
    expect(pieces.filter((piece) => piece.kind === 'words')).toHaveLength(2);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
  });
});

describe('HelplineText', () => {
  it('makes the number a link that dials it, named by its digits alone: the sentence says whom it calls', async () => {
    const { container } = render(
      <p>
        <HelplineText>{sentence}</HelplineText>
      </p>,
    );
    // Not the stand-alone buttons' "Call Tele-MANAS on 1 4 4 1 6": inside "call Tele-MANAS
    // on …" that was heard twice.
    const link = screen.getByRole('link', { name: '1 4 4 1 6' });
    expect(digitByDigit(shortNumber!.label)).toBe('1 4 4 1 6');
    expect(screen.queryByRole('link', { name: /Tele-MANAS/ })).toBeNull();
    expect(link).toHaveAttribute('href', `tel:${shortNumber!.dial}`);
    // The eye sees the number as written, the ear gets it digit by digit.
    expect(seenTextOf(link)).toBe('14416');
    expect(heardTextOf(link)).toBe('1 4 4 1 6');
    // A link in a sentence, like the others: no button's edge, no icon.
    expect(link).not.toHaveAttribute('class');
    expect(link.querySelector('svg')).toBeNull();
    // The sentence the eye reads is the content's, letter for letter.
    expect(seenTextOf(container.querySelector('p')!)).toBe(sentence);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("keeps the helpline's name on one line", () => {
    render(
      <p>
        <HelplineText>{sentence}</HelplineText>
      </p>,
    );
    expect(screen.getByText(teleManas.name)).toHaveClass(styles.name!);
  });

  it('is Words alone for a text that names no helpline, to the byte', () => {
    const text = `Write to ${contactDetails.email} or call ${contactDetails.phone}.`;
    expect(renderToString(<HelplineText>{text}</HelplineText>)).toBe(
      renderToString(<Words>{text}</Words>),
    );
    expect(render(<HelplineText>{text}</HelplineText>).queryByRole('link')).toBeNull();
  });
});
