/**
 * Runs the Orca journeys (drive.py) against a running site, one fresh screen-reader session
 * (session.sh) per journey, and checks each transcript (transcript.ts). Used by `npm run audit`
 * and by `npm run audit:screen-reader` (cli.ts). How to run one journey by hand: README.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentLanguage, languages } from '../../src/content/languages';
import { LANGUAGE_VARIABLE } from '../../src/content/load/readContent';
import { isStopping, stopOnExit } from '../../src/testing/browser/cleanup';
import { freePort } from '../../src/testing/browser/site';
import { startDeadLink, type DeadLink } from './deadLink';
import { journeyConfig, type KeptEnquiryLinks } from './journeyConfig';
import { checkTranscript, type CheckResult } from './checkTranscript';
import { describeFocus, type Transcript } from './transcript';

const here = path.dirname(fileURLToPath(import.meta.url));
export const journeyNames = [
  'home',
  'menu',
  'lightbox',
  'contact',
  'under-eighteen',
  'parent',
  'transcript',
  'player',
  'offline',
  'kept-enquiry',
  'kept-refused',
] as const;
export type JourneyName = (typeof journeyNames)[number];

/**
 * The journeys the audit also walks in Firefox (Debian's Firefox ESR), after Chromium's, in every
 * language (docs/testing.md, "Firefox"; their time is in reports/ci-time.md). The accessibility
 * statement's "How we test" names them (a11y-tests/statementMethods.node.test.ts).
 */
export const firefoxJourneys: readonly JourneyName[] = [
  'home',
  'menu',
  'lightbox',
  'transcript',
  'contact',
  'offline',
  'kept-enquiry',
];
/** The browsers Orca reads: Chromium, and Debian's Firefox ESR (session.sh, ORCA_BROWSER). */
export const orcaBrowsers = ['chromium', 'firefox'] as const;
export type OrcaBrowser = (typeof orcaBrowsers)[number];

/** The Debian packages the journeys need, and the command each one provides. */
const tools: [command: string, debianPackage: string][] = [
  ['/usr/bin/Xvfb', 'xvfb'],
  ['/usr/bin/xdotool', 'xdotool'],
  ['/usr/bin/dbus-launch', 'dbus-x11'],
  ['/usr/libexec/at-spi-bus-launcher', 'at-spi2-core'],
  ['/usr/bin/orca', 'orca'],
];
export const SCREEN_READER_PACKAGES = 'orca xvfb xdotool at-spi2-core dbus-x11 python3-pyatspi';
/** Debian's Firefox ESR, for `--browser firefox` (session.sh's FIREFOX_PATH). */
const FIREFOX_PATH = '/usr/bin/firefox-esr';

/** Debian packages that are missing, by name; empty when the journeys can run. */
export function missingScreenReaderPackages(browsers: readonly OrcaBrowser[] = []): string[] {
  const missing = tools.filter(([command]) => !existsSync(command)).map(([, name]) => name);
  // Firefox's journeys need Debian's Firefox ESR (Chromium's are checked where it is started).
  if (browsers.includes('firefox') && !existsSync(process.env.FIREFOX_PATH ?? FIREFOX_PATH))
    missing.push('firefox-esr');
  const python = process.env.SYS_PY ?? '/usr/bin/python3';
  const pyatspi = spawnSync(python, ['-c', 'import pyatspi, orca'], { stdio: 'ignore' });
  if (pyatspi.status !== 0) missing.push('python3-pyatspi');
  return [...new Set(missing)];
}

export interface JourneyResult {
  journey: JourneyName;
  /** The pages' language folder (`en`, `hi`). */
  language: string;
  /** The browser Orca read (absent in results from before Firefox: Chromium). */
  browser?: OrcaBrowser;
  /**
   * Names its files and its lines in reports: `home` in the first language and Chromium,
   * `hi-home`; in Firefox `firefox-home`, `hi-firefox-home`.
   */
  name: string;
  transcript: Transcript | null;
  checks: CheckResult[];
  /** The session or the driver failed before a transcript was written. */
  error: string | null;
  seconds: number;
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    // Stopped with the tool when a signal stops it (src/testing/browser/cleanup.ts).
    const forget = stopOnExit(async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      forget();
      resolve({ code, output });
    });
  });
}

