import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './ContentImage';

describe('ContentImage', () => {
  it('gives an informative picture its alt text and loads it lazily by default', () => {
    render(
      <ContentImage
        image={{ alt: 'Drawing of a book', src: '/media/book.webp', width: 800, height: 600 }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Drawing of a book' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('keeps its size, lists every width in srcset, and is fetched first when it is the priority', () => {
    render(
      <ContentImage
        image={{
          alt: 'Students reading Braille',
          src: '/media/reading-800.webp',
          width: 800,
          height: 533,
          srcSet: [
            { src: '/media/reading-400.webp', width: 400 },
            { src: '/media/reading-800.webp', width: 800 },
          ],
        }}
        sizes="50vw"
        priority
      />,
    );
    const image = screen.getByRole('img', { name: 'Students reading Braille' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '533');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/reading-400.webp 400w, /media/reading-800.webp 800w',
    );
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('gives a decorative picture an empty alt, so screen readers skip it', () => {
    const { container } = render(
      <ContentImage image={{ decorative: true, src: '/media/dots.webp', width: 10, height: 10 }} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
