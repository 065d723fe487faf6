/**
 * The privacy notice's evidence (src/content/privacyClaims.ts), as the build checks it
 * (privacyClaimsCheck.ts): the real notice holds, and each way it can stop holding is refused,
 * named: a claim with no evidence, a cited test or file that is not there, a duty not written in
 * docs/deploy.md, a claim a language leaves out, names twice or says in another place. A statement
 * naming a claim that does not exist is the content check's to refuse.
 */
import { describe, expect, it } from 'vitest';
import { privacyClaims } from '../content/privacyClaims';
import { changed, problemsOf } from '../testing/server/contentEdits';
import { readLanguageFiles } from '../content/load/readContent';
import {
  checkPrivacyClaims,
  namedClaims,
  privacyClaimProblems,
  PrivacyClaimsError,
  projectFiles,
  type ClaimsInput,
} from './privacyClaimsCheck';

const real: ClaimsInput = {
  claims: privacyClaims,
  named: namedClaims(),
  readFile: projectFiles(),
};

/** The real input with `claims` changed. */
const withClaims = (claims: ClaimsInput['claims']) => privacyClaimProblems({ ...real, claims });

describe("the privacy notice's evidence", () => {
  it('holds for the notice as it is: the build goes on', () => {
    expect(privacyClaimProblems(real)).toEqual([]);
    expect(() => checkPrivacyClaims()).not.toThrow();
  });

  it('is refused for a claim whose evidence was removed', () => {
    expect(withClaims({ ...privacyClaims, 'deleted-gone': [] })).toEqual([
      'deleted-gone: it has no evidence.',
    ]);
  });

  it('is refused for a test that is not there, by file or by title', () => {
    expect(
      withClaims({
        ...privacyClaims,
        'kept-fields': ['test:src/server/gone.node.test.ts > anything'],
        'email-number-only': [
          'test:src/server/notify.node.test.ts > e-mail to the owner > sends the whole message',
        ],
      }),
    ).toEqual([
      'kept-fields: src/server/gone.node.test.ts does not exist (test:src/server/gone.node.test.ts > anything).',
      'email-number-only: src/server/notify.node.test.ts has no test titled "sends the whole message".',
    ]);
  });

  it('is refused for a duty that docs/deploy.md does not write, or a reference of no kind', () => {
    expect(
      withClaims({ ...privacyClaims, 'not-sold': ['duty:never-sold'], nominee: ['trust me'] }),
    ).toEqual([
      'not-sold: docs/deploy.md\'s "What the notice promises, kept by people" does not write `never-sold` (duty:never-sold).',
      'nominee: "trust me" is neither a test: nor a duty: reference.',
    ]);
    const withoutDuties = privacyClaimProblems({
      ...real,
      readFile: (file) =>
        file === 'docs/deploy.md'
          ? real.readFile(file)!.replace('What the notice promises, kept by people', 'Promises')
          : real.readFile(file),
    });
    expect(withoutDuties).toContain(
      'not-sold: docs/deploy.md has no heading "What the notice promises, kept by people", where duty:not-sold is written.',
    );
  });

  it('is refused when a language leaves a claim out, names one twice, or in another place', () => {
    const english = real.named.en!;
    const hindi = real.named.hi!;
    expect(
      privacyClaimProblems({
        ...real,
        named: {
          en: english,
          hi: [...hindi.filter((claim) => claim !== 'when-the-law-requires'), 'nominee'],
        },
      }),
    ).toEqual([
      'when-the-law-requires: no statement of content/hi/privacy.yaml names it.',
      'nominee: content/hi/privacy.yaml names it more than once.',
      "content/hi/privacy.yaml names its claims in another order than content/en/privacy.yaml: each statement must say what the other language's says, in the same place.",
    ]);
  });

  it('stops the build with every problem in one message', () => {
    const error = new PrivacyClaimsError(['a: one.', 'b: two.']);
    expect(error.message).toBe(
      "The privacy notice's evidence has 2 problems (src/content/privacyClaims.ts):\n  - a: one.\n  - b: two.",
    );
  });
});

describe('a statement of the notice', () => {
  it('must name a claim of the table, and is told which when it does not', () => {
    const files = readLanguageFiles('hi');
    const problems = problemsOf(
      'hi',
      changed(files, 'privacy.yaml', 'claim: not-sold', 'claim: never-sold'),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^hi\/privacy\.yaml, line \d+, sharing\.statements\[0\]\.claim: write kept-fields, /,
    );
    expect(problems[0]).toMatch(/not never-sold\.$/);
  });
});
