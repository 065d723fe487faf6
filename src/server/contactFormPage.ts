/**
 * The pages that answer the contact form posted without script (docs/spec/contracts.md §3.11):
 * rendered per request by the build's server-side bundle (src/entry-server.tsx, the same React
 * components as the site: the layout, the form, the error summary), poured into the template the
 * build wrote beside it (src/shared/builtSite.ts). Both live in dist/, so the service needs
 * nothing else; they are loaded on the first such post (few visitors need them, and React costs
 * the service's start nothing until then).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from '../shared/escapeHtml';
import { PAGE_TEMPLATE_FILE, SERVER_ENTRY_FILE, SERVER_RENDER_DIR } from '../shared/builtSite';
import type { ContactFormResult, RenderContactFormResult } from '../shared/contactFormResult';

export interface ContactFormRenderer {
  /** The page with `<!--app-title-->`, `<!--app-description-->` and `<!--app-html-->` to fill. */
  template: string;
  render: RenderContactFormResult;
}

export interface ContactFormPages {
  /** The whole HTML page for a result. */
  page(result: ContactFormResult): Promise<string>;
}

/** The renderer and template of a built site (`npm run build`). */
export function builtRenderer(distDir: string): () => Promise<ContactFormRenderer> {
  const folder = path.join(distDir, SERVER_RENDER_DIR);
  return async () => {
    const [template, entry] = await Promise.all([
      readFile(path.join(folder, PAGE_TEMPLATE_FILE), 'utf8'),
      import(pathToFileURL(path.join(folder, SERVER_ENTRY_FILE)).href) as Promise<{
        renderContactFormResult: RenderContactFormResult;
      }>,
    ]);
    return { template, render: entry.renderContactFormResult };
  };
}

export function contactFormPages(load: () => Promise<ContactFormRenderer>): ContactFormPages {
  let loading: Promise<ContactFormRenderer> | undefined;
  const renderer = () => {
    // Loaded once; after a failure (no build yet, say) the next post tries again.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    async page(result) {
      const { template, render } = await renderer();
      const { html, title, description } = await render(result);
      // Functions, so that `$` in the visitor's words is never read as a replacement pattern.
      return template
        .replace('<!--app-title-->', () => escapeHtml(title))
        .replace('<!--app-description-->', () => escapeHtml(description))
        .replace('<!--app-html-->', () => html);
    },
  };
}

/**
 * When the page cannot be rendered at all (no build, a broken one): the service's words alone, so
 * the visitor still learns what happened to their message. Never the visitor's own words.
 */
export function lastResortPage(message: string): string {
  const text = escapeHtml(message);
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${text}</title></head>` +
    `<body><main><p>${text}</p><p><a href="/contact">/contact</a></p></main></body></html>`
  );
}
