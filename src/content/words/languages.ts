/**
 * The languages of the site and the one these pages are in, from `content/settings.yaml` (see
 * ./README.md). Under Vite this module is replaced by the data itself
 * (src/build/contentPlugin.ts); run with tsx, the line below reads it.
 */
import { siteLanguages } from '../load/readContent';

export const words = siteLanguages();
