/**
 * The content check of the videos (issue 30): `sound:` required, captions files that are valid
 * WebVTT and end within the clip, the clip's length read from the MP4, and a transcript that
 * holds every caption of the page's language. Each test changes one thing of the real English
 * content and expects the sentence the founder would read, with its file and line.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeProblem } from '../schema/check';
import { loadLanguage } from '../schema/language';
import type { VideoItem } from '../types';
import { checkLanguage, projectRoot, readLanguageFiles } from './readContent';
import { matchTranscript, mp4Seconds, parseWebVtt, videoFileProblems } from './videoFiles';

const english = readLanguageFiles('en');
const impactYaml = english['impact.yaml'] ?? '';
const publicDir = path.join(projectRoot, 'public');

function problemsWith(impact: string): string[] {
  const result = loadLanguage('content/en', { ...english, 'impact.yaml': impact });
  return result.ok ? [] : result.problems.map(describeProblem);
}

const lineOf = (text: string, needle: string, from = 0) =>
  text.slice(0, text.indexOf(needle, from)).split('\n').length;

function videosOf(): readonly VideoItem[] {
  const result = checkLanguage('en');
  if (!result.ok) throw new Error(result.problems.map(describeProblem).join('\n'));
  return result.content.impact.videos.items;
}

describe('sound:, the statement of what a video gives a visitor who cannot see it', () => {
  it('is required, and the check says so at the video, naming the three choices', () => {
    const at = impactYaml.indexOf('- id: classroom');
    const without =
      impactYaml.slice(0, at) + impactYaml.slice(at).replace('      sound: no sound\n', '');
    expect(problemsWith(without)).toEqual([
      `content/en/impact.yaml, line ${lineOf(without, 'id: classroom')}, videos.items[1].sound: this is missing; add sound: with no sound, describes itself or described version.`,
    ]);
  });

  it('refuses a word that is not one of the three', () => {
    const wrong = impactYaml.replace('      sound: no sound', '      sound: silent');
    expect(problemsWith(wrong)).toEqual([
      `content/en/impact.yaml, line ${lineOf(wrong, 'sound: silent')}, videos.items[0].sound: write no sound, describes itself or described version here, not silent.`,
    ]);
  });

  it('wants the described file with "described version", and only then', () => {
    const described = impactYaml.replace('      sound: no sound', '      sound: described version');
    expect(problemsWith(described)).toHaveLength(1);
    expect(problemsWith(described)[0]).toMatch(
      /needs describedVersion: with the name of the described file/,
    );
    const both = described.replace(
      'sound: described version',
      'sound: described version\n      describedVersion: clip-activity.described.mp4',
    );
    expect(problemsWith(both)).toEqual([
      expect.stringMatching(/the described version needs captions of its own/),
    ]);
    const withCaptions = both.replace(
      'describedVersion: clip-activity.described.mp4',
      'describedVersion: clip-activity.described.mp4\n      describedCaptions:\n        - file: clip-activity.described.en.vtt\n          language: en\n          label: English',
    );
    expect(problemsWith(withCaptions)).toEqual([]);
    const stray = impactYaml.replace(
      '      sound: no sound',
      '      sound: no sound\n      describedVersion: clip-activity.described.mp4',
    );
    expect(problemsWith(stray)[0]).toMatch(
      /describedVersion: belongs only to a video with sound: described version/,
    );
  });
});

describe("describedCaptions:, the described version's own captions", () => {
  const block = [
    '      describedCaptions:',
    '        - file: clip-cover.described.en.vtt',
    '          language: en',
    '          label: English',
    '',
  ].join('\n');

  it('are required beside describedVersion:, and the check says why at the described file', () => {
    expect(impactYaml).toContain(block);
    const without = impactYaml.replace(block, '');
    expect(problemsWith(without)).toEqual([
      `content/en/impact.yaml, line ${lineOf(without, 'describedVersion:')}, videos.items[2].describedVersion: the described version needs captions of its own, of what its voice says: add describedCaptions: beside describedVersion:, with a captions file (.vtt) written as under captions:.`,
    ]);
  });

  it('belong only to a described version', () => {
    const stray = impactYaml.replace('      sound: no sound\n', `      sound: no sound\n${block}`);
    expect(problemsWith(stray)).toEqual([
      `content/en/impact.yaml, line ${lineOf(stray, 'describedCaptions:') + 1}, videos.items[0].describedCaptions: describedCaptions: are the captions of a described version; remove them, or add describedVersion: with its file (.mp4).`,
    ]);
  });

  it("get the checks of the clip's captions, against the described file's own length", () => {
    // A public folder of its own: the real clip, its captions and its English described file,
    // and described captions with one mistake each.
    const dir = mkdtempSync(path.join(tmpdir(), 'described-captions-'));
    mkdirSync(path.join(dir, 'media'));
    for (const name of [
      'clip-cover.mp4',
      'clip-cover.en.vtt',
      'clip-cover.hi.vtt',
      'clip-cover.described.en.mp4',
    ]) {
      copyFileSync(path.join(publicDir, 'media', name), path.join(dir, 'media', name));
    }
    writeFileSync(
      path.join(dir, 'media', 'clip-cover.described.en.vtt'),
      'WEBVTT\n\n00:00.000 --> 00:01.833\nBraille dots on red and blue.\n\n00:01.833 --> 00:04.500\nOn screen: Cover Page.\n',
    );
    writeFileSync(
      path.join(dir, 'media', 'clip-cover.described.hi.vtt'),
      '1\n00:00.000 --> 00:01.000\nx\n',
    );
    try {
      const cover = videosOf().find((video) => video.id === 'cover-page');
      if (!cover) throw new Error('no cover-page video');
      const check = (
        describedCaptions: VideoItem['describedCaptions'],
        describedVersion = cover.describedVersion,
      ) =>
        videoFileProblems([{ ...cover, describedVersion, describedCaptions }], {
          language: 'en',
          file: 'content/en/impact.yaml',
          source: impactYaml,
          publicDir: dir,
        }).map(describeProblem);
      const track = (language: string) => ({
        src: `/media/clip-cover.described.${language}.vtt`,
        srcLang: language,
        label: language,
      });
      expect(check([track('en'), track('hi')])).toEqual([
        'public/media/clip-cover.described.en.vtt, line 6: this cue ends at 4.5 seconds, after the end of the video (4.0 seconds).',
        'public/media/clip-cover.described.hi.vtt, line 1: a WebVTT file must begin with the line WEBVTT.',
      ]);
      const describedLine = lineOf(impactYaml, 'describedCaptions:');
      const elsewhere = { src: '/media/none.vtt', srcLang: 'fr', label: 'Français' };
      expect(check([track('hi'), elsewhere])).toEqual([
        `content/en/impact.yaml, line ${describedLine}, videos.items[0].describedCaptions: add captions in this page's language (language: en), so that they are shown by default.`,
        'public/media/clip-cover.described.hi.vtt, line 1: a WebVTT file must begin with the line WEBVTT.',
        `content/en/impact.yaml, line ${describedLine}, videos.items[0].describedCaptions: there is no captions file public/media/none.vtt.`,
      ]);
      // The cue past 4 s is measured against the described file: without it, nothing to hold it to.
      expect(check([track('en')], '/media/none.mp4')).toEqual([
        `content/en/impact.yaml, line ${lineOf(impactYaml, 'describedVersion:')}, videos.items[0].describedVersion: there is no file public/media/none.mp4.`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the files of the videos', () => {
  it('reads each demo clip as 4 seconds long from its MP4', () => {
    const clip = readFileSync(path.join(publicDir, 'media/clip-classroom.mp4'));
    expect(mp4Seconds(clip)).toBeCloseTo(4, 1);
    expect(mp4Seconds(new Uint8Array(64))).toBeUndefined();
  });

  it('reads WebVTT cues, and names the line of the first mistake', () => {
    expect(parseWebVtt('WEBVTT\n\n1\n00:00.000 --> 00:01.500\nOn screen:\nActivity\n')).toEqual({
      cues: [{ start: 0, end: 1.5, text: 'On screen: Activity', line: 4 }],
    });
    expect(parseWebVtt('1\n00:00.000 --> 00:01.500\nHi\n')).toEqual({
      line: 1,
      message: 'a WebVTT file must begin with the line WEBVTT.',
    });
    expect(parseWebVtt('WEBVTT\n\n00:02.000 --> 00:01.000\nHi\n')).toEqual({
      line: 3,
      message: 'this cue ends before it begins.',
    });
    expect(parseWebVtt('WEBVTT\n\n00:00.000 -> 00:01.000\nHi\n')).toMatchObject({ line: 3 });
  });

  it('finds nothing wrong with the real files, in English and Hindi', () => {
    for (const language of ['en', 'hi']) {
      const result = checkLanguage(language);
      expect(result.ok ? [] : result.problems.map(describeProblem)).toEqual([]);
    }
  });

  it('refuses a transcript that leaves out a caption, naming the caption, its file and line', () => {
    const videos = videosOf().map((video, index) =>
      index === 1 ? { ...video, transcript: video.transcript.slice(0, 2) } : video,
    );
    const problems = videoFileProblems(videos, {
      language: 'en',
      file: 'content/en/impact.yaml',
      source: impactYaml,
      publicDir,
    }).map(describeProblem);
    const transcriptLine = lineOf(impactYaml, 'transcript:', impactYaml.indexOf('id: classroom'));
    expect(problems).toEqual([
      `content/en/impact.yaml, line ${transcriptLine}, videos.items[1].transcript: the transcript must say what the captions say, in the same order: add "On screen, below it: Demo clip, no sound." (public/media/clip-classroom.en.vtt, line 9) as a paragraph of its own.`,
    ]);
  });

  it('refuses a wrong length, and a video with no captions in the page language', () => {
    const videos = videosOf().map((video, index) =>
      index === 0
        ? { ...video, seconds: 9, captions: video.captions.filter((c) => c.srcLang !== 'en') }
        : video,
    );
    const problems = videoFileProblems(videos, {
      language: 'en',
      file: 'content/en/impact.yaml',
      source: impactYaml,
      publicDir,
    }).map(describeProblem);
    expect(problems).toEqual([
      `content/en/impact.yaml, line ${lineOf(impactYaml, '      seconds:')}, videos.items[0].seconds: the video clip-activity.mp4 is 4.0 seconds long: write seconds: 4.`,
      `content/en/impact.yaml, line ${lineOf(impactYaml, '      captions:')}, videos.items[0].captions: add captions in this page's language (language: en), so that they are shown by default.`,
    ]);
  });
});

describe('when each paragraph of a transcript is said (the viewer follows the video with it)', () => {
  const cue = (start: number, end: number, text: string) => ({ start, end, text, line: 1 });

  it("gives each paragraph its caption's times, in order, and none to what is only shown", () => {
    const transcript = ['Shown: a river.', 'Hello.', 'Shown: a boat.', 'Hello.', 'Bye.'];
    const cues = [cue(0, 1, 'Hello.'), cue(2, 3.5, 'Hello.'), cue(3.5, 4, 'Bye.')];
    expect(matchTranscript(transcript, cues)).toEqual({
      times: [null, { start: 0, end: 1 }, null, { start: 2, end: 3.5 }, { start: 3.5, end: 4 }],
    });
  });

  it('names the first caption no paragraph says, after the ones matched', () => {
    const cues = [cue(0, 1, 'Hello.'), cue(1, 2, 'Hello.')];
    expect(matchTranscript(['Hello.'], cues)).toEqual({ missing: cues[1] });
  });

  it('is added to the real videos from their captions, in English and Hindi', () => {
    for (const language of ['en', 'hi']) {
      const result = checkLanguage(language);
      if (!result.ok) throw new Error(result.problems.map(describeProblem).join('\n'));
      const activity = result.content.impact.videos.items.find((v) => v.id === 'activity-nbra');
      // "No sound. Shown: …" first, then the two captions of clip-activity.<language>.vtt.
      expect(activity?.transcriptTimes).toEqual([
        null,
        { start: 0, end: 1.5 },
        { start: 1.5, end: 4 },
      ]);
    }
  });
});
