/// <reference types="vite/client" />

/** The year the site was built, set by vite.config.ts; the footer starts from it. */
declare const __BUILD_YEAR__: number;

/**
 * RETENTION_DAYS as the build read it (src/build/retentionSetting.ts): days, or null for "kept
 * until deleted". The privacy notice says it; the service keeps enquiries for the same value.
 */
declare const __RETENTION_DAYS__: number | null;

/**
 * The code the site was built from, beside the conformance report's commit
 * (src/build/siteCode.ts): null when git could not tell.
 */
declare const __SITE_CODE__: {
  commit: string;
  changedSinceReport: number;
  uncommitted: boolean;
} | null;

interface ImportMetaEnv {
  /** Base path of the contact API the browser calls. Default `/u1`. */
  readonly VITE_API_BASE?: string;
}

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/**
 * Each language's words, one loader per part, each a chunk of its own (src/build/contentPlugin.ts;
 * src/content/words/loaded.ts loads them). Only under Vite.
 */
declare module 'virtual:saathi-words' {
  export const wordLoaders: Readonly<
    Record<string, Readonly<Record<string, () => Promise<{ words: unknown }>>>>
  >;
}
