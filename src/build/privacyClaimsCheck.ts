/**
 * The build's check of the privacy notice's evidence (src/content/privacyClaims.ts): every
 * statement of every language names a claim, every claim is named once in every language and in
 * the same order, every claim has evidence, and the evidence is there: each cited test file
 * exists and holds each cited title, each `duty:` is written under its own name in
 * docs/deploy.md's duties section. Whether the cited tests passed is the audit's check, which
 * reads the last `npm test` (a11y-tests/audit/privacyEvidence.ts); this one needs no test run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkedContent, readSettings } from '../content/load/readContent';
import {
  DUTIES_HEADING,
  FIXED_CLAIMS,
  NOTICE_PARTS,
  privacyClaims,
} from '../content/privacyClaims';
import type { LanguageContent } from '../content/schema/language';
import { projectRoot } from './paths';

export class PrivacyClaimsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      [
        `The privacy notice's evidence has ${problems.length} problem${problems.length === 1 ? '' : 's'} (src/content/privacyClaims.ts):`,
        ...problems.map((problem) => `  - ${problem}`),
      ].join('\n'),
    );
  }
}

/** What the check reads: the claims table, each language's claims in order, and the files. */
export interface ClaimsInput {
  claims: Readonly<Record<string, readonly string[]>>;
  /** Per language folder, the claims its statements name, in the page's order. */
  named: Readonly<Record<string, readonly string[]>>;
  /** A file of the project, by its path from the root; undefined when there is none. */
  readFile: (file: string) => string | undefined;
}

/**
 * A notice's statements with their claims, in the order the page says them: how long messages
 * are kept first in its part, both sentences the build may choose between.
 */
export function statementsInOrder(
  notice: LanguageContent['privacy'],
): { claim: string; text: string }[] {
  return NOTICE_PARTS.flatMap((part) =>
    part === 'retention'
      ? [
          {
            claim: FIXED_CLAIMS.retention,
            text: `${notice.retention.keptFor} (or: ${notice.retention.keptUntilDeleted})`,
          },
          { claim: FIXED_CLAIMS.spam, text: notice.retention.spam },
          ...notice.retention.statements,
        ]
      : notice[part].statements,
  );
}

/** Each language's claims, in the order the page says them. */
export function namedClaims(root = projectRoot): Record<string, string[]> {
  return Object.fromEntries(
    readSettings(root).languages.map(({ folder }) => [
      folder,
      statementsInOrder(checkedContent(root, folder).privacy).map(({ claim }) => claim),
    ]),
  );
}

/** The text of docs/deploy.md under its duties heading, up to the next heading of its level. */
function dutiesSection(deploy: string): string | undefined {
  const lines = deploy.split('\n');
  const start = lines.findIndex((line) => /^#+ /.test(line) && line.includes(DUTIES_HEADING));
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length;
  if (level === undefined) return undefined;
  const end = lines.findIndex(
    (line, index) => index > start && new RegExp(`^#{1,${level}} `).test(line),
  );
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

function referenceProblem(
  claim: string,
  reference: string,
  input: ClaimsInput,
  duties: string | undefined,
): string | undefined {
  if (reference.startsWith('test:')) {
    const [file = '', ...titles] = reference
      .slice('test:'.length)
      .split(' > ')
      .map((part) => part.trim());
    const source = input.readFile(file);
    if (source === undefined) return `${claim}: ${file} does not exist (${reference}).`;
    const missing = titles.find((title) => !source.includes(title));
    return missing === undefined ? undefined : `${claim}: ${file} has no test titled "${missing}".`;
  }
  if (reference.startsWith('duty:')) {
    const name = reference.slice('duty:'.length).trim();
    if (duties === undefined) {
      return `${claim}: docs/deploy.md has no heading "${DUTIES_HEADING}", where ${reference} is written.`;
    }
    return duties.includes(`\`${name}\``)
      ? undefined
      : `${claim}: docs/deploy.md's "${DUTIES_HEADING}" does not write \`${name}\` (${reference}).`;
  }
  return `${claim}: "${reference}" is neither a test: nor a duty: reference.`;
}

/** Every problem of the notice's evidence, in words; none when it holds. */
export function privacyClaimProblems(input: ClaimsInput): string[] {
  const problems: string[] = [];
  const claims = Object.keys(input.claims);
  const [first, ...others] = Object.entries(input.named);
  for (const [folder, named] of Object.entries(input.named)) {
    for (const claim of claims.filter((claim) => !named.includes(claim))) {
      problems.push(`${claim}: no statement of content/${folder}/privacy.yaml names it.`);
    }
    const twice = named.filter((claim, index) => named.indexOf(claim) !== index);
    for (const claim of new Set(twice)) {
      problems.push(`${claim}: content/${folder}/privacy.yaml names it more than once.`);
    }
  }
  for (const [folder, named] of others) {
    if (first && named.join() !== first[1].join()) {
      problems.push(
        `content/${folder}/privacy.yaml names its claims in another order than content/${first[0]}/privacy.yaml: each statement must say what the other language's says, in the same place.`,
      );
    }
  }
  const duties = dutiesSection(input.readFile('docs/deploy.md') ?? '');
  for (const [claim, references] of Object.entries(input.claims)) {
    if (references.length === 0) problems.push(`${claim}: it has no evidence.`);
    for (const reference of references) {
      const problem = referenceProblem(claim, reference, input, duties);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/** The project's own files, read from `root`. */
export function projectFiles(root = projectRoot): ClaimsInput['readFile'] {
  return (file) => {
    const full = path.join(root, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
  };
}

/** Stops the build when the notice's evidence does not hold, naming every problem. */
export function checkPrivacyClaims(root = projectRoot): void {
  const problems = privacyClaimProblems({
    claims: privacyClaims,
    named: namedClaims(root),
    readFile: projectFiles(root),
  });
  if (problems.length > 0) throw new PrivacyClaimsError(problems);
}
