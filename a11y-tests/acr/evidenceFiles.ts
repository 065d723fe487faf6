/**
 * The repository files each kind of evidence reference rests on (`filesBehind`): a row is flagged
 * when one of them changed since the latest reading of a review it rests on (reviews.ts,
 * `citedEvidenceChanged`). The review judged the row with the checks as they were then; a check
 * changed since can pass for other reasons than the ones the review saw, and only the check's
 * result would show in the report, never that it now examines something else. The review names
 * only the site's code, so without this a check could be rewritten under it unseen.
 *
 * - `test:<file> > …`: the test's file.
 * - `orca:<journey>/<check>`: the Orca journeys' code (`JOURNEY_FILES`), every journey alike:
 *   what is pressed and expected, what is recorded, how Orca and the browser are set up, and how
 *   a transcript is judged.
 * - an engine's rule (`axe:`, `alfa:`, `equal-access:`): the audit's sample and scan, and that
 *   engine's own code (`ENGINE_FILES`); for Alfa and IBM Equal Access their exclusions, since an
 *   exclusion added there takes a finding out of what fails without the rule's result saying so.
 *
 * The folders of the journeys and the audit are decided file by file: each of their files is
 * behind a kind of evidence or named in `NOT_BEHIND` with why (evidenceFiles.node.test.ts), so a
 * file split out of a listed one cannot be left out unseen; a listed file that is not there
 * (renamed, removed) fails the same test.
 */
import { engineNames, type EvidenceEngine } from './evidence';

/** The Orca journeys' code: a change can change a journey's steps or a check's result. */
export const JOURNEY_FILES: readonly string[] = [
  // The keys, their order and what each step waits for and expects.
  'a11y-tests/screen-reader/drive.py',
  'a11y-tests/screen-reader/viewer_journeys.py',
  'a11y-tests/screen-reader/journey.py',
  // The words each step expects, in each language; the links the kept-enquiry journeys send
  // through.
  'a11y-tests/screen-reader/journeyConfig.ts',
  'a11y-tests/screen-reader/writeJourneyConfig.ts',
  'a11y-tests/screen-reader/deadLink.ts',
  // Which journeys run, in which browser, and their transcripts handed to the checks.
  'a11y-tests/screen-reader/orca.ts',
  // What is recorded: speech with its language, focus events (and which are left out).
  'a11y-tests/screen-reader/speech_to_file.py',
  'a11y-tests/screen-reader/focus_events.py',
  // What Orca says and the browser gives it: Orca's settings, the voice's language, the browser's
  // window and accessibility flags, Firefox's preferences.
  'a11y-tests/screen-reader/orca-settings.conf',
  'a11y-tests/screen-reader/start_orca.py',
  'a11y-tests/screen-reader/session.sh',
  'a11y-tests/screen-reader/firefox.prefs',
  // The checks.
  'a11y-tests/screen-reader/checkTranscript.ts',
  'a11y-tests/screen-reader/speechFaults.ts',
  'a11y-tests/screen-reader/spokenWords.ts',
  'a11y-tests/screen-reader/transcript.ts',
];

/** What every engine examines: the pages and states scanned, how each is opened, the scan. */
const SCAN_FILES = [
  'src/testing/browser/languageRoutes.ts',
  'src/testing/browser/states.ts',
  'src/testing/browser/stateOpeners.ts',
  'a11y-tests/audit/scan.ts',
];

/**
 * Per engine, the files its rules' results rest on. axe-core's findings are never excluded (the
 * exclusions are of Alfa's and IBM's, findings.ts's `EngineName`), so its rows do not rest on
 * exclusions.ts; its tags, which choose its rules, are axe.ts's.
 */
export const ENGINE_FILES: Readonly<Record<EvidenceEngine, readonly string[]>> = {
  axe: [...SCAN_FILES, 'a11y-tests/audit/axe.ts'],
  alfa: [...SCAN_FILES, 'a11y-tests/audit/engines.ts', 'a11y-tests/audit/exclusions.ts'],
  'equal-access': [...SCAN_FILES, 'a11y-tests/audit/engines.ts', 'a11y-tests/audit/exclusions.ts'],
};

/** The folders whose every file is decided: behind a kind of evidence, or in `NOT_BEHIND`. */
export const DECIDED_FOLDERS: readonly string[] = ['a11y-tests/screen-reader', 'a11y-tests/audit'];

/** The files (or folders) of `DECIDED_FOLDERS` no evidence rests on, with why; tests aside. */
export const NOT_BEHIND: Readonly<Record<string, string>> = {
  'a11y-tests/screen-reader/README.md': 'words for people',
  'a11y-tests/screen-reader/cli.ts':
    '`npm run audit:screen-reader`, the journeys alone; the audit runs them through orca.ts',
  'a11y-tests/audit/runAudit.ts':
    "runs the scans and the journeys; what they examine is scan.ts's targets, axe.ts's tags and the journeys' files",
  'a11y-tests/audit/background.ts': 'runs the audit at a low priority',
  'a11y-tests/audit/failures.ts':
    'whether `npm run audit` fails; the report reads each finding and its exclusion itself (evidence.ts)',
  'a11y-tests/audit/findings.ts': "the findings' shape (types)",
  'a11y-tests/audit/results.ts': 'the shape of results.json (types)',
  'a11y-tests/audit/lighthouse.ts': 'Lighthouse, which the report cites no check of',
  'a11y-tests/audit/privacyEvidence.ts': "the privacy notice's evidence, not the report's",
  'a11y-tests/audit/report.ts': "the audit's HTML pages, for people",
  'a11y-tests/audit/reportPages': "the audit's HTML pages, for people",
};

/** A test file: it checks the code behind the evidence, and produces none of it. */
export const isTestFile = (file: string) => /\.test\.tsx?$/u.test(file);

/** The test file a reference names: "test:a11y-tests/x.browser.test.ts > …" -> that file. */
function testFileOf(reference: string): string | null {
  if (!reference.startsWith('test:')) return null;
  return reference.slice('test:'.length).split(' > ')[0]?.trim() || null;
}

/**
 * The repository files a reference's result rests on. None for a reference of no known kind:
 * decide.ts fails the run on it.
 */
export function filesBehind(reference: string): readonly string[] {
  const test = testFileOf(reference);
  if (test !== null) return [test];
  const prefix = reference.slice(0, Math.max(reference.indexOf(':'), 0));
  if (prefix === 'orca') return JOURNEY_FILES;
  const engine = engineNames.find((name) => name === prefix);
  return engine ? ENGINE_FILES[engine] : [];
}
