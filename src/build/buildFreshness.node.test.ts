import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_RENDER_DIR } from '../shared/builtSite';
import { BUILD_STAMP, isBuildCurrent } from './buildFreshness';
import { writePrivacyNotice } from './privacyNotice';
import { retentionSetting } from './retentionSetting';

/** A project folder of its own: a source file, a content file and a build stamp, with set times. */
let root: string;
const dist = () => path.join(root, 'dist');
const at = (seconds: number) => new Date(1_700_000_000_000 + seconds * 1000);

async function touch(file: string, seconds: number): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'x');
  await utimes(file, at(seconds), at(seconds));
  // A folder's own time changes when something is added to it; set every folder on the way
  // back to the start, so only the files' times count.
  for (let folder = path.dirname(file); folder.startsWith(root); folder = path.dirname(folder)) {
    await utimes(folder, at(0), at(0));
  }
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'freshness-'));
  await touch(path.join(root, 'src/main.tsx'), 10);
  await touch(path.join(root, 'content/en/home.yaml'), 10);
  await touch(path.join(root, 'src/server/main.ts'), 10);
  await touch(path.join(root, 'src/tools/bench/runBench.ts'), 10);
  // The privacy notice of the build, saying what the environment sets (unset: kept until deleted).
  await writePrivacyNotice(retentionSetting(), path.join(dist(), SERVER_RENDER_DIR));
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe('isBuildCurrent', () => {
  it('is false when there is no complete build', async () => {
    expect(await isBuildCurrent(root, dist())).toBe(false);
  });

  it('is true when the build is newer than every source', async () => {
    await touch(path.join(dist(), BUILD_STAMP), 20);
    expect(await isBuildCurrent(root, dist())).toBe(true);
  });

  it('is false after the founder edits a content file', async () => {
    await touch(path.join(dist(), BUILD_STAMP), 20);
    await touch(path.join(root, 'content/en/home.yaml'), 30);
    expect(await isBuildCurrent(root, dist())).toBe(false);
  });

  it('is false after a component changes', async () => {
    await touch(path.join(dist(), BUILD_STAMP), 20);
    await touch(path.join(root, 'src/main.tsx'), 30);
    expect(await isBuildCurrent(root, dist())).toBe(false);
  });

  it("ignores the service's code and the tools, which are not part of the built site", async () => {
    await touch(path.join(dist(), BUILD_STAMP), 20);
    await touch(path.join(root, 'src/server/main.ts'), 30);
    await touch(path.join(root, 'src/tools/bench/runBench.ts'), 30);
    expect(await isBuildCurrent(root, dist())).toBe(true);
  });
});
