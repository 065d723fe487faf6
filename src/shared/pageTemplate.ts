import { escapeHtml } from './escapeHtml';

/** What a page puts into its template: the words are text, `html` is markup already. */
export interface PageParts {
  title: string;
  description: string;
  html: string;
}

/**
 * A page in its template (the client build's index.html, or the service's `page.html`):
 * the markers `<!--app-title-->`, `<!--app-description-->` and `<!--app-html-->` filled. The
 * prerender and the service both fill pages this way, with functions as the replacements, so
 * that a `$` in the words or the markup (`$&`, `` $` ``, `$'`, `$$`) is never read as a
 * replacement pattern.
 */
export function fillTemplate(template: string, { title, description, html }: PageParts): string {
  return template
    .replace('<!--app-title-->', () => escapeHtml(title))
    .replace('<!--app-description-->', () => escapeHtml(description))
    .replace('<!--app-html-->', () => html);
}
