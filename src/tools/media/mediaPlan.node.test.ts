import { describe, expect, it } from 'vitest';
import { checkedContent } from '../../content/load/readContent';
import { mediaImages } from './contentImages';
import { scenes } from './illustrations';
import { sourceOf, stillsToMake } from './mediaPlan';

describe('npm run media: what it makes', () => {
  it('makes every size of every local picture the content names, each picture once', () => {
    const stills = stillsToMake(mediaImages(checkedContent()));
    expect(stills).toContainEqual({ stem: 'awareness-session', widths: [400, 800, 1200] });
    expect(stills).toContainEqual({ stem: 'hero-home', widths: [640, 720, 960, 1280] });
    expect(new Set(stills.map((still) => still.stem)).size).toBe(stills.length);
  });

  it("makes today's pictures from the demo drawings", () => {
    const stills = stillsToMake(mediaImages(checkedContent()));
    const drawings = Object.keys(scenes);
    for (const { stem } of stills)
      expect(sourceOf(stem, [], drawings)).toEqual({ kind: 'drawing' });
  });

  it("prefers the owner's original photo, and says where to put one that is missing", () => {
    expect(sourceOf('book-stack', ['book-stack.jpg'], ['book-stack'])).toEqual({
      kind: 'original',
      file: 'content/media/book-stack.jpg',
    });
    expect(sourceOf('new-photo', [], [])).toEqual({
      kind: 'missing',
      message:
        'There is no photo for the picture new-photo: put it in content/media/ as new-photo.jpg (or .jpeg, .png, .webp), then run npm run media again.',
    });
  });

  it('leaves pictures on another host alone', () => {
    expect(
      stillsToMake([
        {
          alt: 'A photo',
          src: 'https://media.example.org/photo-800.webp',
          width: 800,
          height: 600,
          srcSet: [{ src: 'https://media.example.org/photo-800.webp', width: 800 }],
        },
      ]),
    ).toEqual([]);
  });
});
