import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { helplines, urgentHelp } from '../../content/urgentHelp';
import { digitByDigit } from '../../content/spokenNumbers';
import { URGENT_HELP_ID, UrgentHelp } from './UrgentHelp';
import { heardTextOf, seenTextOf } from '../../testing/jsdom/heard';

/** Every number of every helpline: the link's expected name and `tel:` address. */
const calls = helplines.flatMap((line) =>
  line.numbers.map((number) => ({
    name: line.callLabel.replace('{number}', digitByDigit(number.label)),
    href: `tel:${number.dial}`,
    label: number.label,
  })),
);

describe('UrgentHelp', () => {
  it('has the crisis numbers the issue names, each dialable', () => {
    // The facts themselves, so that an edit that drops or garbles one fails here.
    expect(calls.map((call) => call.href)).toEqual([
      'tel:14416',
      'tel:18008914416',
      'tel:112',
      'tel:1098',
    ]);
  });

  it('names each link with its number as it is dialled, digit by digit', () => {
    // A screen reader reads "14416" as "fourteen thousand…"; nobody dials what they hear.
    expect(calls.map((call) => call.name)).toEqual([
      'Call Tele-MANAS on 1 4 4 1 6',
      'Call Tele-MANAS on 1, 8 0 0, 8 9 1, 4 4 1 6',
      'Call emergency services on 1 1 2',
      'Call Childline on 1 0 9 8',
    ]);
  });

  it.each(['full', 'compact'] as const)(
    '%s: a region named by its heading, with a call link per number, named by its helpline',
    async (variant) => {
      const { container } = render(<UrgentHelp variant={variant} />);
      const region = screen.getByRole('region', {
        name: variant === 'full' ? urgentHelp.heading : urgentHelp.footerHeading,
      });
      for (const call of calls) {
        const link = within(region).getByRole('link', { name: call.name });
        expect(link).toHaveAttribute('href', call.href);
        // The eye sees the number as written; the ear gets it digit by digit, and the name
        // contains what the link shows, read the same way (label in name, WCAG 2.5.3).
        expect(seenTextOf(link)).toBe(call.label);
        expect(heardTextOf(link)).toBe(digitByDigit(call.label));
        expect(call.name).toContain(heardTextOf(link));
        expect(link).not.toHaveAttribute('target');
      }
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('full: says who each helpline is for, under a heading of its own, and can be linked to', () => {
    render(<UrgentHelp variant="full" />);
    const region = screen.getByRole('region', { name: urgentHelp.heading });
    expect(region).toHaveAttribute('id', URGENT_HELP_ID);
    expect(within(region).getByText(urgentHelp.intro)).toBeInTheDocument();
    for (const line of helplines) {
      expect(within(region).getByRole('heading', { level: 3, name: line.name })).toBeVisible();
      expect(within(region).getByText(line.about)).toBeInTheDocument();
    }
  });
});
