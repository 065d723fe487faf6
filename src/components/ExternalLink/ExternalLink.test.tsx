import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './ExternalLink';

const link = { kind: 'external', href: 'https://example.org/x', label: 'Video channel' } as const;

describe('ExternalLink', () => {
  it('opens in a new tab safely and says so in its accessible name', async () => {
    render(
      <main>
        <ExternalLink link={link} />
      </main>,
    );
    const anchor = screen.getByRole('link', { name: 'Video channel (opens in a new tab)' });
    expect(anchor).toHaveAttribute('href', 'https://example.org/x');
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('keeps the label as the accessible name when an icon replaces the words', () => {
    render(
      <ExternalLink link={link}>
        <svg aria-hidden="true" />
      </ExternalLink>,
    );
    expect(
      screen.getByRole('link', { name: 'Video channel (opens in a new tab)' }),
    ).toBeInTheDocument();
  });
});
