/**
 * How code that runs outside a browser is told which language to render (src/content/languages.ts
 * decides it once, as the module graph starts). A browser needs neither: the address says it.
 */

/**
 * The parameter that names the language in the server bundle's own address
 * (`entry-server.js?language=hi`). The build and the service import the one bundle once per
 * language; each import is a module graph of its own, in its language.
 */
export const LANGUAGE_PARAMETER = 'language';

/**
 * The variable that names the language for code run with tsx (the screen-reader journeys read
 * another language's words in a child process with it) and for the words read in Node
 * (src/content/load/readContent.ts). Unset or empty: the first language of content/settings.yaml.
 */
export const LANGUAGE_VARIABLE = 'SAATHI_LANGUAGE';
