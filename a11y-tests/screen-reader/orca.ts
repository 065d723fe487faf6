/**
 * Runs the Orca journeys (drive.py) against a running site, one fresh screen-reader session
 * (session.sh) per journey, and checks each transcript (transcript.ts). Used by `npm run audit`
 * and by `npm run audit:screen-reader` (cli.ts). How to run one journey by hand: README.md.
 */
import { helplines } from '../../src/content/urgentHelp';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contactContent } from '../../src/content/contact';
import { contactForm, dialogButtons } from '../../src/content/contactForm';
import {
  documentTitle,
  locale,
  offlinePage,
  pages,
  playerWords,
  shell,
} from '../../src/content/site';
import { positionInWords } from '../../src/components/PlayerControls/positionInWords';
import { offlinePageUrl } from '../../src/shared/offlinePage';
import { currentLanguage, languages } from '../../src/content/languages';
import { LANGUAGE_VARIABLE } from '../../src/content/load/readContent';
import {
  imageAnnouncement,
  imageDialogName,
  photos,
  videoAnnouncement,
  videoDialogName,
  viewer,
} from '../../src/testing/browser/lightbox';
import { impactContent } from '../../src/content/impact';
import { homeContent } from '../../src/content/home';
import { typedEnquiryIn } from '../../src/testing/browser/typedEnquiry';
import { isStopping, stopOnExit } from '../../src/testing/browser/cleanup';
import { freePort } from '../../src/testing/browser/site';
import { startDeadLink } from './deadLink';
import { checkTranscript, type CheckResult } from './checkTranscript';
import { describeFocus, type Transcript } from './transcript';
import { digitByDigit } from '../../src/content/spokenNumbers';
import { adultEnquiryFields } from '../../src/shared/enquiry';

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
] as const;
export type JourneyName = (typeof journeyNames)[number];

/**
 * The journeys the audit also walks in Firefox (Debian's Firefox ESR), after Chromium's, in every
 * language: about five minutes a language on two busy cores (docs/testing.md, "Firefox"). The
 * accessibility statement's "How we test" names them (a11y-tests/statementMethods.node.test.ts).
 */
export const firefoxJourneys: readonly JourneyName[] = ['home', 'menu', 'lightbox', 'contact'];
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

