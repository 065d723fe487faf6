/**
 * The checked words of `privacy` (see ./README.md). Under Vite this module is replaced by the words
 * themselves (src/build/contentPlugin.ts); run with tsx, the line below reads and checks them.
 */
import { readContent } from '../load/readContent';

export const words = readContent().privacy;
