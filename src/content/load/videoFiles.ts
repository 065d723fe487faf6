/**
 * The checks of a video's files that the words alone cannot make (Node only, at build time, with
 * the rest of the content check): each local captions file is valid WebVTT, its cues end within
 * the clip, the clip is as long as `seconds:` says (read from the MP4 itself), and the transcript
 * holds every caption of the page's language, in order (docs/content-editing.md, "Add a video").
 * A described version's captions get the same checks of their files, against its own MP4.
 * Files given as https:// addresses are not read.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import type { ContentProblem } from '../schema/check.ts';
import type { CueTime, VideoCaptions, VideoItem } from '../types';

/** One cue of a WebVTT file: its times in seconds, its text (lines joined by a space), its line. */
export interface Cue {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly line: number;
}

const TIME = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/;

function seconds(time: string): number | undefined {
  const match = TIME.exec(time);
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', secs = '0', millis = '0'] = match;
  if (Number(minutes) > 59 || Number(secs) > 59) return undefined;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/**
 * Reads a WebVTT file (the parts the site uses: the header, optional cue ids, timings with
 * settings, text; NOTE, STYLE and REGION blocks are skipped). Gives its cues, or the first
 * mistake with its line.
 */
export function parseWebVtt(source: string): { cues: Cue[] } | { line: number; message: string } {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    return { line: 1, message: 'a WebVTT file must begin with the line WEBVTT.' };
  }
  const cues: Cue[] = [];
  let index = 1;
  while (index < lines.length) {
    // Skip blank lines, then read one block up to the next blank line.
    while (index < lines.length && lines[index]?.trim() === '') index++;
    if (index >= lines.length) break;
    const blockStart = index;
    const block: string[] = [];
    while (index < lines.length && lines[index]?.trim() !== '') block.push(lines[index++] ?? '');
    if (/^(NOTE|STYLE|REGION)\b/.test(block[0] ?? '')) continue;
    const timingAt = block.findIndex((line) => line.includes('-->'));
    if (timingAt < 0 || timingAt > 1) {
      return {
        line: blockStart + 1,
        message: 'this cue has no timing line (00:00.000 --> 00:01.500).',
      };
    }
    const timingLine = blockStart + timingAt + 1;
    const [from = '', rest = ''] = (block[timingAt] ?? '').split('-->').map((part) => part.trim());
    const to = rest.split(/\s+/)[0] ?? '';
    const start = seconds(from);
    const end = seconds(to);
    if (start === undefined || end === undefined) {
      return {
        line: timingLine,
        message: `write the times as mm:ss.ttt or hh:mm:ss.ttt (00:01.500), not "${block[timingAt]}".`,
      };
    }
    if (end <= start) {
      return { line: timingLine, message: 'this cue ends before it begins.' };
    }
    if (cues.length > 0 && start < (cues.at(-1)?.start ?? 0)) {
      return {
        line: timingLine,
        message: 'this cue begins before the one above it: keep the cues in order.',
      };
    }
    const text = block
      .slice(timingAt + 1)
      .join(' ')
      .trim();
    if (text === '') return { line: timingLine, message: 'this cue has no words.' };
    cues.push({ start, end, text, line: timingLine });
  }
  if (cues.length === 0) return { line: 1, message: 'this captions file has no cues.' };
  return { cues };
}

/**
 * What an MP4 file's movie header says (its length, its picture and sound tracks), read with
 * mp4box.js, GPAC's parser; undefined when the file has none (not an MP4, or cut short).
 */
export function mp4Movie(file: Uint8Array): Movie | undefined {
  const iso = createFile();
  let movie: Movie | undefined;
  iso.onReady = (info: Movie) => {
    movie = info;
  };
  // Parsed whole at once: the header is found, or the file has none.
  iso.appendBuffer(MP4BoxBuffer.fromArrayBuffer(file.slice().buffer, 0));
  iso.flush();
  return movie;
}

