import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { SERVER_RENDER_DIR } from '../shared/builtSite.ts';

/** The project's root folder, wherever the command is started from. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const distDir = path.join(projectRoot, 'dist');
/**
 * The server-side build: the prerender renders every page with it, and the service the contact
 * form's answers, and the inline script's hashes for the CSP (src/shared/builtSite.ts). Inside
 * dist/, never served.
 */
export const ssrDir = path.join(distDir, SERVER_RENDER_DIR);
