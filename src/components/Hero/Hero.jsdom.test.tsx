import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { Hero } from './Hero';

const decorative = {
  decorative: true,
  src: '/media/hero-home-1280.webp',
  width: 1280,
  height: 720,
  srcSet: [
    { src: '/media/hero-home-640.webp', width: 640 },
    { src: '/media/hero-home-1280.webp', width: 1280 },
  ],
} as const;

describe('Hero', () => {
  it('makes its heading the page h1, not focusable of itself (never read as "clickable")', () => {
    render(
      <main>
        <Hero heading="Impact" tagline="What we have done." image={decorative} />
      </main>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Impact' });
    expect(heading).not.toHaveAttribute('tabindex');
    expect(screen.getByText('What we have done.')).toBeVisible();
  });

  it('loads its picture eagerly and first, at its real size, hidden from screen readers', () => {
    const { container } = render(<Hero heading="Impact" image={decorative} />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/hero-home-640.webp 640w, /media/hero-home-1280.webp 1280w',
    );
    expect(image).toHaveAttribute('sizes', '100vw');
  });

  it('has no axe violations', async () => {
    render(
      <main>
        <Hero heading="Impact" image={decorative} />
      </main>,
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