/** The length of an MP4 file in seconds, from its movie header. */
export function mp4Seconds(file: Uint8Array): number | undefined {
  const movie = mp4Movie(file);
  return movie && movie.timescale > 0 ? movie.duration / movie.timescale : undefined;
}

/** The path of a file the site serves from /media/, or undefined for an https:// address. */
function localFile(address: string, publicDir: string): string | undefined {
  return address.startsWith('/media/') ? path.join(publicDir, address) : undefined;
}

/** Words compared the way a reader hears them: spaces and curly quotes evened out. */
const even = (text: string) =>
  text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

/** The line of a video's field in its content file (the video found by its `id:`). */
function lineIn(source: string, id: string, field: string): number {
  const lines = source.split('\n');
  const idLine = lines.findIndex((line) => new RegExp(`^\\s*-?\\s*id:\\s*${id}\\s*$`).test(line));
  const fieldLine = lines.findIndex(
    (line, index) => index > idLine && new RegExp(`^\\s*-?\\s*${field}:`).test(line),
  );
  return (fieldLine >= 0 ? fieldLine : Math.max(idLine, 0)) + 1;
}

/** Where the checks of one video record what they find. */
interface VideoChecks {
  /** The page's language (`en`, `hi`): a captions list must have a file in it. */
  readonly language: string;
  /** A local `/media/…` file's path, or undefined for an https:// address (not read). */
  readonly local: (address: string) => string | undefined;
  /** A mistake at a field of the video in its content file. */
  readonly at: (field: string, message: string) => void;
  /** A mistake in another file (a captions file), at its line. */
  readonly inFile: (problem: ContentProblem) => void;
}

/**
 * The length in seconds of a video's local MP4 file (`file:` or `describedVersion:`, named by
 * `field`), read from the file; a file that is missing or cannot be read is a mistake. Undefined
 * for an https:// address, or when the file cannot be read.
 */
function fileSeconds(address: string, field: string, checks: VideoChecks): number | undefined {
  const clip = checks.local(address);
  if (!clip) return undefined;
  if (!existsSync(clip)) {
    checks.at(field, `there is no file public/media/${path.basename(clip)}.`);
    return undefined;
  }
  const length = mp4Seconds(readFileSync(clip));
  if (length === undefined) {
    checks.at(
      field,
      `${path.basename(clip)} is not an MP4 file this check can read (no movie header).`,
    );
  }
  return length;
}

/**
 * The checks every captions list of a video gets, the clip's (`captions`) and its described
 * version's (`describedCaptions`): a file in the page's language, each local file there, valid
 * WebVTT, and no cue after the end of the file it captions (`length` seconds, when known). Gives
 * the local file of the page's language with its cues, for the transcript.
 */
function captionsProblems(
  tracks: readonly VideoCaptions[],
  field: 'captions' | 'describedCaptions',
  length: number | undefined,
  checks: VideoChecks,
): { name: string; cues: Cue[] } | undefined {
  const { language } = checks;
  if (!tracks.some((track) => track.srcLang === language)) {
    checks.at(
      field,
      `add captions in this page's language (language: ${language}), so that they are shown by default.`,
    );
  }
  let own: { name: string; cues: Cue[] } | undefined;
  for (const track of tracks) {
    const captions = checks.local(track.src);
    if (!captions) continue;
    const name = `public/media/${path.basename(captions)}`;
    if (!existsSync(captions)) {
      checks.at(field, `there is no captions file ${name}.`);
      continue;
    }
    const parsed = parseWebVtt(readFileSync(captions, 'utf8'));
    if ('message' in parsed) {
      checks.inFile({ file: name, line: parsed.line, field: '', message: parsed.message });
      continue;
    }
    const late = parsed.cues.find((cue) => length !== undefined && cue.end > length + 0.05);
    if (late && length !== undefined) {
      checks.inFile({
        file: name,
        line: late.line,
        field: '',
        message: `this cue ends at ${late.end} seconds, after the end of the video (${length.toFixed(1)} seconds).`,
      });
    }
    if (track.srcLang === language) own = { name, cues: parsed.cues };
  }
  return own;
}