export interface OrcaRunOptions {
  baseUrl: string;
  /** The language whose pages are walked (its folder: `hi`); the first language by default. */
  language?: string;
  /** Transcripts (JSON and text) are written here. */
  outDir: string;
  journeys?: readonly JourneyName[];
  /** The browser Orca reads: Chromium unless given (`--browser firefox`). */
  browser?: OrcaBrowser;
  /** X display number (78 unless given: `npm run audit:screen-reader -- --display 81`). */
  display?: number;
  /** The port of the kept-enquiry journey's dead link (deadLink.ts); a free one (freePort) unless given. */
  deadLinkPort?: number;
  log?: (line: string) => void;
}

/** Each journey in its own session: a journey that goes wrong cannot spoil the next. */
export async function runOrcaJourneys(options: OrcaRunOptions): Promise<JourneyResult[]> {
  const log = options.log ?? console.log;
  const browser = options.browser ?? 'chromium';
  const missing = missingScreenReaderPackages([browser]);
  if (missing.length > 0) {
    throw new Error(
      `The screen-reader checks need the Debian packages ${missing.join(', ')}. ` +
        `Install them with: apt-get install -y --no-install-recommends ${SCREEN_READER_PACKAGES}` +
        (missing.includes('firefox-esr') ? ' firefox-esr' : ''),
    );
  }
  await mkdir(options.outDir, { recursive: true });
  const language = options.language ?? languages[0]?.folder ?? currentLanguage.folder;
  const prefix = languages.find((candidate) => candidate.folder === language)?.prefix;
  if (prefix === undefined)
    throw new Error(`content/settings.yaml lists no language "${language}".`);
  const work = await mkdtemp(path.join(tmpdir(), 'saathi-orca-'));
  const removeWork = () =>
    process.env.KEEP_ORCA_RUN ? Promise.resolve() : rm(work, { recursive: true, force: true });
  // A signal ends the tool before `finally` runs: the sessions' folders (a Chromium profile
  // each, megabytes) go then too, after the sessions, which were registered later.
  const forgetWork = stopOnExit(removeWork);
  const links = await startLinks(options);
  // The first language's transcripts in Chromium keep their names (home.txt); others are
  // hi-home.txt, and in Firefox firefox-home.txt and hi-firefox-home.txt.
  const fileName = (journey: string) =>
    [prefix ? language : '', browser === 'chromium' ? '' : browser, journey]
      .filter(Boolean)
      .join('-');
  const results: JourneyResult[] = [];
  try {
    const configFile = path.join(work, 'config.json');
    await writeJourneyConfig(configFile, options.baseUrl, language, prefix, links.addresses);
    for (const journey of options.journeys ?? journeyNames) {
      // Stopped by a signal: no new session (it would outlive the tool).
      if (isStopping()) break;
      const result = await runJourney(journey, {
        ...options,
        language,
        browser,
        name: fileName(journey),
        configFile,
        runDir: path.join(work, journey),
      });
      const failed = result.checks.filter((check) => !check.passed).length;
      log(
        `  Orca journey ${result.name}: ${
          result.error
            ? `ERROR ${result.error.split('\n')[0]}`
            : `${result.checks.length - failed} checks passed, ${failed} failed`
        } (${result.seconds} s)`,
      );
      results.push(result);
    }
  } finally {
    await links.close();
    forgetWork();
    await removeWork();
  }
  return results;
}

/**
 * The two links in front of the site that the kept-enquiry journeys send through (deadLink.ts),
 * each dropping every send; the kept-refused journey has its own go on to the service, which
 * refuses them. One each, so that neither journey meets the other's link.
 */
async function startLinks(options: OrcaRunOptions) {
  const started: DeadLink[] = [];
  const close = async () => {
    forget();
    await Promise.all(started.map((link) => link.close()));
  };
  const forget = stopOnExit(close);
  started.push(
    await startDeadLink(options.baseUrl, options.deadLinkPort ?? (await freePort())),
    await startDeadLink(options.baseUrl, await freePort()),
  );
  const [dead, refusing] = started.map((link) => link.baseUrl);
  const addresses: KeptEnquiryLinks = { dead: dead ?? '', refusing: refusing ?? '' };
  return { addresses, close };
}

