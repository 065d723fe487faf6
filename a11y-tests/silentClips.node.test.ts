/**
 * WCAG 1.4.2 Audio Control rests on the clips being silent: the only sound is a described
 * version's voice, which plays when the visitor asks for it. What the content's `sound:` says
 * is not enough: this reads the MP4 files themselves (the kind of each track, with mp4box.js, as
 * the content check reads their length), so a clip that gains a soundtrack fails here, in every
 * language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedContent, siteLanguages } from '../src/content/load/readContent';
import { mp4Movie } from '../src/content/load/videoFiles';
import { projectRoot } from '../src/testing/browser/site';

/** The kinds of the tracks of a file of the site, by its address (`/media/clip.mp4`). */
function kindsOf(address: string): string[] {
  const movie = mp4Movie(new Uint8Array(readFileSync(path.join(projectRoot, 'public', address))));
  if (!movie) throw new Error(`${address} has no MP4 movie header`);
  return [
    ...movie.videoTracks.map(() => 'picture'),
    ...movie.audioTracks.map(() => 'sound'),
    ...movie.otherTracks.map((track) => track.codec),
  ];
}

describe.each(siteLanguages(projectRoot).list.map(({ folder }) => folder))(
  'the video files of %s (WCAG 1.4.2)',
  (folder) => {
    const videos = checkedContent(projectRoot, folder).impact.videos.items;

    it('has clips with a picture and no sound of their own', () => {
      expect(videos.length).toBeGreaterThan(0);
      for (const video of videos) {
        expect({ file: video.src, kinds: kindsOf(video.src) }).toEqual({
          file: video.src,
          kinds: ['picture'],
        });
      }
    });

    it("has a sound only in a described version, the voice the visitor turns on (the parser's own control)", () => {
      const described = videos.flatMap((video) => video.describedVersion ?? []);
      expect(described.length).toBeGreaterThan(0);
      for (const file of described) expect(kindsOf(file)).toContain('sound');
    });
  },
);
