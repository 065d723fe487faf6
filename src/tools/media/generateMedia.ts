/**
 * `npm run media`: makes every size of every picture the content names, and the demo clips.
 *
 * For each local picture in `content/<language>/*.yaml` (`file:` and `sizes:`), it writes
 * `public/media/<file>-<width>.webp` for every width, from the original photo
 * `content/media/<file>.jpg` (or .jpeg, .png, .webp) when there is one, or else from the demo
 * drawing of that name (illustrations.ts). A size already newer than its original is kept. The
 * five demo clips (H.264, with a poster and a WebVTT captions file each) are made when missing.
 * `npm run media -- --all` remakes everything.
 *
 * Needs ffmpeg built with librsvg, libwebp, libx264 and libfreetype (Debian's `ffmpeg` package
 * is) and the Noto Sans font (`fonts-noto-core`). See docs/media.md. The output is deterministic
 * enough to commit; the script fails if a file grows past its size budget, because the pages'
 * performance budget counts on small media.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedContent, ContentError } from '../../content/load/readContent';
import { mediaImages } from './contentImages';
import { clipBackgrounds, scenes, svgDocument } from './illustrations';
import { ORIGINALS_DIR, sourceOf, stillsToMake } from './mediaPlan';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const outDir = path.join(root, 'public/media');

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

/** The clips: what each shows on screen. The captions transcribe exactly these words. */
export const clips: Record<keyof typeof clipBackgrounds, { title: string; note: string }> = {
  activity: { title: 'Activity', note: 'Demo clip, no sound' },
  classroom: { title: 'Classroom', note: 'Demo clip, no sound' },
  cover: { title: 'Cover Page', note: 'Demo clip, no sound' },
  interactive: { title: 'Interactive Session', note: 'Demo clip, no sound' },
  session: { title: 'Awareness Session', note: 'Demo clip, no sound' },
};

const CLIP = { width: 640, height: 360, seconds: 4, fps: 25, noteAt: 1.5 } as const;

/** Size budgets in bytes (see docs/media.md). */
const budget = {
  hero1280: 60_000,
  still: 60_000,
  poster: 20_000,
  clip: 150_000,
} as const;

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

function vttTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  return `00:${String(whole).padStart(2, '0')}.${String(ms).padStart(3, '0')}`;
}

/**
 * Captions for a clip with no speech: they say which words are on screen, and when, each words
 * once (the title stays on screen; the second caption says only what is added below it).
 */
function captions(clip: { title: string; note: string }): string {
  return `WEBVTT

1
${vttTime(0)} --> ${vttTime(CLIP.noteAt)}
On screen: ${clip.title}

2
${vttTime(CLIP.noteAt)} --> ${vttTime(CLIP.seconds)}
On screen, below it: ${clip.note}.
`;
}

async function renderDrawing(work: string, stem: keyof typeof scenes, width: number) {
  const svgPath = path.join(work, `${stem}-${width}.svg`);
  await writeFile(svgPath, svgDocument(scenes[stem](), width));
  const file = path.join(outDir, `${stem}-${width}.webp`);
  // Quality 72 keeps the drawings' flat colours clean; the gradients band slightly, unseen.
  ffmpeg(['-i', svgPath, '-c:v', 'libwebp', '-quality', '72', '-compression_level', '6', file]);
  return file;
}

/** One width of an original photo, as WebP. */
function renderPhoto(original: string, stem: string, width: number): string {
  const file = path.join(outDir, `${stem}-${width}.webp`);
  ffmpeg([
    '-i',
    path.join(root, original),
    '-vf',
    `scale=${width}:-2:flags=lanczos`,
    '-c:v',
    'libwebp',
    '-quality',
    '75',
    '-compression_level',
    '6',
    file,
  ]);
  return file;
}

/** The picture's size at a width is missing, or older than the photo it comes from. */
async function outOfDate(file: string, original?: string): Promise<boolean> {
  if (!existsSync(file)) return true;
  if (!original) return false;
  return (await stat(path.join(root, original))).mtimeMs > (await stat(file)).mtimeMs;
}

