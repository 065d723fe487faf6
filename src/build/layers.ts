/**
 * The folders of the repository, what each holds and what its code may import: the one home of
 * these rules. ESLint enforces them (`layers/imports`, src/build/layerRule.ts, wired in
 * eslint.config.js), and docs/architecture.md's "Folders" table shows them, checked row by row
 * against this list by src/build/layers.node.test.ts, as is every folder of src/ being here.
 *
 * A file belongs to the innermost folder listed (src/content/load/ before src/content/, any other
 * file of src/ to `src/` itself). It may import anything in its own folder, and from other folders
 * only those its `mayImport` names. Tests (`*.test.ts(x)`) may import anything: they never ship.
 */

/**
 * Where a folder's code runs, which decides two things more: only Node code may import Node's
 * built-ins, and code that can be part of the public pages may not import the owner's inbox
 * (a bundle of its own: docs/architecture.md, "Rendering and hydration").
 */
export type Runtime =
  | 'the browser'
  | "the browser (the owner's inbox)"
  | 'the browser and Node'
  | 'jsdom (tests)'
  | 'Node'
  | 'not code';

export interface Layer {
  /** From the repository's root, ending in a slash: `src/components/`. */
  folder: string;
  /** What it holds, in one line (the table's "holds" cell). */
  role: string;
  runsIn: Runtime;
  /** The other folders its code may import, or anything (Node tools and the tests' helpers). */
  mayImport: readonly string[] | 'anything';
}

/** The code of these runtimes can end up in a public page's JavaScript. */
export const PUBLIC_RUNTIMES: readonly Runtime[] = ['the browser', 'the browser and Node'];

/**
 * The inbox's modules outside src/inbox/: its words, and the shapes of its API that the service
 * shares. Public code importing them would put the inbox into a public page's JavaScript.
 */
export const INBOX_MODULES: readonly string[] = [
  'src/inbox/',
  'src/content/inbox.ts',
  'src/shared/inbox.ts',
];

/** Files that run in Node inside folders whose code runs in the browser: Node's built-ins allowed. */
export const NODE_FILES: readonly { file: string; why: string }[] = [
  { file: 'src/entry-server.tsx', why: "the render bundle's entry: the prerender and the service" },
  { file: 'src/startup/bootScript.ts', why: "the boot script's build-time half" },
  { file: 'src/shared/cspHash.ts', why: 'the CSP hashes, for the build and the service' },
];

