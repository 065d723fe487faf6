/**
 * `npm run audit:screen-reader -- [journey...] [--language hi] [--browser firefox] [--display 81]
 * [--port 3210]`: the Orca journeys alone, in Chromium (or Debian's Firefox ESR with `--browser
 * firefox`), on the pages of one language (the first by default), against the built site
 * served on a free port (or on `--port`, and the kept-enquiry journey's dead link on the port after
 * it, for a machine shared with others who keep to ranges of ports), on X display 78 unless
 * `--display` names another. Transcripts go to reports/a11y/screen-reader/. Exits 1 when a check
 * fails or a journey could not run.
 */
import path from 'node:path';
import { stopAllOnSignals } from '../../src/testing/browser/cleanup';
import { projectRoot, startSite } from '../../src/testing/browser/site';
import {
  journeyNames,
  orcaBrowsers,
  runOrcaJourneys,
  type JourneyName,
  type OrcaBrowser,
} from './orca';

const args = process.argv.slice(2);
/** The value after `--name`, and where it is. */
const valueOf = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return { at: at >= 0 ? at + 1 : -1, value: at >= 0 ? args[at + 1] : undefined };
};
const language = valueOf('language');
const display = valueOf('display');
const port = valueOf('port');
const browser = valueOf('browser');
const chosen = args.filter(
  (arg, index) =>
    !arg.startsWith('--') && ![language.at, display.at, port.at, browser.at].includes(index),
);
if (browser.value !== undefined && !(orcaBrowsers as readonly string[]).includes(browser.value)) {
  console.error(`--browser takes ${orcaBrowsers.join(' or ')}, not "${browser.value}".`);
  process.exit(2);
}
if (display.value !== undefined && !/^\d+$/.test(display.value)) {
  console.error(`--display takes an X display number (81), not "${display.value}".`);
  process.exit(2);
}
if (
  port.value !== undefined &&
  !(/^\d+$/.test(port.value) && Number(port.value) > 0 && Number(port.value) < 65535)
) {
  console.error(`--port takes a TCP port (3210), not "${port.value}".`);
  process.exit(2);
}
const sitePort = port.value === undefined ? undefined : Number(port.value);
const unknown = chosen.filter((name) => !(journeyNames as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown journey ${unknown.join(', ')}; choose from ${journeyNames.join(', ')}.`);
  process.exit(2);
}

const outDir = path.join(projectRoot, 'reports/a11y/screen-reader');
// Ctrl-C, a time limit's SIGTERM: the session (Xvfb, D-Bus, Orca, Chromium) and the service end.
stopAllOnSignals('the screen-reader journeys');
const site = await startSite(
  { CONTACT_RATE_MAX: '1000' },
  sitePort === undefined ? {} : { port: sitePort },
);
let failed = 0;
try {
  const results = await runOrcaJourneys({
    baseUrl: site.baseUrl,
    language: language.value,
    ...(browser.value ? { browser: browser.value as OrcaBrowser } : {}),
    outDir,
    ...(display.value ? { display: Number(display.value) } : {}),
    ...(sitePort === undefined ? {} : { deadLinkPort: sitePort + 1 }),
    journeys: chosen.length ? (chosen as JourneyName[]) : journeyNames,
  });
  for (const result of results) {
    if (result.error) {
      failed++;
      console.log(`  ERROR ${result.name}: ${result.error}`);
    }
    for (const check of result.checks.filter((item) => !item.passed)) {
      failed++;
      console.log(`  FAIL ${result.journey} / ${check.key}: ${check.kind}`);
      console.log(`       expected ${check.expected}`);
      console.log(`       got: ${check.heard}`);
    }
  }
  console.log(`Transcripts: ${path.relative(process.cwd(), outDir)}/*.txt`);
} finally {
  await site.stop();
}
process.exitCode = failed ? 1 : 0;
