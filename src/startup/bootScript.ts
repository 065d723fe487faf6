/**
 * Build-time half of the boot script (Node only): reads boot.js, fills in the names it shares
 * with the app, minifies it, and writes the `<script>` tag each prerendered page ends with. The
 * build also writes the text's hash for the Content-Security-Policy (src/build/prerender.ts), so
 * the service allows exactly this inline script and no other. Why there is a boot script at all,
 * and why inline: README.md in this folder.
 */
import { readFileSync } from 'node:fs';
import { minifySync } from 'vite';
import { escapeHtml } from '../shared/escapeHtml';
import { partAttribute } from '../lib/onDemand';
import { APP_STARTING_EVENT, EARLY_INTERACTION_ATTRIBUTE } from './earlyInteractions';

const BOOT_FILE = new URL('./boot.js', import.meta.url);

/** The names boot.js leaves to the build, and their values (shared with the app). */
const SHARED_NAMES: Record<string, string> = {
  EARLY_INTERACTION_ATTRIBUTE,
  APP_STARTING_EVENT,
};

/**
 * boot.js as the pages carry it: the names filled in, comments and white space gone, local
 * names shortened. Not "compressed" (no rewriting of the code itself): the script reads
 * `document.currentScript` once, at its start, and must keep doing so.
 */
export function buildBootScript(source: string): string {
  let filled = source;
  for (const [name, value] of Object.entries(SHARED_NAMES)) {
    filled = filled.replace(new RegExp(`\\b${name}\\b`, 'g'), JSON.stringify(value));
  }
  const result = minifySync('boot.js', filled, { compress: false, mangle: true });
  if (result.errors.length) {
    throw new Error(
      `src/startup/boot.js: ${result.errors.map((error) => error.message).join('; ')}`,
    );
  }
  return result.code.trim();
}

/** Exactly the text between every page's `<script>` tags. */
export const BOOT_SCRIPT_SOURCE = buildBootScript(readFileSync(BOOT_FILE, 'utf8'));

/** Files worth having before they are asked for, on screens that match `media`. */
export interface IdlePrefetch {
  files: readonly string[];
  media: string;
}

/**
 * The inline script that replaces the entry script and every modulepreload link of a page.
 * `parts` lists the files of parts the page fetches on demand, by name (src/lib/onDemand.ts);
 * the boot script itself ignores them.
 */
export function bootScriptTag(
  entry: string,
  preloads: readonly string[],
  prefetch: IdlePrefetch,
  parts: Readonly<Record<string, readonly string[]>> = {},
): string {
  const partAttributes = Object.entries(parts)
    .map(([name, files]) => ` ${partAttribute(name)}="${escapeHtml(files.join(' '))}"`)
    .join('');
  return (
    `<script data-entry="${escapeHtml(entry)}"` +
    ` data-preload="${escapeHtml(preloads.join(' '))}"` +
    ` data-prefetch="${escapeHtml(prefetch.files.join(' '))}"` +
    ` data-prefetch-media="${escapeHtml(prefetch.media)}"${partAttributes}>${BOOT_SCRIPT_SOURCE}</script>`
  );
}
