import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The project's root folder, wherever the command is started from. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const distDir = path.join(projectRoot, 'dist');
/** The server-side build used only to prerender; never served. */
export const ssrDir = path.join(projectRoot, 'dist-ssr');
