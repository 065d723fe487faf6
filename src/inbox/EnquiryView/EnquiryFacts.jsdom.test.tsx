/**
 * The facts of one enquiry in the owner's inbox: its reference, which a visitor quotes when they
 * call or write, shown as they were given it ("482 915") and heard digit by digit; none for an
 * enquiry stored before references were given; the language it was written in, and for a parent's
 * the language of the notice agreed to. The whole view: src/inbox/InboxApp.jsdom.test.tsx.
 */
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { inboxContent } from '../../content/inbox';
import { languages } from '../../content/languages';
import { enquiry } from '../../testing/jsdom/fakeInboxApi';
import { heardTextOf, seenTextOf } from '../../testing/jsdom/heard';
import { EnquiryFacts } from './EnquiryFacts';

const words = inboxContent.detail.fields;
/** Hindi's name in its own script, as content/settings.yaml gives it. */
const hindi = languages.find(({ folder }) => folder === 'hi')!.name;

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

  it('says the language it was written in, by its own name, marked so', async () => {
    const { container } = render(
      <EnquiryFacts
        enquiry={enquiry(7, 'Asha Devi', '2026-11-04T10:00:00.000Z', { language: 'hi' })}
        status={undefined}
      />,
    );
    const value = valueOf(words.language);
    expect(value).toHaveTextContent(hindi);
    expect(value.querySelector('[lang="hi-IN"]')).toHaveTextContent(hindi);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no "Written in" for an enquiry stored before the language was kept', () => {
    render(
      <EnquiryFacts
        enquiry={enquiry(7, 'Asha Devi', '2026-11-04T10:00:00.000Z', { language: null })}
        status={undefined}
      />,
    );
    expect(terms()).not.toContain(words.language);
  });

  it('names the date and the language of the notice a parent agreed to', () => {
    render(
      <EnquiryFacts
        enquiry={enquiry(8, 'Ravi Kumar', '2026-11-04T10:00:00.000Z', {
          language: 'hi',
          writer: 'parent',
          consent: {
            confirmedAt: '2026-11-05T10:00:00.000Z',
            confirmedBy: 'Founder',
            checked: 'Name and age',
            noticeDate: '29 November 2026',
          },
        })}
        status={undefined}
      />,
    );
    const notice = screen.getByText(/Privacy notice agreed to/);
    expect(notice).toHaveTextContent(
      `${inboxContent.detail.consentNotice('29 November 2026')}${inboxContent.detail.consentNoticeIn} ${hindi}`,
    );
  });
});
