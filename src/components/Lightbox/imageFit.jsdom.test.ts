import { describe, expect, it } from 'vitest';
import { fitImage, naturalSize, sortedSources, srcSetAttribute } from './imageFit';
import { lightboxDefaults } from './defaults';
import { describeSlide } from './labels';

const defaultLabels = lightboxDefaults.labels;

describe('image fitting (docs/spec/lightbox-behaviour.md rule 23)', () => {
  const slide = {
    src: '/a.jpg',
    alt: 'A',
    width: 800,
    height: 600,
    srcSet: [
      { src: '/a-1600.jpg', width: 1600 },
      { src: '/a-400.jpg', width: 400 },
    ],
  };

  it('sorts sources by width, ascending', () => {
    expect(sortedSources(slide).map((s) => s.width)).toEqual([400, 1600]);
    expect(srcSetAttribute(sortedSources(slide))).toBe('/a-400.jpg 400w, /a-1600.jpg 1600w');
    expect(srcSetAttribute([])).toBeUndefined();
  });

  it('takes the natural size from the largest source, its height from the aspect ratio', () => {
    expect(naturalSize(slide)).toEqual({ width: 1600, height: 1200 });
    expect(naturalSize({ src: '/b.jpg', alt: 'B', width: 300, height: 200 })).toEqual({
      width: 300,
      height: 200,
    });
    expect(naturalSize({ src: '/c.jpg', alt: 'C' })).toBeNull();
  });

  it('fits inside the box and never upscales', () => {
    expect(fitImage({ width: 1600, height: 1200 }, { width: 800, height: 800 })).toEqual({
      width: 800,
      height: 600,
    });
    expect(fitImage({ width: 400, height: 300 }, { width: 2000, height: 2000 })).toEqual({
      width: 400,
      height: 300,
    });
  });
});

describe('labels', () => {
  it('describes videos and images as docs/spec/lightbox-behaviour.md rule 25 says', () => {
    const video = { type: 'video' as const, title: 'Classroom Clip', sources: [] };
    expect(describeSlide(defaultLabels, video, 3, 6)).toBe('Video 4 of 6: Classroom Clip');
    expect(describeSlide(defaultLabels, { src: '/a', alt: 'Book' }, 1, 3)).toBe(
      'Image 2 of 3: Book',
    );
  });
});
