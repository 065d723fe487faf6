/**
 * `npm run audit:screen-reader -- [journey...] [--language hi]`: the Orca journeys alone, on the
 * pages of one language (the first by default), against the built site served on a free port.
 * Transcripts go to reports/a11y/screen-reader/. Exits 1 when a check fails or a journey could
 * not run.
 */
import path from 'node:path';
import { projectRoot, startSite } from '../../src/testing/browser/site';
import { journeyNames, runOrcaJourneys, type JourneyName } from './orca';

const args = process.argv.slice(2);
const languageAt = args.indexOf('--language');
const language = languageAt >= 0 ? args[languageAt + 1] : undefined;
const chosen = args.filter(
  (arg, index) => !arg.startsWith('--') && (languageAt < 0 || index !== languageAt + 1),
);
const unknown = chosen.filter((name) => !(journeyNames as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown journey ${unknown.join(', ')}; choose from ${journeyNames.join(', ')}.`);
  process.exit(2);
}

const outDir = path.join(projectRoot, 'reports/a11y/screen-reader');
const site = await startSite({ CONTACT_RATE_MAX: '1000' });
let failed = 0;
try {
  const results = await runOrcaJourneys({
    baseUrl: site.baseUrl,
    language,
    outDir,
    journeys: chosen.length ? (chosen as JourneyName[]) : journeyNames,
  });
  for (const result of results) {
    if (result.error) failed++;
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
