/**
 * Readers of Vite's client manifest (`dist/.vite/manifest.json`), for the prerender: which chunk
 * files a module needs, what it can load on demand, the entry and its startup steps.
 */

/** Vite's client manifest: each module's chunk, its imports and dynamic imports, by source path. */
export type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/**
 * The chunk files a source module needs, from Vite's client manifest: what each imports comes
 * before it, and the module's own chunk last, so the app can run them in this order one task
 * each (src/app/mountApp.tsx).
 */
export function chunksFor(manifest: Manifest, source: string): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || seen.has(entry.file)) return;
    seen.add(entry.file);
    entry.imports?.forEach(visit);
    ordered.push(entry.file);
  };
  if (!manifest[source]) throw new Error(`No chunk for ${source} in the client manifest.`);
  visit(source);
  return ordered;
}

/**
 * Every module that `source` or a chunk it needs imports dynamically (by source path): the lazy
 * parts that page can load, wherever the bundler put the code that loads them.
 */
export function dynamicImportsOf(manifest: Manifest, source: string): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || seen.has(key)) return;
    seen.add(key);
    entry.dynamicImports?.forEach((imported) => found.add(imported));
    entry.imports?.forEach(visit);
  };
  visit(source);
  return found;
}

/** The language of a manifest key that is a content file (`content/hi/site.yaml`), if it is one. */
export function wordsLanguageOf(key: string): string | undefined {
  return /^content\/([^/]+)\/[^/]+\.yaml$/.exec(key)?.[1];
}

/**
 * The entry, from Vite's client manifest, and the chunks it needs as it starts: its static
 * imports (what Vite preloads with `modulepreload`), then its dynamic imports (src/main.tsx runs
 * the app in steps, one task each) and what they import. The entry's dynamic imports are all
 * startup steps by design; the pages and the lazy parts are imported further down.
 */
export function entryOf(manifest: Manifest): {
  file: string;
  preloads: string[];
  startup: string[];
  /** Its startup steps, by source path. */
  steps: string[];
} {
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  const [entry] = entries;
  if (!entry || entries.length > 1) {
    throw new Error(`The client manifest names ${entries.length} entries, not one.`);
  }
  // The words' loaders are no step: a page loads its own language's (prerenderSite).
  const steps = (entry.dynamicImports ?? []).filter((key) => !wordsLanguageOf(key));
  const chunksOf = (keys: string[] | undefined) => [
    ...new Set((keys ?? []).flatMap((key) => chunksFor(manifest, key))),
  ];
  return {
    file: entry.file,
    preloads: chunksOf(entry.imports),
    startup: chunksOf(steps),
    steps,
  };
}
