/**
 * Nothing flashes (WCAG 2.3.1 at A, 2.3.2 at AAA): every frame of every video the site serves
 * (each described version included), decoded by Chromium at the clips' 25 frames a second and
 * drawn on a canvas of 8 x 6 blocks, each block the average of its part of the picture. A flash
 * is a pair of opposing changes of 10 % or more in a block's relative luminance, the darker side
 * below 0.80 (WCAG's general flash threshold). A block is smaller than the area WCAG counts (a
 * quarter of 10 degrees of vision, 341 x 256 px at 1024 x 768), and 2.3.2 allows three flashes a
 * second whatever their size: here none is allowed, in any block, which is stricter than both.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/testing/browser/site';
import { viewportFor } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/** The clips' frame rate (src/tools/media/generateMedia.ts). */
const FPS = 25;

/** Every video the site serves, each described version in every language included. */
const files = readdirSync(path.join(projectRoot, 'public/media'))
  .filter((name) => name.endsWith('.mp4'))
  .map((name) => `/media/${name}`);

/**
 * The flashes in a video's frames (each frame the relative luminance of its blocks): for each
 * block, its changes of 10 % or more with the darker side below 0.80, and every change followed
 * within a second by one the other way.
 */
function flashesIn(frames: readonly (readonly number[])[], fps: number): string[] {
  const flashes: string[] = [];
  const blocks = frames[0]?.length ?? 0;
  for (let block = 0; block < blocks; block += 1) {
    const changes: { frame: number; sign: number }[] = [];
    for (let frame = 1; frame < frames.length; frame += 1) {
      const before = frames[frame - 1]![block]!;
      const after = frames[frame]![block]!;
      if (Math.abs(after - before) >= 0.1 && Math.min(before, after) < 0.8) {
        changes.push({ frame, sign: Math.sign(after - before) });
      }
    }
    for (let index = 1; index < changes.length; index += 1) {
      const [first, second] = [changes[index - 1]!, changes[index]!];
      if (first.sign !== second.sign && second.frame - first.frame <= fps) {
        flashes.push(`block ${block}: frames ${first.frame} and ${second.frame}`);
      }
    }
  }
  return flashes;
}

/** Each frame of the video at `src`, as the relative luminance of its 8 x 6 blocks (in the page). */
async function framesOf({ src, fps }: { src: string; fps: number }) {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.src = src;
  await new Promise((resolve, reject) => {
    video.addEventListener('loadeddata', resolve, { once: true });
    video.addEventListener('error', () => reject(new Error(`${src} did not load`)), {
      once: true,
    });
  });
  const canvas = document.createElement('canvas');
  canvas.width = 8;
  canvas.height = 6;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const linear = (value: number) => {
    const s = value / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const frames: number[][] = [];
  for (let time = 0; time < video.duration; time += 1 / fps) {
    await new Promise((resolve) => {
      video.addEventListener('seeked', resolve, { once: true });
      video.currentTime = time;
    });
    context.drawImage(video, 0, 0, 8, 6);
    const { data } = context.getImageData(0, 0, 8, 6);
    const blocks: number[] = [];
    for (let index = 0; index < data.length; index += 4) {
      const [r, g, b] = [data[index]!, data[index + 1]!, data[index + 2]!];
      blocks.push(0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b));
    }
    frames.push(blocks);
  }
  return { frames, duration: video.duration };
}

describe('nothing flashes (WCAG 2.3.1, 2.3.2)', () => {
  it('the check sees a flash (a block black and white by turns, five times a second), and no flash in a fade', () => {
    const flashing = Array.from({ length: FPS }, (_, frame) =>
      Math.floor(frame / 2.5) % 2 === 0 ? [0, 0.2] : [1, 0.2],
    );
    expect(flashesIn(flashing, FPS).length).toBeGreaterThanOrEqual(4);
    const fade = Array.from({ length: FPS }, (_, frame) => [frame / FPS, 0.2]);
    expect(flashesIn(fade, FPS)).toEqual([]);
  });

  it.each(files)('%s: no part of the picture flashes', async (file) => {
    const { page } = await site.sharedTab('/impact', { viewport: viewportFor(1280) });
    const result = await page.evaluate(framesOf, { src: file, fps: FPS });
    expect(result.frames.length).toBeGreaterThanOrEqual(Math.floor(result.duration * FPS));
    expect(flashesIn(result.frames, FPS)).toEqual([]);
  });
});
