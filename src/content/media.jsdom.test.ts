import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_ORIGINS, heroImages, impactVideos, localMediaFiles, mediaAddresses } from './media';

const publicDir = path.resolve(__dirname, '../../public');

describe('media.ts (the media of the content files)', () => {
  it('points only at files that exist in public/media/', () => {
    const missing = localMediaFiles.filter(
      (file) => !existsSync(path.join(publicDir, decodeURI(file))),
    );
    expect(missing).toEqual([]);
  });

  it('lists in MEDIA_ORIGINS the host of every external address (the CSP allows only those)', () => {
    for (const address of mediaAddresses()) {
      if (address.startsWith('/media/')) continue;
      expect(address).toMatch(/^https:\/\//);
      expect(MEDIA_ORIGINS).toContain(new URL(address).origin);
    }
    // Today every file is a local demo file, so the server needs no extra host.
    expect(MEDIA_ORIGINS).toEqual(
      mediaAddresses().every((address) => address.startsWith('/media/')) ? [] : expect.anything(),
    );
  });

  it('has six videos, one source used twice, each with a poster, English and Hindi captions, a description and a transcript', () => {
    expect(impactVideos).toHaveLength(6);
    expect(new Set(impactVideos.map((video) => video.src)).size).toBe(5);
    for (const video of impactVideos) {
      expect(video.poster).toBeTruthy();
      expect(video.captions.map((track) => track.srcLang).toSorted()).toEqual(['en', 'hi']);
      for (const track of video.captions) expect(track.src).toMatch(/\.vtt$/);
      expect(video.transcript.length).toBeGreaterThan(0);
      expect(video.description.length).toBeGreaterThan(40);
    }
  });

  it('keeps the demo files small: heroes <= 60 KB, posters <= 20 KB, clips <= 150 KB', () => {
    const local = (address: string) => address.startsWith('/media/');
    const size = (file: string) => statSync(path.join(publicDir, file)).size;
    for (const image of heroImages) {
      if (local(image.src)) expect(size(image.src)).toBeLessThanOrEqual(60_000);
    }
    for (const video of impactVideos) {
      if (local(video.poster)) expect(size(video.poster)).toBeLessThanOrEqual(20_000);
      if (local(video.src)) expect(size(video.src)).toBeLessThanOrEqual(150_000);
    }
  });
});
