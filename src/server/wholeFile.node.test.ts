import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeWholeFile } from './wholeFile';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'whole-file-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('writeWholeFile', () => {
  it('writes a new file readable by its owner only, and leaves no temporary file', async () => {
    const file = path.join(folder, 'key');
    expect(writeWholeFile(file, 'first')).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('first');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(folder)).toEqual(['key']);
  });

  it('replaces the file that is there', async () => {
    const file = path.join(folder, 'key');
    await writeFile(file, 'old');
    expect(writeWholeFile(file, 'new')).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readdir(folder)).toEqual(['key']);
  });

  it('with onlyIfAbsent, keeps the file that is there and says so', async () => {
    const file = path.join(folder, 'key');
    await writeFile(file, 'kept');
    expect(writeWholeFile(file, 'lost', { onlyIfAbsent: true })).toBe(false);
    expect(await readFile(file, 'utf8')).toBe('kept');
    expect(await readdir(folder)).toEqual(['key']);
  });

  it('throws what the file system said, and leaves nothing behind', async () => {
    const file = path.join(folder, 'missing-folder', 'key');
    expect(() => writeWholeFile(file, 'text')).toThrow(/ENOENT/);
    expect(await readdir(folder)).toEqual([]);
  });
});
