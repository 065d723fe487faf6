/**
 * The language switch's figures (languageSwitch.ts measures them): which pages it goes between,
 * which script files are words, the budget and the report's section; no browser here.
 *
 * The client build is one for every language (docs/decisions.md, "Languages"): a page in the
 * other language runs the same scripts, and only its words are its own, a chunk per language and
 * part. So a visitor who opens a page and then the same page in the other language should fetch
 * its words alone. Which files are words is read from Vite's manifest, not guessed from their
 * names: each words chunk is the chunk of a content file, key `content/<language>/<file>.yaml`.
 */
import { BUDGET_LIMITS, BUDGETS, median, unmeasured, type BudgetCheck } from './budgets';
import { SLOW_PROFILE } from './slowPhone';

/** The words chunk a file is: its language's folder and its content file (`site.yaml`). */
export interface WordsChunk {
  language: string;
  content: string;
}

type Manifest = Record<string, { file: string }>;

/** Every words chunk of the build, by its address (`/assets/site-….js`). */
export function wordsChunksOf(manifest: Manifest): Map<string, WordsChunk> {
  const chunks = new Map<string, WordsChunk>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /^content\/([^/]+)\/([^/]+\.yaml)$/.exec(key);
    if (match?.[1] && match[2]) {
      chunks.set(`/${chunk.file}`, { language: match[1], content: match[2] });
    }
  }
  return chunks;
}

/** A route of `dist/routes.json`. */
export interface BuiltRoute {
  url: string;
  language: string;
  id?: string;
}

/** One visit after another: the second page, in `language`, opened after the first. */
export interface LanguageSwitch {
  from: string;
  to: string;
  language: string;
}

/** Each language's home page after each other language's (`/` then `/hi`, `/hi` then `/`). */
export function languageSwitches(routes: readonly BuiltRoute[]): LanguageSwitch[] {
  const homes = routes.filter((route) => route.id === 'home');
  return homes.flatMap((from) =>
    homes
      .filter((to) => to.language !== from.language)
      .map((to) => ({ from: from.url, to: to.url, language: to.language })),
  );
}

/** A script file the second page fetched over the network (not from a cache). */
export interface FetchedScript {
  /** Its address (`/assets/site-….js`). */
  file: string;
  /** As transferred: compressed, with headers. */
  bytes: number;
  /** The words chunk it is, or null for code. */
  words: WordsChunk | null;
}

export interface LanguageSwitchRun extends LanguageSwitch {
  /** Every script file fetched over the network from the second page's navigation until it had
   * hydrated and its idle prefetches were in. */
  fetched: FetchedScript[];
  /** From the second page's navigation until React had hydrated it (polled every 100 ms). */
  hydratedMs: number;
}

export type LanguageSwitchFigures =
  | { available: true; runs: LanguageSwitchRun[] }
  | { available: false; reason: string; skipped?: true };

const bytesOf = (run: LanguageSwitchRun) =>
  run.fetched.reduce((sum, script) => sum + script.bytes, 0);

/** Not a words chunk of the second page's language: code, or another language's words. */
const notItsWords = (run: LanguageSwitchRun) =>
  run.fetched.filter((script) => script.words?.language !== run.language);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const fileName = (file: string) => file.slice(file.lastIndexOf('/') + 1);

function byDirection(runs: readonly LanguageSwitchRun[]): LanguageSwitchRun[][] {
  const directions = new Map<string, LanguageSwitchRun[]>();
  for (const run of runs) {
    const key = `${run.from} → ${run.to}`;
    directions.set(key, [...(directions.get(key) ?? []), run]);
  }
  return [...directions.values()];
}

/**
 * Every run of each direction: the scripts fetched are all words of the second page's
 * language, and at most `languageSwitchScriptBytes` (budgets.ts) in all.
 */
export function checkLanguageSwitchBudgets(figures: LanguageSwitchFigures): BudgetCheck[] {
  if (!figures.available) {
    return figures.skipped ? [] : [unmeasured('Other language after one', figures)];
  }
  return byDirection(figures.runs).flatMap((runs) => {
    const [first] = runs;
    if (!first) return [];
    const route = `${first.from} → ${first.to} (2G)`;
    const others = [...new Set(runs.flatMap((run) => notItsWords(run).map((s) => s.file)))];
    const files = Math.max(...runs.map((run) => run.fetched.length));
    const bytes = Math.max(...runs.map(bytesOf));
    return [
      {
        budget: 'Other language after one: only its words fetched (every run)',
        route,
        value: others.length
          ? `${others.length} of ${files} files not its words: ${others.map(fileName).join(', ')}`
          : `${files} files, all words`,
        limit: `words chunks of ${first.language} only`,
        pass: others.length === 0,
      },
      {
        budget: 'Other language after one: script transferred (every run)',
        route,
        value: kb(bytes),
        limit: BUDGET_LIMITS.languageSwitchScriptBytes,
        pass: bytes <= BUDGETS.languageSwitchScriptBytes,
      },
    ];
  });
}

/** The report's section: each direction's medians, every run, and the first run's files. */
export function languageSwitchSection(figures: LanguageSwitchFigures): string {
  if (!figures.available) return `The language switch was not measured: ${figures.reason}.`;
  const rows = byDirection(figures.runs).map((runs) => {
    const [first] = runs;
    if (!first) return '';
    const files = first.fetched
      .map(
        (script) =>
          `\`${fileName(script.file)}\` ${kb(script.bytes)} ` +
          (script.words ? `(words, ${script.words.language}/${script.words.content})` : '(code)'),
      )
      .join(', ');
    return (
      `| ${first.from} → ${first.to} | ${median(runs.map((run) => run.fetched.length))} | ` +
      `${kb(median(runs.map(bytesOf)))} (${runs.map((run) => kb(bytesOf(run))).join(', ')}) | ` +
      `${median(runs.map((run) => run.fetched.length - notItsWords(run).length))} | ` +
      `${(median(runs.map((run) => run.hydratedMs)) / 1000).toFixed(1)} s | ${files || 'none'} |`
    );
  });
  return [
    'The same page in the other language, after the first, on a 2G-class phone: a fresh Chromium ' +
      'context opens the first page on an unslowed link and leaves it until it has hydrated and its ' +
      'idle prefetches are in, then opens the second in the same tab, with the HTTP cache the first ' +
      `left (the service worker blocked), at ${SLOW_PROFILE.latencyMs} ms RTT, ` +
      `${SLOW_PROFILE.kbitPerSecond} kbit/s and CPU ${SLOW_PROFILE.cpuSlowdown}x (DevTools protocol ` +
      'throttling) on a 390 x 844 touch screen. Counted: the script files the second page fetched ' +
      'over the network (not from the memory or disk cache) until it had hydrated and its idle ' +
      'prefetches were in, as transferred (compressed, with headers). Medians, then every run; the ' +
      "files are the first run's.",
    '',
    '| From → to | Script files fetched | Transferred | Of which its words | Hydrated after | Files |',
    '|---|--:|--:|--:|--:|---|',
    ...rows,
  ].join('\n');
}
