import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SERVER_RENDER_DIR } from '../shared/builtSite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and videos are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|vtt|xml|webmanifest)$/;
/** Below this, compression saves nothing worth a second file. */
const MIN_BYTES = 512;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The service's render bundle is read from disk, never sent: no compressed copies.
    if (entry.isDirectory() && entry.name === SERVER_RENDER_DIR) continue;
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every text file in dir, at the highest levels: the work is
 * done once at build time so the server only picks the right file per request.
 */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}