/** The page's first h1, from its served HTML (the prerender has it). */
async function firstHeading(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  if (!inner) throw new Error(`${url} has no h1`);
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What drive.py needs to know: the addresses, and the words the steps look for and expect,
 * all from the site's own content so that a change of words does not break the journeys.
 * `basePath` puts every page under a prefix ("/hi" for the Hindi pages, when they exist).
 */
/**
 * What the player journey expects to hear of the first video's controls, in the page's
 * language: names, the time in words at the start and the end, the volume, a speed, and the
 * captions choice (its page-language track, chosen by default).
 */
function playerJourneyWords(video: (typeof impactContent.videos.items)[number]) {
  const number = new Intl.NumberFormat(locale.lang);
  const time = (seconds: number) =>
    positionInWords(seconds, video.seconds, playerWords.timeOf, locale.lang);
  return {
    play: playerWords.play,
    pause: playerWords.pause,
    time: playerWords.time,
    timeAtStart: time(0),
    timeAtEnd: time(video.seconds),
    mute: playerWords.mute,
    volume: playerWords.volume,
    volumeFull: playerWords.percent.replace('{n}', number.format(100)),
    speed: playerWords.speed,
    normalSpeed: playerWords.normalSpeed,
    slowerSpeed: number.format(0.75),
    fullScreen: playerWords.fullScreen,
    keyboard: playerWords.keyboard,
    captions: viewer.captions,
    captionsOff: viewer.captionsOff,
    captionsOn:
      video.captions.find((track) => track.srcLang === currentLanguage.folder)?.label ?? '',
  };
}

export async function journeyConfig(baseUrl: string, basePath = '', deadLinkUrl = baseUrl) {
  const [home, about, impact, contact] = pages;
  const page = async (meta: (typeof pages)[number]) => ({
    path: meta.path,
    h1: await firstHeading(`${baseUrl}${basePath}${meta.path}`),
    title: documentTitle(meta.title),
  });
  const typed = typedEnquiryIn(currentLanguage.folder);
  const [firstVideo] = impactContent.videos.items;
  if (!firstVideo) throw new Error('The Impact page has no video');
  return {
    base: baseUrl,
    basePath,
    /** The pages' language (`hi`), which Orca must speak them in; and `<html lang>`. */
    language: currentLanguage.folder,
    lang: locale.lang,
    pages: {
      home: await page(home),
      about: await page(about),
      impact: await page(impact),
      contact: await page(contact),
    },
    shell: {
      skipLink: shell.skipLink,
      openMenu: shell.openMenu,
      menuTitle: shell.menuTitle,
      closeMenu: shell.closeMenu,
      aboutNav: about.navLabel,
    },
    // Every link that opens a new tab ends with these hidden words (Transcript.linkEndings).
    linkEndings: [shell.opensInNewTab],
    // The header's stops after the skip link, but for the language switch: one Tab more walks it.
    header: [shell.logoAlt, shell.helpNow, ...pages.map((meta) => meta.navLabel)],
    urgent: {
      // The first helpline's first number: after Home's two actions, the offline page's first.
      firstCall: firstCallLabel(),
    },
    // Home's first controls after the skip link: the hero's two actions.
    homeActions: [
      `${homeContent.hero.actions.book.label} ${shell.opensInNewTab}`,
      homeContent.hero.actions.contact.label,
    ],
    impact: {
      videosHeading: impactContent.videos.heading,
      booksHeading: impactContent.books.heading,
      next: viewer.next,
      previous: viewer.previous,
      videoDialog: videoDialogName(0),
      videoSays: [0, 1, 2].map(videoAnnouncement),
      imageDialog: imageDialogName(0),
      imageSays: [0, 1, 2].map((index) => imageAnnouncement(index % photos.length)),
      // The first video's transcript: its disclosure's name on the page (the word, then the
      // title) and in the viewer, and each paragraph, which Orca must read in turn. In the
      // viewer it follows the video: the hint first, and each line a caption says is a button
      // (Orca's role word after it, in Orca's own language).
      transcript: {
        title: firstVideo.title,
        pageSummary: `${viewer.transcript} (${firstVideo.title})`,
        viewerSummary: viewer.transcript,
        paragraphs: firstVideo.transcript,
        viewerLines: [
          viewer.transcriptHint,
          ...firstVideo.transcript.map((paragraph, index) =>
            firstVideo.transcriptTimes?.[index] ? `${paragraph} push button` : paragraph,
          ),
        ],
      },
      player: playerJourneyWords(firstVideo),
    },
    offline: {
      // Under basePath, like every path here: /offline.html, /hi/offline.html.
      path: offlinePageUrl(''),
      heading: offlinePage.heading,
    },
    contact: {
      formHeading: contactContent.form.heading,
      // An adult's form: its four fields in their order (a parent's has one more).
      fields: adultEnquiryFields.map((name) => contactForm.fields[name].label),
      values: adultEnquiryFields.map((name) => typed[name]),
      refusedMessage: typed.refusedMessage,
      submit: contactForm.submit,
      ok: dialogButtons.confirm,
      success: contactForm.success.title,
      failure: contactForm.failure.title,
      errorSummary: contactForm.errorSummaryTitle,
      writer: {
        adult: contactForm.writer.adult,
        adultHint: contactForm.writer.adultHint,
        parent: contactForm.writer.parent,
        underEighteen: contactForm.writer.underEighteen,
        heading: contactForm.writer.forUnderEighteen.heading,
        helplines: contactForm.writer.forUnderEighteen.helplines,
        why: contactForm.writer.forUnderEighteen.why,
        email: contactForm.resultPage.email,
      },
      /** A parent's part and their own field and statement. */
      parent: {
        howItWorks: contactForm.writer.forParent.howItWorks,
        relationship: contactForm.fields.relationship.label,
        consent: contactForm.consent.label,
      },
    },
    /** The form sent through a link that drops the send (deadLink.ts): kept on the phone. */
    keptEnquiry: {
      base: deadLinkUrl,
      title: contactForm.kept.title,
      notSentYet: contactForm.kept.notSentYet,
      yourMessage: contactForm.kept.yourMessage,
      delete: contactForm.kept.delete,
      deleted: contactForm.kept.deleted,
      undo: contactForm.kept.undo,
    },
  };
}

/** "Call Tele-MANAS on 1 4 4 1 6": the name of the first helpline's first number, digit by digit. */
function firstCallLabel(): string {
  const [line] = helplines;
  const [number] = line?.numbers ?? [];
  if (!line || !number) throw new Error('src/content/urgentHelp.ts lists no helpline number.');
  return line.callLabel.replace('{number}', digitByDigit(number.label));
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
  const missing = missingScreenReaderPackages([options.browser ?? 'chromium']);
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
  const configFile = path.join(work, 'config.json');
  const deadLink = await startDeadLink(options.baseUrl, options.deadLinkPort ?? (await freePort()));
  const forgetDeadLink = stopOnExit(deadLink.close);
  // The first language's transcripts in Chromium keep their names (home.txt); others are
  // hi-home.txt, and in Firefox firefox-home.txt and hi-firefox-home.txt.
  const browser = options.browser ?? 'chromium';
  const fileName = (journey: string) =>
    [prefix ? language : '', browser === 'chromium' ? '' : browser, journey]
      .filter(Boolean)
      .join('-');
  const results: JourneyResult[] = [];
  try {
    if (language === currentLanguage.folder) {
      await writeFile(
        configFile,
        JSON.stringify(await journeyConfig(options.baseUrl, prefix, deadLink.baseUrl), null, 2),
      );
    } else {
      // This process's content is in one language: another language's words come from a child.
      const child = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(here, 'writeJourneyConfig.ts'),
          options.baseUrl,
          prefix,
          configFile,
          deadLink.baseUrl,
        ],
        { ...process.env, [LANGUAGE_VARIABLE]: language },
        120_000,
      );
      if (child.code !== 0) throw new Error(`The ${language} journeys' words:\n${child.output}`);
    }
    for (const journey of options.journeys ?? journeyNames) {
      // Stopped by a signal: no new session (it would outlive the tool).
      if (isStopping()) break;
      const started = Date.now();
      const env = {
        ...process.env,
        RUN: path.join(work, journey),
        DISPLAY_NO: String(options.display ?? 78),
        ORCA_BROWSER: browser,
      };
      const result: JourneyResult = {
        journey,
        language,
        browser,
        name: fileName(journey),
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
        const out = path.join(options.outDir, `${fileName(journey)}.json`);
        const drive = await run(
          process.env.SYS_PY ?? '/usr/bin/python3',
          [path.join(here, 'drive.py'), configFile, journey, out],
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
          path.join(options.outDir, `${fileName(journey)}.txt`),
          transcriptText(result.transcript, result.checks),
        );
      } catch (error) {
        result.error = error instanceof Error ? error.message : String(error);
      } finally {
        forgetSession();
        await stopSession();
      }
      result.seconds = Math.round((Date.now() - started) / 1000);
      const failed = result.checks.filter((check) => !check.passed).length;
      log(
        `  Orca journey ${fileName(journey)}: ${
          result.error
            ? `ERROR ${result.error.split('\n')[0]}`
            : `${result.checks.length - failed} checks passed, ${failed} failed`
        } (${result.seconds} s)`,
      );
      results.push(result);
    }
  } finally {
    forgetDeadLink();
    await deadLink.close();
    forgetWork();
    await removeWork();
  }
  return results;
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
