/**
 * Reviews a third party can audit: each review of the verdicts file (`reviews:`) names who made
 * it (a person or their role), the commit it first judged and the files it judges (a folder is
 * every file under it), and each later reading again with its own commit (`readAgain`). A review
 * is out of date when any of those files differs from the commit of its latest reading
 * (`latestReading`) in the checkout the report is made from (committed since, or a tracked file
 * changed and not yet committed): its judgement is then of other files than the ones the report
 * is about. A change between the first judgement and a later reading was read at that reading.
 * A row is flagged as if its review were out of date when what a check it cites rests on (its
 * test, the Orca journeys' code, the audit's scan: evidenceFiles.ts) changed since that commit.
 *
 * The report keeps an out-of-date review's rows at their level and flags them (report.ts,
 * `staleNote`), naming the review and the files changed since. It does not write them Not
 * Evaluated: VPAT 2.5's Terms (its catalog, a11y-tests/acr/catalog/) allow that level only for a
 * WCAG level AAA criterion, and GSA's OpenACR catalog has no other level for "judged, on older
 * code"; ITI's notes are where such a qualification goes.
 *
 * The comparison needs the review's commits, the first judgement's and every reading's: in a
 * shallow clone (CI's must clone with history) or with a commit that is not in the repository,
 * the run stops with a sentence saying so, never a review taken as current because nothing could
 * be compared, nor a history an auditor cannot check. A file the review names that its latest
 * reading's commit does not hold stops it too: a misspelt path would never go out of date (a file
 * added to `files` at a reading need not be in the first judgement's commit).
 */
import { execFileSync } from 'node:child_process';
import { rowKey } from './decide';
import { filesBehind } from './evidenceFiles';
import { latestReading, type Verdicts, type Review } from './verdicts';

/** What the reviews are compared against: a git checkout (`gitHistory`), or a test's own. */
export interface ReviewHistory {
  /** Whether the commit is in the repository. */
  hasCommit(commit: string): boolean;
  /** Whether the repository's history stops short (a shallow clone). */
  isShallow(): boolean;
  /** Whether the commit holds the file or folder. */
  holds(commit: string, file: string): boolean;
  /** Of `files`, those that differ now from the commit: changed, added under a folder, removed. */
  changedSince(commit: string, files: readonly string[]): string[];
}

export interface ReviewStates {
  /** Review id -> its files changed since its latest reading's commit; only out-of-date reviews. */
  stale: Map<string, string[]>;
  /** Why a review cannot be compared: the run fails on any. */
  problems: string[];
}

/**
 * Why the commits of a review's history cannot be checked: the first judgement's and each
 * reading's, every one of which an auditor must be able to look at. Empty when all are there.
 */
function missingCommits(id: string, review: Review, history: ReviewHistory): string[] {
  const readings = [
    { commit: review.commit, which: 'judged', write: 'the commit it judged' },
    ...review.readAgain.map((reading, index) => ({
      commit: reading.commit,
      which: `was read again (${index + 1}, ${reading.date}) at`,
      write: 'the commit that was read',
    })),
  ];
  return readings
    .filter(({ commit }) => !history.hasCommit(commit))
    .map(({ commit, which, write }) =>
      history.isShallow()
        ? `Review ${id} ${which} commit ${commit}, which this shallow clone does not hold: whether it is out of date cannot be told. Fetch the history (\`git fetch --unshallow\`, or clone without --depth) and run again.`
        : `Review ${id} ${which === 'judged' ? 'names' : which} commit ${commit}, which is not in this repository: write ${write}.`,
    );
}

/** Each review compared with its latest reading's commit: out of date, or why it cannot be told. */
export function reviewStates(
  reviews: Readonly<Record<string, Review>>,
  history: ReviewHistory,
): ReviewStates {
  const stale = new Map<string, string[]>();
  const problems: string[] = [];
  for (const [id, review] of Object.entries(reviews)) {
    const missingCommit = missingCommits(id, review, history);
    if (missingCommit.length > 0) {
      problems.push(...missingCommit);
      continue;
    }
    const { commit } = latestReading(review);
    const missing = review.files.filter((file) => !history.holds(commit, file));
    if (missing.length > 0) {
      problems.push(
        `Review ${id} names ${missing.join(', ')}, which commit ${commit} does not hold: write the files it judged as they were named then.`,
      );
      continue;
    }
    const changed = history.changedSince(commit, review.files);
    if (changed.length > 0) stale.set(id, changed);
  }
  return { stale, problems };
}

/**
 * For each row, the files behind the evidence it cites (evidenceFiles.ts, `filesBehind`: a cited
 * test's file, the Orca journeys' code, the audit's scan and exclusions) that changed since the
 * latest reading of a review it rests on: the review judged the row with those checks as they
 * were then (a change before a reading was read there), so a change to one flags the row as a
 * change to a file the review judged does, though the review names only the site's code. Row (`rowKey`) -> review id -> those files changed since; only
 * rows with one.
 */
export function citedEvidenceChanged(
  verdicts: Pick<Verdicts, 'chapters' | 'reviews'>,
  history: ReviewHistory,
): Map<string, Map<string, string[]>> {
  const changed = new Map<string, Map<string, string[]>>();
  for (const [chapter, { criteria }] of Object.entries(verdicts.chapters)) {
    for (const verdict of criteria) {
      const behind = [...new Set(verdict.evidence.flatMap(filesBehind))];
      if (behind.length === 0) continue;
      for (const id of verdict.reviews) {
        const review = verdicts.reviews[id];
        if (!review) continue;
        const { commit } = latestReading(review);
        if (!history.hasCommit(commit)) continue;
        const since = history.changedSince(commit, behind);
        if (since.length === 0) continue;
        const row = changed.get(rowKey(chapter, verdict.num)) ?? new Map<string, string[]>();
        changed.set(rowKey(chapter, verdict.num), row.set(id, since));
      }
    }
  }
  return changed;
}

/** The git checkout at `root` as a review history (the working tree, committed or not). */
export function gitHistory(root: string): ReviewHistory {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const succeeds = (args: string[]) => {
    try {
      git(args);
      return true;
    } catch {
      return false;
    }
  };
  return {
    hasCommit: (commit) => succeeds(['cat-file', '-e', `${commit}^{commit}`]),
    isShallow: () => git(['rev-parse', '--is-shallow-repository']).trim() === 'true',
    holds: (commit, file) => succeeds(['cat-file', '-e', `${commit}:${file}`]),
    changedSince: (commit, files) =>
      git(['diff', '--name-only', '--no-renames', commit, '--', ...files])
        .split('\n')
        .filter(Boolean),
  };
}
