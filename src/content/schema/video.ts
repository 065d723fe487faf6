/**
 * The checks of a video of the Impact page's list (`videos.items` of impact.yaml): its files,
 * its captions (one file a language), what its sound gives a visitor who cannot see it, and with
 * a described version that file and its own captions. What only the files themselves can tell
 * (lengths, WebVTT, the transcript against the captions) is checked in Node by
 * src/content/load/videoFiles.ts.
 */
import { isMap } from 'yaml';
import { timeInWords } from '../../shared/timeInWords.ts';
import type { VideoCaptions, VideoItem } from '../types';
import {
  fieldProblem,
  INVALID,
  inside,
  list,
  oneOf,
  optional,
  problem,
  readFields,
  text,
  wholeNumber,
  type Check,
} from './check.ts';
import { mediaFile } from './fields.ts';

/** A captions file of a video: `file:`, `language:` and `label:` (its name in its own language). */
function captionsFile(): Check<VideoCaptions> {
  return {
    expects: 'a captions file, with file:, language: and label:',
    read(node, place) {
      if (!isMap(node)) {
        return problem(
          place,
          node,
          'describe the captions here, with file:, language: and label:.',
        );
      }
      const value = readFields(
        {
          file: mediaFile('the name of the captions file (.vtt)'),
          language: text(),
          label: text(),
        },
        node,
        place,
      );
      if (value === INVALID) return INVALID;
      if (!value.file.endsWith('.vtt')) {
        return problem(
          inside(place, 'file', node),
          node,
          'write the name of a WebVTT captions file (ending in .vtt).',
        );
      }
      return { src: value.file, srcLang: value.language, label: value.label };
    },
  };
}

/** What `sound:` may say: docs/content-editing.md ("Add a video"). */
export const SOUND_KINDS = ['no sound', 'describes itself', 'described version'] as const;

const VIDEO_FIELDS =
  'id:, title:, file:, poster:, captions:, width:, height:, description:, seconds:, sound: and transcript:';

/** The first language two files of a captions list share, if any. */
function languageTwice(tracks: readonly VideoCaptions[]): string | undefined {
  const languages = tracks.map((track) => track.srcLang);
  return languages.find((language, index) => languages.indexOf(language) !== index);
}

/**
 * What is wrong, if anything, with a video's described version and its captions: `sound:
 * described version` goes with `describedVersion:`, and `describedVersion:` with
 * `describedCaptions:`, the captions of what its voice says. The clip's own captions do not say
 * it (they would show "no sound" while it speaks: WCAG 1.2.2), so a described version without
 * captions of its own is refused.
 */
function describedMismatch(value: {
  readonly sound: VideoItem['sound'];
  readonly describedVersion?: string;
  readonly describedCaptions?: readonly VideoCaptions[];
}): { field: string; message: string } | undefined {
  const described = value.sound === 'described version';
  const hasFile = value.describedVersion !== undefined;
  if (described && !hasFile) {
    return {
      field: 'sound',
      message:
        'a video with sound: described version needs describedVersion: with the name of the described file (.mp4).',
    };
  }
  if (!described && hasFile) {
    return {
      field: 'describedVersion',
      message:
        'describedVersion: belongs only to a video with sound: described version; remove it, or change sound:.',
    };
  }
  if (hasFile && value.describedCaptions === undefined) {
    return {
      field: 'describedVersion',
      message:
        'the described version needs captions of its own, of what its voice says: add describedCaptions: beside describedVersion:, with a captions file (.vtt) written as under captions:.',
    };
  }
  if (!hasFile && value.describedCaptions !== undefined) {
    return {
      field: 'describedCaptions',
      message:
        'describedCaptions: are the captions of a described version; remove them, or add describedVersion: with its file (.mp4).',
    };
  }
  return undefined;
}

/**
 * A video: its file (MP4), poster, captions (one file a language), size, title, description,
 * length, what its sound gives a visitor who cannot see it (with a described version, that
 * file and its own captions), and its transcript. Its length is also put in words in `lang`, the
 * language of the file it is in (`spokenLength`, from `timeInWords` at build time: a page that
 * made it as it starts would load the engine's locale data, one long task on a cheap phone).
 */
export function video(lang: string): Check<VideoItem> {
  const fields = {
    id: text({ expects: 'a short name of letters, digits and dashes' }),
    title: text(),
    file: mediaFile('the name of the video file (.mp4)'),
    poster: mediaFile('the name of the poster picture'),
    captions: list(captionsFile()),
    width: wholeNumber(1),
    height: wholeNumber(1),
    description: text(),
    seconds: wholeNumber(1),
    sound: oneOf(SOUND_KINDS),
    describedVersion: optional(mediaFile('the name of the described version (.mp4)')),
    describedCaptions: optional(list(captionsFile())),
    transcript: list(text()),
  };
  return {
    expects: `a video, with ${VIDEO_FIELDS}`,
    read(node, place) {
      if (!isMap(node)) {
        return problem(place, node, `describe the video here, with ${VIDEO_FIELDS}.`);
      }
      const value = readFields(fields, node, place);
      if (value === INVALID) return INVALID;
      for (const key of ['file', 'describedVersion'] as const) {
        if (value[key] !== undefined && !value[key].endsWith('.mp4')) {
          return problem(
            inside(place, key, node),
            node,
            'write the name of an MP4 file (ending in .mp4).',
          );
        }
      }
      const mismatch = describedMismatch(value);
      if (mismatch) return fieldProblem(node, place, mismatch.field, mismatch.message);
      for (const key of ['captions', 'describedCaptions'] as const) {
        const twice = languageTwice(value[key] ?? []);
        if (twice !== undefined) {
          return problem(
            inside(place, key, node),
            node,
            `the captions list two files in the language ${twice}; give one file a language.`,
          );
        }
      }
      return {
        id: value.id,
        title: value.title,
        src: value.file,
        type: 'video/mp4',
        poster: value.poster,
        captions: value.captions,
        width: value.width,
        height: value.height,
        description: value.description,
        seconds: value.seconds,
        spokenLength: timeInWords(value.seconds, lang),
        sound: value.sound,
        ...(value.describedVersion === undefined
          ? {}
          : { describedVersion: value.describedVersion }),
        ...(value.describedCaptions === undefined
          ? {}
          : { describedCaptions: value.describedCaptions }),
        transcript: value.transcript,
      };
    },
  };
}
