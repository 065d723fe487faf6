import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Plain, high-contrast, readable at 400 % zoom and in forced-colours mode. */
const STYLE = `
body { font: 1.125rem/1.6 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 0 auto;
  padding: 1rem; max-width: 72rem; overflow-wrap: anywhere; }
a { color: #015560; }
:focus-visible { outline: 3px solid #ffdd00; box-shadow: 0 0 0 6px #0b0c0c; }
table { border-collapse: collapse; width: 100%; }
.table-scroll { overflow-x: auto; }
th, td { border: 1px solid #6b6b6b; padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
th { overflow-wrap: normal; }
caption { text-align: start; font-weight: 700; padding-block: 0.5rem; }
.fail { color: #b3261e; font-weight: 700; }
.pass { color: #0a6b2e; font-weight: 700; }
code, pre { font-size: 0.95rem; white-space: pre-wrap; }
img { max-width: 100%; height: auto; border: 1px solid #6b6b6b; }
tr.setup { color: #4a4a4a; }
table.transcript td, table.transcript th { overflow-wrap: normal; }
table.transcript td:first-child { white-space: nowrap; }
table.transcript td:last-child { width: 32%; overflow-wrap: anywhere; }
td ol, td ul { margin: 0; padding-inline-start: 1.25rem; }
`;

/** One page of the report: its title, the style, and the body in `main`. */
export function Document({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

/** The page as a file's text: the doctype, then the markup React renders. */
export function renderDocument(page: ReactElement): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}\n`;
}