/** The journeys' words in `language`, written to `file` for drive.py. */
async function writeJourneyConfig(
  file: string,
  baseUrl: string,
  language: string,
  prefix: string,
  links: KeptEnquiryLinks,
): Promise<void> {
  if (language === currentLanguage.folder) {
    await writeFile(file, JSON.stringify(await journeyConfig(baseUrl, prefix, links), null, 2));
    return;
  }
  // This process's content is in one language: another language's words come from a child.
  const child = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(here, 'writeJourneyConfig.ts'),
      baseUrl,
      prefix,
      file,
      links.dead,
      links.refusing,
    ],
    { ...process.env, [LANGUAGE_VARIABLE]: language },
    120_000,
  );
  if (child.code !== 0) throw new Error(`The ${language} journeys' words:\n${child.output}`);
}

interface JourneyRun extends OrcaRunOptions {
  language: string;
  browser: OrcaBrowser;
  /** Its transcripts' file name (`hi-firefox-home`). */
  name: string;
  configFile: string;
  /** The session's own folder (session.sh's RUN). */
  runDir: string;
}

/** One journey in a fresh session: its transcript and checks, or why there are none. */
async function runJourney(journey: JourneyName, options: JourneyRun): Promise<JourneyResult> {
  const started = Date.now();
  const env = {
    ...process.env,
    RUN: options.runDir,
    DISPLAY_NO: String(options.display ?? 78),
    ORCA_BROWSER: options.browser,
  };
  const result: JourneyResult = {
    journey,
    language: options.language,
    browser: options.browser,
    name: options.name,
    transcript: null,
    checks: [],
    error: null,
    seconds: 0,
  };
  const stopSession = async () => {
    await run('bash', [path.join(here, 'session.sh'), 'stop'], env, 60_000);
  };
  // Registered before the session starts, so that a signal stops it even half-started:
  // `session.sh start` is stopped first (the newest stop runs first), then this.
  const forgetSession = stopOnExit(stopSession);
  try {
    const session = await run('bash', [path.join(here, 'session.sh'), 'start'], env, 150_000);
    if (session.code !== 0) throw new Error(`session.sh start failed:\n${session.output}`);
    const out = path.join(options.outDir, `${options.name}.json`);
    const drive = await run(
      process.env.SYS_PY ?? '/usr/bin/python3',
      [path.join(here, 'drive.py'), options.configFile, journey, out],
      { ...env, ...(await sessionEnv(env.RUN)) },
      // A journey takes one to two minutes; this cap only stops a hung one.
      6 * 60_000,
    );
    if (drive.code !== 0 || !existsSync(out)) {
      throw new Error(`drive.py ${journey} failed (exit ${drive.code}):\n${drive.output}`);
    }
    result.transcript = JSON.parse(await readFile(out, 'utf8')) as Transcript;
    result.checks = checkTranscript(result.transcript);
    await writeFile(
      path.join(options.outDir, `${options.name}.txt`),
      transcriptText(result.transcript, result.checks),
    );
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    forgetSession();
    await stopSession();
  }
  result.seconds = Math.round((Date.now() - started) / 1000);
  return result;
}

async function sessionEnv(runDir: string | undefined): Promise<Record<string, string>> {
  if (!runDir) return {};
  const text = await readFile(path.join(runDir, 'env'), 'utf8');
  const env: Record<string, string> = {};
  for (const match of text.matchAll(/^export (\w+)='?([^'\n]*)'?$/gm)) {
    if (match[1]) env[match[1]] = match[2] ?? '';
  }
  return env;
}

/** The transcript as text, key by key, with each check under the key it judged. */
export function transcriptText(transcript: Transcript, checks: CheckResult[]): string {
  const lines = [`# ${transcript.title}`, ''];
  transcript.steps.forEach((step, index) => {
    lines.push(`>>> ${step.label}${step.timedOut ? '   (waited to the cap)' : ''}`);
    for (const event of step.events) {
      // The voice's language after the text, when Orca gave one: "SAYS   English   [en-in]".
      if (event.type === 'speech')
        lines.push(`      SAYS   ${event.text}${event.lang ? `   [${event.lang}]` : ''}`);
      else {
        const within = event.within.length ? `  in: ${event.within.join(' > ')}` : '';
        lines.push(`      FOCUS  ${describeFocus(event)}${within}`);
      }
    }
    if (step.events.length === 0) lines.push('      (nothing)');
    for (const check of checks.filter((item) => item.step === index)) {
      lines.push(
        `   ${check.passed ? 'PASS' : 'FAIL'}  ${check.kind}: expected ${check.expected}${
          check.passed ? '' : `; got: ${check.heard}`
        }`,
      );
    }
  });
  if (transcript.error) lines.push('', `STOPPED: ${transcript.error}`);
  return `${lines.join('\n')}\n`;
}
