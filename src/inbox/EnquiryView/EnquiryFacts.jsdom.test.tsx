/**
 * The facts of one enquiry in the owner's inbox: its reference, which a visitor quotes when they
 * call or write, shown as they were given it ("482 915") and heard digit by digit; none for an
 * enquiry stored before references were given. The whole view: src/inbox/InboxApp.jsdom.test.tsx.
 */
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { inboxContent } from '../../content/inbox';
import { enquiry } from '../../testing/jsdom/fakeInboxApi';
import { heardTextOf, seenTextOf } from '../../testing/jsdom/heard';
import { EnquiryFacts } from './EnquiryFacts';

const words = inboxContent.detail.fields;

/** The terms of the description list, by their words (a term takes no name from its content). */
const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

/** The description list's value for the term that says `term`. */
function valueOf(term: string): HTMLElement {
  const found = screen.getAllByRole('term').find((candidate) => candidate.textContent === term);
  const value = found?.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD')
    throw new Error(`no value for ${term}`);
  return value;
}

describe('EnquiryFacts', () => {
  it('gives the reference, after when it came: seen "482 915", heard "4 8 2, 9 1 5"', async () => {
    const { container } = render(
      <EnquiryFacts
        enquiry={enquiry(7, 'Asha Devi', '2026-11-04T10:00:00.000Z', { reference: '482915' })}
        status={undefined}
      />,
    );
    expect(words.reference).toBe('Reference');
    expect(terms().slice(0, 2)).toEqual([words.received, words.reference]);
    const value = valueOf(words.reference);
    expect(seenTextOf(value)).toBe('482 915');
    expect(heardTextOf(value)).toBe('4 8 2, 9 1 5');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no "Reference" for an enquiry stored before references were given', () => {
    render(
      <EnquiryFacts
        enquiry={enquiry(7, 'Asha Devi', '2026-11-04T10:00:00.000Z')}
        status={undefined}
      />,
    );
    expect(terms()).toContain(words.received);
    expect(terms()).not.toContain(words.reference);
  });
});
