/**
 * The pages that answer the contact form posted without script (docs/spec/contracts.md §3.11):
 * rendered per request by the build's server-side bundle (src/entry-server.tsx, the same React
 * components as the site: the layout, the form, the error summary), poured into the template the
 * build wrote for each language (src/shared/builtSite.ts), both of the language the form said (the
 * Hindi layout and words for a post from /hi/contact). Both live in dist/, so the service needs
 * nothing else; each language's are loaded on its first such post (few visitors need them, and
 * React costs the service's start nothing until then).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from '../shared/escapeHtml';
import { fillTemplate } from '../shared/pageTemplate';
import {
  PAGE_TEMPLATE_FILE,
  SERVER_ENTRY_FILE,
  SERVER_RENDER_DIR,
  languageRenderDir,
} from '../shared/builtSite';
import type { ContactFormResult, RenderContactFormResult } from '../shared/contactFormResult';
import type { ServiceLanguage } from '../shared/serviceWords';
import { LANGUAGE_PARAMETER } from '../shared/renderLanguage';

export interface ContactFormRenderer {
  /** The page with `<!--app-title-->`, `<!--app-description-->` and `<!--app-html-->` to fill. */
  template: string;
  render: RenderContactFormResult;
}

export interface ContactFormPages {
  /** The whole HTML page for a result, in a language. */
  page(result: ContactFormResult, language: ServiceLanguage): Promise<string>;
}

/** Loads the renderer and template of one language. */
export type LoadContactFormRenderer = (language: ServiceLanguage) => Promise<ContactFormRenderer>;

/** The renderer and template of each language of a built site (`npm run build`). */
export function builtRenderer(distDir: string): LoadContactFormRenderer {
  return async (language) => {
    const serverDir = path.join(distDir, SERVER_RENDER_DIR);
    // The one server bundle, as a module graph in this language (src/shared/renderLanguage.ts).
    const entryAddress = pathToFileURL(path.join(serverDir, SERVER_ENTRY_FILE));
    entryAddress.searchParams.set(LANGUAGE_PARAMETER, language.folder);
    const [template, entry] = await Promise.all([
      readFile(
        path.join(serverDir, languageRenderDir(language.prefix), PAGE_TEMPLATE_FILE),
        'utf8',
      ),
      import(entryAddress.href) as Promise<{
        renderContactFormResult: RenderContactFormResult;
      }>,
    ]);
    return { template, render: entry.renderContactFormResult };
  };
}

export function contactFormPages(load: LoadContactFormRenderer): ContactFormPages {
  const loading = new Map<string, Promise<ContactFormRenderer>>();
  const renderer = (language: ServiceLanguage) => {
    // Loaded once per language; after a failure (no build yet, say) the next post tries again.
    let loaded = loading.get(language.folder);
    if (!loaded) {
      loaded = load(language).catch((error: unknown) => {
        loading.delete(language.folder);
        throw error;
      });
      loading.set(language.folder, loaded);
    }
    return loaded;
  };
  return {
    async page(result, language) {
      const { template, render } = await renderer(language);
      // The visitor's words are in the page: a `$` in them stays as it is (fillTemplate).
      return fillTemplate(template, await render(result));
    },
  };
}

/**
 * When the page cannot be rendered at all (no build, a broken one): the service's words alone, in
 * the language the form said and marked as such, so the visitor still learns what happened to
 * their message, and a way back to the form. Never the visitor's own words.
 */
export function lastResortPage(message: string, language: ServiceLanguage): string {
  const text = escapeHtml(message);
  const contact = escapeHtml(`${language.prefix}/contact`);
  return (
    `<!doctype html><html lang="${escapeHtml(language.lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${text}</title></head>` +
    `<body><main><p>${text}</p><p><a href="${contact}">${escapeHtml(language.service.backToForm)}</a></p></main></body></html>`
  );
}
