import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCRIPT_HASHES_FILE, SERVER_RENDER_DIR } from '../shared/builtSite';
import { readScriptHashes } from './securityHeaders';

let distDir: string;
const hashesFile = () => path.join(distDir, SERVER_RENDER_DIR, SCRIPT_HASHES_FILE);

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'hashes-'));
  await mkdir(path.join(distDir, SERVER_RENDER_DIR));
});
afterEach(() => rm(distDir, { recursive: true, force: true }));

describe('the inline script hashes the build wrote', () => {
  it('are read as the build wrote them', async () => {
    const hash = "'sha256-/4lKlk1xIONMlh8qyi9lQipVFDVRC0jfj9UZpU6aRNM='";
    await writeFile(hashesFile(), JSON.stringify({ scriptSrc: [hash] }));
    expect(await readScriptHashes(distDir)).toEqual([hash]);
  });

  it('stop the service with a plain sentence when the build left none', async () => {
    await expect(readScriptHashes(distDir)).rejects.toThrow(
      /build the site first \(npm run build\)/,
    );
  });

  it('are refused when they are not CSP hashes, so nothing else can be allowed through', async () => {
    for (const wrong of [
      { scriptSrc: ["'unsafe-inline'"] },
      { scriptSrc: ['sha256-abc'] },
      { scriptSrc: "'sha256-abc='" },
      {},
    ]) {
      await writeFile(hashesFile(), JSON.stringify(wrong));
      await expect(readScriptHashes(distDir)).rejects.toThrow(/does not list script hashes/);
    }
  });
});
