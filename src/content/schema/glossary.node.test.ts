/**
 * One word for one idea (content/<language>/glossary.yaml): each test puts an old word back into
 * the real files and expects the exact sentence the founder would read, with its file, line and
 * field, as the content check's own tests do (./language.node.test.ts). Hindi heard right by a
 * screen reader's voice: ./hindiHeardRight.node.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { readLanguageFiles, readSettings } from '../load/readContent';
import {
  changed,
  glossaryTerms as terms,
  lineOf,
  problemsOf,
  putBack,
} from '../../testing/server/contentEdits';
import { OLD_WORDS } from '../../testing/server/oldHindiWords';
import { GLOSSARY_FILE, findRetired, retiredPattern } from './glossary';

const hindi = readLanguageFiles('hi');
const english = readLanguageFiles('en');

const RETIRES = 'which content/hi/glossary.yaml retires';

describe('the glossary of each language', () => {
  it.each(['en', 'hi'])(
    'content/%s/ has a glossary, and no page uses a word it retires',
    (language) => {
      const files = readLanguageFiles(language);
      expect(Object.keys(files)).toContain(GLOSSARY_FILE);
      expect(terms(files, `content/${language}`).length).toBeGreaterThan(0);
      expect(problemsOf(`content/${language}`, files)).toEqual([]);
    },
  );

  it.each(OLD_WORDS)('refuses the old words of %s, %s, and says which word to use', (...row) => {
    const { problems, expected } = putBack(hindi, row);
    expect(problems).toEqual([expected]);
  });

  it("names each language in its switch in the glossary's spelling (content/settings.yaml is outside the folders)", () => {
    const { languages } = readSettings();
    for (const language of languages) {
      const glossary = terms(readLanguageFiles(language.folder), `content/${language.folder}`);
      expect(findRetired(language.name, glossary)).toEqual([]);
    }
    expect(languages.find((language) => language.folder === 'hi')?.name).toBe('हिंदी');
    expect(findRetired('हिन्दी', terms(hindi, 'content/hi')).map((each) => each.term.use)).toEqual([
      'हिंदी',
    ]);
  });

  it('refuses an English word the English glossary retires, in capitals or not', () => {
    const files = changed(
      english,
      'home.yaml',
      'for visually impaired young people aged 11 to 29',
      'for Visually Challenged young people aged 11 to 29',
    );
    const line = lineOf(files['home.yaml'], 'Visually Challenged');
    expect(problemsOf('content/en', files)).toEqual([
      `content/en/home.yaml, line ${line}, whatWeDo.paragraphs[0]: this says "Visually Challenged", which content/en/glossary.yaml retires: for people who cannot see or see little, write "visually impaired, blind or with low vision" instead.`,
    ]);
  });

  it('tells every retired word of a text, one sentence each', () => {
    const files = changed(hindi, 'home.yaml', 'आसान तरीक़े सिखाते', 'आसान तरीके, ज्यादा सिखाते');
    expect(problemsOf('content/hi', files).map((each) => each.replace(/^.*?: /, ''))).toEqual([
      `this says "तरीके", ${RETIRES}: for way, ways, write "तरीक़ा (तरीक़े)" instead.`,
      `this says "ज्यादा", ${RETIRES}: for more, write "ज़्यादा" instead.`,
    ]);
  });
});

describe('how a retired word is found', () => {
  const found = (retired: string, text: string) => retiredPattern(retired).exec(text)?.[0];

  it('finds a whole word or phrase, never a part of another word or number', () => {
    expect(found('7 और 1', 'कम से कम 7 और 1 का')).toBe('7 और 1');
    expect(found('7 और 1', '17 और 1 का')).toBeUndefined();
    expect(found('7 और 1', '7 और 10 का')).toBeUndefined();
    expect(found('सुगम', 'सुगम्यता')).toBeUndefined();
    expect(found('हमसे जुड़ें', 'हमसे जुड़े रहें')).toBeUndefined();
  });

  it('finds a word that ends with … at the start of a longer word, as written there', () => {
    expect(found('गलत…', 'यह गलती है')).toBe('गलती');
    expect(found('गलत...', 'गलतियाँ')).toBe('गलतियाँ');
    expect(found('सुगम्य…', 'सुगम्यता विवरण')).toBe('सुगम्यता');
  });

  it('never takes a letter with a dot (nukta) for the same letter without it', () => {
    expect(found('गलत…', 'ग़लत')).toBeUndefined();
    expect(found('तरीक…', 'आसान तरीक़े')).toBeUndefined();
    expect(found('बाकी', 'बाक़ी')).toBeUndefined();
    expect(found('तरीक…', 'आसान तरीके')).toBe('तरीके');
  });

  it('finds a word however its dotted letter is stored (ज़ as one character or two)', () => {
    const oneCharacter = '\u095Aलती:';
    expect(findRetired(oneCharacter, terms(hindi, 'content/hi')).map((each) => each.found)).toEqual(
      ['ग़लती:'],
    );
  });

  it('matches any spaces inside a phrase, and capitals or not', () => {
    expect(found('7 और 1', '7  और\u00A01')).toBe('7  और\u00A01');
    expect(found('committed suicide', 'He Committed Suicide.')).toBe('Committed Suicide');
  });
});

describe('the glossary file itself', () => {
  it('reports a misspelt field of the glossary in a plain sentence', () => {
    const files = changed(
      hindi,
      GLOSSARY_FILE,
      '    retired: [कॉन्ट्रास्ट]',
      '    retierd: [कॉन्ट्रास्ट]',
    );
    const line = lineOf(files[GLOSSARY_FILE], 'retierd:');
    const index = terms(hindi, 'content/hi').findIndex((each) => each.use === 'कंट्रास्ट');
    expect(problemsOf('content/hi', files)).toEqual([
      `content/hi/glossary.yaml, line ${line}, terms[${index}].retierd: there is no field called retierd here (did you mean retired?); the fields here are idea, use, why, retired and explained.`,
      `content/hi/glossary.yaml, line ${line - 3}, terms[${index}].retired: this is missing; add retired: with a list (each item starting with "- ") of text.`,
    ]);
  });

  it('reports a line of the glossary that YAML cannot read, so that its words are never skipped', () => {
    const files = changed(
      hindi,
      GLOSSARY_FILE,
      '    retired: [कॉन्ट्रास्ट]',
      '    retired: [कॉन्ट्रास्ट',
    );
    const line = lineOf(files[GLOSSARY_FILE], 'retired: [कॉन्ट्रास्ट\n');
    const problems = problemsOf('content/hi', files);
    expect(problems.length).toBeGreaterThan(0);
    for (const each of problems) {
      expect(each).toMatch(
        /^content\/hi\/glossary\.yaml, line \d+: this line cannot be read: put a text that holds a colon and a space, or begins with \[ or \{, in double quotes, and indent with spaces like the lines around it\.$/,
      );
    }
    // YAML finds the bracket left open on its line or at the next.
    expect([`line ${line}:`, `line ${line + 1}:`]).toContain(
      /line \d+:/.exec(problems[0] ?? '')?.[0],
    );
  });

  it('refuses a retired word that is part of a word to use, which would refuse that word everywhere', () => {
    const files = changed(hindi, GLOSSARY_FILE, '    retired: [कॉन्ट्रास्ट]', '    retired: [कंट्रा…]');
    const line = lineOf(files[GLOSSARY_FILE], 'retired: [कंट्रा…]');
    const index = terms(hindi, 'content/hi').findIndex((each) => each.use === 'कंट्रास्ट');
    expect(problemsOf('content/hi', files)).toEqual([
      `content/hi/glossary.yaml, line ${line}, terms[${index}].retired[0]: "कंट्रा…" is found in "कंट्रास्ट", the word to use for contrast (of colours); a word cannot be both used and retired, so write the retired word more fully.`,
    ]);
  });

  it('lets a language folder do without a glossary', () => {
    const rest = Object.fromEntries(
      Object.entries(changed(hindi, 'impact.yaml', 'एक ही मक़सद है', 'एक ही मकसद है')).filter(
        ([name]) => name !== GLOSSARY_FILE,
      ),
    );
    expect(problemsOf('content/hi', rest)).toEqual([]);
  });
});

describe('a word explained once (explained: in the glossary)', () => {
  // A term of the test's own, on a word the pages say once, so that these do not hang on
  // today's glossary: लैंडमार्क, explained by the words before it.
  const explanation = 'पेज के हिस्सों के नाम';
  const term = [
    '  - idea: landmarks (the named parts of a page)',
    '    use: लैंडमार्क',
    '    why: A test of the check.',
    '    retired: [हिस्सों]',
    `    explained: ${explanation}`,
    '',
  ].join('\n');
  const withTerm = { ...hindi, [GLOSSARY_FILE]: `${hindi[GLOSSARY_FILE] ?? ''}${term}` };
  const explainedLine = lineOf(withTerm[GLOSSARY_FILE], `    explained: ${explanation}`);
  const index = terms(withTerm, 'content/hi').length - 1;

  it('accepts a word said once with its explanation, which may name a retired word', () => {
    // "हिस्सों" is retired, but only said inside the explanation.
    expect(problemsOf('content/hi', withTerm)).toEqual([]);
  });

  it('says so at the glossary when no text explains the word', () => {
    const files = changed(withTerm, 'accessibility.yaml', `${explanation} (लैंडमार्क)`, 'लैंडमार्क');
    expect(problemsOf('content/hi', files)).toEqual([
      `content/hi/glossary.yaml, line ${explainedLine}, terms[${index}].explained: no text of content/hi says "लैंडमार्क" with its explanation "${explanation}"; explain it once, where a reader first meets it, in these words.`,
    ]);
  });

  it('refuses a second explanation, where it is, and a retired word outside the explanation', () => {
    const again = `पेज के ${explanation} (लैंडमार्क) अलग हैं।`;
    const files = changed(withTerm, 'home.yaml', 'heading: हम क्या करते हैं', `heading: ${again}`);
    const line = lineOf(files['home.yaml'], again);
    expect(problemsOf('content/hi', files)).toEqual([
      `content/hi/home.yaml, line ${line}, whatWeDo.heading: this explains "लैंडमार्क" again ("${explanation}"), as content/hi/accessibility.yaml, sections[1].list[1] already does; explain it once.`,
    ]);
    const outside = changed(withTerm, 'home.yaml', 'heading: हम क्या करते हैं', 'heading: दो हिस्सों में');
    expect(problemsOf('content/hi', outside)).toEqual([
      `content/hi/home.yaml, line ${line}, whatWeDo.heading: this says "हिस्सों", which content/hi/glossary.yaml retires: for landmarks (the named parts of a page), write "लैंडमार्क" instead.`,
    ]);
  });
});