/**
 * Every mistake in the files of the videos of one language: `language` is the folder
 * (`en`, `hi`), `source` the text of its impact.yaml (for the lines), `publicDir` where local
 * `/media/…` files are. A described version's captions are checked as the clip's are, against
 * the described file's own length; the transcript is held to the clip's captions alone (it
 * already says what the description's voice says: docs/content-editing.md, "Add a video").
 */
export function videoFileProblems(
  videos: readonly VideoItem[],
  options: { language: string; file: string; source: string; publicDir: string },
): ContentProblem[] {
  const { language, file, source, publicDir } = options;
  const problems: ContentProblem[] = [];
  videos.forEach((video, index) => {
    const checks: VideoChecks = {
      language,
      local: (address) => localFile(address, publicDir),
      at: (name, message) =>
        problems.push({
          file,
          line: lineIn(source, video.id, name),
          field: `videos.items[${index}].${name}`,
          message,
        }),
      inFile: (problem) => problems.push(problem),
    };
    const length = fileSeconds(video.src, 'file', checks);
    if (length !== undefined && Math.abs(length - video.seconds) > 0.5) {
      checks.at(
        'seconds',
        `the video ${path.basename(video.src)} is ${length.toFixed(1)} seconds long: write seconds: ${Math.round(length)}.`,
      );
    }
    const own = captionsProblems(video.captions, 'captions', length, checks);
    const matched = own && matchTranscript(video.transcript, own.cues);
    if (own && matched && 'missing' in matched) {
      const { text, line } = matched.missing;
      checks.at(
        'transcript',
        `the transcript must say what the captions say, in the same order: add "${text}" (${own.name}, line ${line + 1}) as a paragraph of its own.`,
      );
    }
    if (video.describedVersion !== undefined) {
      const described = fileSeconds(video.describedVersion, 'describedVersion', checks);
      captionsProblems(video.describedCaptions ?? [], 'describedCaptions', described, checks);
    }
  });
  return problems;
}

/**
 * The transcript holds each caption of the page's language, in order, as one paragraph: each
 * cue is said by the next paragraph with its words. Gives when each paragraph is said (its
 * cue's times; null for a paragraph no cue says, such as what is shown), or the first cue that
 * no paragraph says.
 */
export function matchTranscript(
  transcript: readonly string[],
  cues: readonly Cue[],
): { times: (CueTime | null)[] } | { missing: Cue } {
  const paragraphs = transcript.map(even);
  const times: (CueTime | null)[] = paragraphs.map(() => null);
  let from = 0;
  for (const cue of cues) {
    const found = paragraphs.indexOf(even(cue.text), from);
    if (found < 0) return { missing: cue };
    times[found] = { start: cue.start, end: cue.end };
    from = found + 1;
  }
  return { times };
}

/**
 * The videos with `transcriptTimes`, when each transcript paragraph is said, from the local
 * captions file of the page's language (the viewer's transcript follows the video with them).
 * A video whose captions are at an https:// address, or do not match, keeps a plain
 * transcript: checkLanguage runs this only once videoFileProblems has found nothing wrong.
 */
export function withTranscriptTimes(
  videos: readonly VideoItem[],
  options: { language: string; publicDir: string },
): VideoItem[] {
  return videos.map((video) => {
    const track = video.captions.find((each) => each.srcLang === options.language);
    const file = track && localFile(track.src, options.publicDir);
    if (!file || !existsSync(file)) return video;
    const parsed = parseWebVtt(readFileSync(file, 'utf8'));
    const matched = 'cues' in parsed ? matchTranscript(video.transcript, parsed.cues) : undefined;
    return matched && 'times' in matched ? { ...video, transcriptTimes: matched.times } : video;
  });
}
