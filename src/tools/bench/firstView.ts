/**
 * Which script files make a page's first view: the entry and the preloads the inline boot
 * script names (data-entry, data-preload; src/startup/boot.js), any script file or
 * modulepreload link the HTML names, and everything those import statically (Vite's
 * manifest). The boot script itself is part of the HTML (about 1 KB compressed). Anything else the
 * browser fetches (the menu panel prefetched on idle, the lightbox on first use) is lazy and is
 * reported apart, because the budget is about what a visitor must download to use the page.
 */
type Manifest = Record<string, { file: string; imports?: string[] }>;

export function firstViewScripts(html: string, manifest: Manifest): string[] {
  const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
  const scripts = new Set<string>();
  const visit = (file: string) => {
    if (scripts.has(file)) return;
    scripts.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
  };
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)) visit(match[1] ?? '');
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g)) {
    visit(match[1] ?? '');
  }
  for (const match of html.matchAll(/\sdata-entry="\/([^"]+)"/g)) visit(match[1] ?? '');
  for (const match of html.matchAll(/\sdata-preload="([^"]*)"/g)) {
    for (const href of (match[1] ?? '').split(' ')) visit(href.replace(/^\//, ''));
  }
  scripts.delete('');
  return [...scripts].map((file) => `/${file}`);
}