async function renderClip(
  work: string,
  stem: keyof typeof clipBackgrounds,
  font: string,
): Promise<string[]> {
  const background = path.join(work, `clip-${stem}.svg`);
  const backgroundPng = path.join(work, `clip-${stem}.png`);
  await writeFile(background, svgDocument(clipBackgrounds[stem](), 768));
  ffmpeg(['-i', background, backgroundPng]);

  // Words go through files, so no text ever needs filter-graph escaping.
  const titleFile = path.join(work, `clip-${stem}-title.txt`);
  const noteFile = path.join(work, `clip-${stem}-note.txt`);
  await writeFile(titleFile, clips[stem].title);
  await writeFile(noteFile, clips[stem].note);

  const { width, height, seconds, fps, noteAt } = CLIP;
  const text = `fontfile=${font}:fontcolor=white:box=1:boxcolor=black@0.7:boxborderw=14`;
  const filter = [
    // A slow diagonal pan across the background is the clip's only motion.
    `crop=${width}:${height}:x='128*t/${seconds}':y='72*t/${seconds}'`,
    `drawtext=${text}:textfile=${titleFile}:fontsize=40:x=(w-text_w)/2:y=(h/2)-text_h-12:alpha='min(1,t/0.5)'`,
    `drawtext=${text}:textfile=${noteFile}:fontsize=24:x=(w-text_w)/2:y=(h/2)+20:enable='gte(t,${noteAt})':alpha='min(1,(t-${noteAt})/0.5)'`,
    'format=yuv420p',
  ].join(',');

  const video = path.join(outDir, `clip-${stem}.mp4`);
  ffmpeg([
    '-loop',
    '1',
    '-framerate',
    String(fps),
    '-t',
    String(seconds),
    '-i',
    backgroundPng,
    '-vf',
    filter,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-r',
    String(fps),
    '-an',
    '-movflags',
    '+faststart',
    video,
  ]);

  // The poster is a frame with both lines of words showing.
  const poster = path.join(outDir, `clip-${stem}-poster.webp`);
  ffmpeg([
    '-ss',
    String(seconds - 0.5),
    '-i',
    video,
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    '70',
    poster,
  ]);

  const track = path.join(outDir, `clip-${stem}.en.vtt`);
  await writeFile(track, captions(clips[stem]));
  return [video, poster, track];
}

async function checkBudget(file: string): Promise<void> {
  const { size } = await stat(file);
  const name = path.basename(file);
  const limit = name.endsWith('.mp4')
    ? budget.clip
    : name.includes('-poster')
      ? budget.poster
      : name.startsWith('hero-')
        ? budget.hero1280
        : name.endsWith('.vtt')
          ? Number.POSITIVE_INFINITY
          : budget.still;
  const verdict = size <= limit ? 'ok' : `OVER BUDGET (${limit} bytes)`;
  console.log(`${name.padEnd(44)} ${String(size).padStart(7)} bytes  ${verdict}`);
  if (size > limit) process.exitCode = 1;
}

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const font = FONT_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!font) throw new Error(`No font found; install fonts-noto-core. Tried ${FONT_CANDIDATES}`);

  const stills = stillsToMake(mediaImages(checkedContent()));
  const originalsDir = path.join(root, ORIGINALS_DIR);
  const originals = existsSync(originalsDir) ? await readdir(originalsDir) : [];
  const drawings = Object.keys(scenes);
  const missing = stills
    .map((still) => sourceOf(still.stem, originals, drawings))
    .flatMap((source) => (source.kind === 'missing' ? [source.message] : []));
  if (missing.length > 0) {
    console.error(missing.join('\n'));
    process.exitCode = 1;
    return;
  }

  await mkdir(outDir, { recursive: true });
  const work = await mkdtemp(path.join(tmpdir(), 'media-'));
  try {
    const written: string[] = [];
    for (const { stem, widths } of stills) {
      const source = sourceOf(stem, originals, drawings);
      for (const width of widths) {
        const file = path.join(outDir, `${stem}-${width}.webp`);
        const original = source.kind === 'original' ? source.file : undefined;
        if (!all && !(await outOfDate(file, original))) continue;
        written.push(
          original
            ? renderPhoto(original, stem, width)
            : await renderDrawing(work, stem as keyof typeof scenes, width),
        );
      }
    }
    for (const stem of Object.keys(clipBackgrounds) as (keyof typeof clipBackgrounds)[]) {
      if (!all && existsSync(path.join(outDir, `clip-${stem}.mp4`))) continue;
      written.push(...(await renderClip(work, stem, font)));
    }
    for (const file of written) await checkBudget(file);
    if (written.length === 0) console.log('Every size is already made and up to date.');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