export const layers: readonly Layer[] = [
  {
    folder: 'content/',
    role: "every public word, figure, link, picture and video, in YAML, one folder per language (`content/en/`); `settings.yaml` lists the languages; `content/media/` the owner's original photos (docs/content-editing.md)",
    runsIn: 'not code',
    mayImport: [],
  },
  {
    folder: 'src/',
    role: "its own files are the two entries: `main.tsx`, the browser's, and `entry-server.tsx`, the render bundle's (Node)",
    runsIn: 'the browser',
    mayImport: [
      'src/app/',
      'src/pages/',
      'src/content/',
      'src/lib/',
      'src/shared/',
      'src/startup/',
      'src/styles/',
    ],
  },
  {
    folder: 'src/content/',
    role: "the typed words and media the UI imports (`site.ts`, `home.ts`, …, thin over `words/`), the route table (`routeTable.ts`), the content check (`schema/`), the inbox's words (`inbox.ts`)",
    runsIn: 'the browser and Node',
    mayImport: ['src/content/load/', 'src/shared/'],
  },
  {
    folder: 'src/content/load/',
    role: 'reads and checks the content files, for the build and for scripts run with tsx; never in a bundle',
    runsIn: 'Node',
    mayImport: ['src/content/', 'src/shared/'],
  },
  {
    folder: 'src/components/',
    role: 'building blocks: react-aria wrappers (Button, AlertDialog), plain-HTML TextField and SubmitButton, ExternalLink, Lightbox…, one folder each with its styles, tests and README',
    runsIn: 'the browser',
    mayImport: ['src/content/', 'src/lib/', 'src/shared/'],
  },
  {
    folder: 'src/layout/',
    role: "the page's frame: Header, MobileMenu, Footer, NavLinks, SkipLink, LanguageSwitch, HelpNowLink",
    runsIn: 'the browser',
    mayImport: ['src/components/', 'src/content/', 'src/lib/'],
  },
  {
    folder: 'src/styles/',
    role: 'the global layer (`base.css`), the design tokens (`tokens.css`), and rules CSS modules `composes:` (`links.module.css`)',
    runsIn: 'not code',
    mayImport: [],
  },
  {
    folder: 'src/pages/',
    role: 'one folder per page; pages only lay content out',
    runsIn: 'the browser',
    mayImport: [
      'src/components/',
      'src/layout/',
      'src/features/',
      'src/content/',
      'src/lib/',
      'src/shared/',
      'src/startup/',
    ],
  },
  {
    folder: 'src/features/',
    role: 'what a visitor does that takes more than a page: `contact/` (the enquiry form and its call), `keptEnquiries/` (an enquiry kept on the phone)',
    runsIn: 'the browser',
    mayImport: ['src/components/', 'src/content/', 'src/lib/', 'src/shared/', 'src/startup/'],
  },
  {
    folder: 'src/inbox/',
    role: "the owner's private inbox (`inbox.html`'s entry): sign-in, the list, one enquiry, e-mail state, exports",
    runsIn: "the browser (the owner's inbox)",
    mayImport: [
      'src/components/',
      'src/layout/',
      'src/content/',
      'src/lib/',
      'src/shared/',
      'src/styles/',
    ],
  },
  {
    folder: 'src/lib/',
    role: "the browser's plumbing: the one HTTP client, focus moves (`focus.ts`), the overlay host, parts fetched on demand, page preloading, the service worker's registration, react-aria's words (`reactAriaWords.ts`)",
    runsIn: 'the browser',
    mayImport: ['src/content/', 'src/shared/'],
  },
  {
    folder: 'src/shared/',
    role: "code more than one side runs (the browser, the service, the build): the enquiry check, the inbox API's shapes, what the build leaves the service (`builtSite.ts`)",
    runsIn: 'the browser and Node',
    mayImport: [],
  },
  {
    folder: 'src/startup/',
    role: 'from the HTML to the hydrated app: the boot script (`boot.js`, `bootScript.ts` its build-time half), the task steps, the early interactions (src/startup/README.md)',
    runsIn: 'the browser',
    mayImport: ['src/lib/', 'src/shared/'],
  },
  {
    folder: 'src/app/',
    role: 'App (providers and routes), SiteLayout, route-change focus',
    runsIn: 'the browser',
    mayImport: [
      'src/pages/',
      'src/features/',
      'src/layout/',
      'src/components/',
      'src/content/',
      'src/lib/',
      'src/shared/',
      'src/startup/',
    ],
  },
  {
    folder: 'src/serviceWorker/',
    role: 'the service worker (Workbox; its own `tsconfig.json`): which pages it keeps and how (docs/offline.md)',
    runsIn: 'the browser',
    mayImport: ['src/shared/'],
  },
  {
    folder: 'src/server/',
    role: "the Fastify service, the owner's CLIs (`cli/`), the inbox's API (`inbox/`); at run time it loads the build's render bundle from `dist/.server/`",
    runsIn: 'Node',
    mayImport: ['src/shared/'],
  },
  {
    // The command line tools use the service's modules, never the other way round: what both
    // need is a module of the service (src/server/enquiryExport.ts, the CLI's and the inbox's
    // exports).
    folder: 'src/server/cli/',
    role: "the owner's command line tools (`npm run enquiries`, `npm run inbox`), over the service's modules",
    runsIn: 'Node',
    mayImport: ['src/server/', 'src/shared/'],
  },
  {
    folder: 'src/build/',
    role: "the build pipeline (client, prerender, compression), `npm start`'s build check, and the checks that read the whole repository",
    runsIn: 'Node',
    mayImport: 'anything',
  },
  {
    folder: 'src/tools/',
    role: 'tools run by hand, by the checking scripts or by CI, never by the build: `bench/`, `checks/`, `media/`, `screenshots/`, `timing/` (src/tools/README.md)',
    runsIn: 'Node',
    mayImport: 'anything',
  },
  {
    folder: 'src/testing/',
    role: "the tests' shared helpers, one folder per project: `browser/` and `server/` here, `jsdom/` below (src/testing/README.md)",
    runsIn: 'Node',
    mayImport: 'anything',
  },
  {
    folder: 'src/testing/jsdom/',
    role: "the jsdom projects' helpers: the setup file, the whole site at an address, the fakes",
    runsIn: 'jsdom (tests)',
    mayImport: [
      'src/app/',
      'src/pages/',
      'src/features/',
      'src/layout/',
      'src/components/',
      'src/inbox/',
      'src/content/',
      'src/lib/',
      'src/shared/',
      'src/startup/',
    ],
  },
  {
    folder: 'a11y-tests/',
    role: 'page-level sweeps in jsdom and Chromium; `audit/` (`npm run audit`), `screen-reader/` (the Orca journeys), `acr/` (the conformance report)',
    runsIn: 'Node',
    mayImport: 'anything',
  },
  {
    folder: 'docs/',
    role: 'how the project works and why; `docs/spec/` is what it must do',
    runsIn: 'not code',
    mayImport: [],
  },
];
