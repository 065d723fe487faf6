import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { shell } from '../../content/site';
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

  it('shows the words the spec fixes in bold and what the link opens after them, the name what is seen', () => {
    const watch = {
      kind: 'external',
      href: 'https://example.org/v',
      label: 'Watch here: a short video',
    } as const;
    render(<ExternalLink link={watch} emphasis="Watch here" />);
    const anchor = screen.getByRole('link', {
      name: 'Watch here: a short video (opens in a new tab)',
    });
    expect(screen.getByText('Watch here').tagName).toBe('STRONG');
    // Everything of the name but "(opens in a new tab)" is seen, so nothing is said twice.
    const hidden = [...anchor.querySelectorAll('.visually-hidden')].map((el) => el.textContent);
    expect(hidden).toEqual([shell.opensInNewTab]);
    expect(anchor.textContent?.replace(shell.opensInNewTab, '').trim()).toBe(watch.label);
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

  it('shows the new-tab marker, an icon hidden from assistive technology, after the words', () => {
    render(<ExternalLink link={link} />);
    const anchor = screen.getByRole('link', { name: 'Video channel (opens in a new tab)' });
    const icons = anchor.querySelectorAll('svg');
    expect(icons).toHaveLength(1);
    const marker = icons[0]!;
    expect(marker).toHaveAttribute('aria-hidden', 'true');
    expect(marker).toHaveAttribute('focusable', 'false');
    // Drawn, and last: after the visible words and the hidden ones.
    expect(marker.querySelector('path')?.getAttribute('d')).toBeTruthy();
    expect(anchor.lastElementChild).toBe(marker);
    // The hidden words beside the icon come from the content files, not from the component.
    const hidden = [...anchor.querySelectorAll('.visually-hidden')].map((el) => el.textContent);
    expect(hidden).toEqual([shell.opensInNewTab]);
  });

  it('says "opens in a new tab" once in its accessible name, with or without children', () => {
    const { rerender } = render(<ExternalLink link={link} />);
    const count = () => {
      const name = screen.getByRole('link').textContent ?? '';
      return name.split(shell.opensInNewTab).length - 1;
    };
    expect(count()).toBe(1);
    rerender(
      <ExternalLink link={link}>
        <span aria-hidden="true">Video</span>
      </ExternalLink>,
    );
    expect(screen.getByRole('link', { name: `Video channel ${shell.opensInNewTab}` })).toBe(
      screen.getByRole('link'),
    );
    expect(count()).toBe(1);
    expect(screen.getByRole('link').querySelectorAll('svg')).toHaveLength(1);
  });
});
