/**
 * One word for one idea (content/<language>/glossary.yaml) and Hindi heard right: each test puts
 * an old word back into the real files and expects the exact sentence the founder would read,
 * with its file, line and field, as the content check's own tests do (./language.node.test.ts).
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
import { GLOSSARY_FILE, findRetired, heardWrong, retiredPattern } from './glossary';

const hindi = readLanguageFiles('hi');
const english = readLanguageFiles('en');

const RETIRES = 'which content/hi/glossary.yaml retires';

/**
 * Issue 28, section 2: the words heard wrong on the Hindi pages, each put back where it was.
 * [file, field, today's words, the old words, the word found, the idea, the word to use]
 */
const OLD_WORDS: readonly (readonly [string, string, string, string, string, string, string])[] = [
  [
    'accessibility.yaml',
    'sections[0].paragraphs[0]',
    '7 अनुपात 1 का',
    '7 और 1 का',
    '7 और 1',
    'a contrast ratio such as 7:1',
    '7 अनुपात 1',
  ],
  [
    'contact-form.yaml',
    'problems.phoneNumber.notText',
    'नंबर अंकों में लिखकर भेजें',
    'नंबर सादे अक्षरों में लिखें',
    'सादे अक्षरों में',
    'as text (a field sent as something that is not text)',
    'लिखकर भेजें',
  ],
  [
    'story.yaml',
    'prevalence.paragraphs[2]',
    'हो सकता है किसी को पता भी न चले',
    'किसी का ध्यान भी नहीं जाता',
    'किसी का ध्यान भी नहीं जाता',
    'something that can happen without anyone noticing',
    'हो सकता है किसी को पता भी न चले',
  ],
  [
    'story.yaml',
    'vision.paragraphs[0]',
    'लोग इसका पॉडकास्ट सुनते हैं',
    'लोग इसे सुनते हैं',
    'लोग इसे सुनते हैं',
    'people listen to the podcast',
    'लोग इसका पॉडकास्ट सुनते हैं',
  ],
  [
    'home.yaml',
    'founder.paragraphs[0]',
    'को अकेले इसके संस्थापक चलाते हैं,',
    'को एक ही व्यक्ति चलाते हैं: इसके संस्थापक,',
    'एक ही व्यक्ति चलाते',
    'run by one person (the founder)',
    'अकेले इसके संस्थापक चलाते हैं',
  ],
  [
    'urgent-help.yaml',
    'afterSending',
    'हर दिन चालू रहती है',
    'हर दिन खुला रहता है',
    'खुला रहता',
    'a helpline being open',
    'चालू रहती है',
  ],
  [
    'urgent-help.yaml',
    'helplines[0].about',
    'चौबीसों घंटे, हर दिन, 20',
    'दिन के 24 घंटे, 20',
    'दिन के 24 घंटे',
    'at any hour, every day (24/7)',
    'चौबीसों घंटे, हर दिन',
  ],
  [
    'accessibility.yaml',
    'intro',
    'ठीक से काम करना चाहिए',
    'ठीक से काम करनी चाहिए',
    'काम करनी चाहिए',
    'the website must work (for them)',
    'वेबसाइट को … काम करना चाहिए',
  ],
  [
    'site.yaml',
    'pages.accessibility.navLabel',
    'navLabel: ऐक्सेसिबिलिटी की जानकारी',
    'navLabel: सुगम्यता विवरण',
    'सुगम्यता',
    'accessible, accessibility',
    'ऐक्सेसिबिलिटी',
  ],
  [
    'impact.yaml',
    'sections[0].after[1]',
    'एक ऐसी ऑनलाइन लाइब्रेरी में है जो स्क्रीन रीडर से आसानी से चलती है,',
    'एक सुलभ ऑनलाइन लाइब्रेरी में है,',
    'सुलभ',
    'accessible, accessibility',
    'ऐक्सेसिबिलिटी',
  ],
  [
    'accessibility.yaml',
    'sections[3].list[5]',
    'ऊपर की हर जाँच हिंदी',
    'ऊपर की हर जाँच हिन्दी',
    'हिन्दी',
    'Hindi (the language)',
    'हिंदी',
  ],
  [
    'accessibility.yaml',
    'sections[2].list[4]',
    'Windows के हाई-कंट्रास्ट',
    'Windows के हाई-कॉन्ट्रास्ट',
    'कॉन्ट्रास्ट',
    'contrast (of colours)',
    'कंट्रास्ट',
  ],
  [
    'site.yaml',
    'footer.contact.followLabel',
    'followLabel: हमसे जुड़े रहें',
    'followLabel: हमसे जुड़ें',
    'हमसे जुड़ें',
    'follow us (the channels)',
    'हमसे जुड़े रहें',
  ],
  [
    'impact.yaml',
    'sections[2].links[0].label',
    'हुए सेशन का वीडियो',
    'हुए सेशनों का वीडियो',
    'सेशनों',
    'session, sessions',
    'सेशन',
  ],
  [
    'impact.yaml',
    'sections[0].list.items[0]',
    '        - चिंता\n',
    '        - चिंता और घबराहट\n',
    'चिंता और घबराहट',
    'anxiety',
    'चिंता',
  ],
  [
    'impact.yaml',
    'sections[0].list.items[2]',
    '        - डिप्रेशन\n',
    '        - डिप्रेशन (अवसाद)\n',
    'अवसाद',
    'depression',
    'डिप्रेशन',
  ],
  [
    'impact.yaml',
    'sections[0].list.items[4]',
    'भविष्य को लेकर उलझन',
    'भविष्य को लेकर अनिश्चितता',
    'अनिश्चितता',
    'uncertainty about the future',
    'भविष्य को लेकर उलझन',
  ],
  [
    'home.yaml',
    'founder.paragraphs[1]',
    'यह प्रोजेक्ट इसलिए',
    'यह परियोजना इसलिए',
    'परियोजना',
    'project (what Saathi is)',
    'प्रोजेक्ट',
  ],
  [
    'accessibility.yaml',
    'sections[3].list[0]',
    'अपने-आप जाँच करने वाले तीन टूल, axe-core',
    'तीन स्वचालित टूल, axe-core',
    'स्वचालित',
    'automated (checks)',
    'अपने-आप',
  ],
  [
    'accessibility.yaml',
    'sections[1].paragraphs[0]',
    'कुछ हद तक खरी उतरती है, पूरी तरह नहीं।',
    'आंशिक रूप से अनुरूप है।',
    'आंशिक रूप से',
    'partially conformant (with WCAG)',
    'कुछ हद तक खरी उतरती है, पूरी तरह नहीं',
  ],
  [
    'story.yaml',
    'prevalence.paragraphs[1]',
    'डिस्थीमिया था।',
    'डिस्थीमिया था। इसे पूल्ड प्रिवेलेंस कहते हैं।',
    'पूल्ड',
    'pooled prevalence (a figure from several studies together)',
    'कई अध्ययनों के नतीजे एक साथ देखे',
  ],
  [
    'contact-form.yaml',
    'failure.title',
    'title: अरे!',
    'title: उफ़!',
    'उफ़',
    'the title of a failure (the spec\'s "Oops!")',
    'अरे!',
  ],
  [
    'contact-form.yaml',
    'errorPrefix',
    '"ध्यान दें:"',
    '"ग़लती:"',
    'ग़लती:',
    'the marker before an error message (the spec\'s "Error:")',
    'ध्यान दें:',
  ],
  [
    'contact-form.yaml',
    'problems.phoneNumber.format',
    'खाली जगह, प्लस, डैश और ब्रैकेट भी',
    'खाली जगह और + - ( ) भी',
    '+ - ( )',
    'the symbols a phone number may have (+ - ( ))',
    'प्लस, डैश और ब्रैकेट',
  ],
  ['site.yaml', 'notFound.body', 'पता ग़लत लिखा', 'पता गलत लिखा', 'गलत', 'wrong, a mistake', 'ग़लत'],
  [
    'home.yaml',
    'whatWeDo.paragraphs[1]',
    'आसान तरीक़े सिखाते',
    'आसान तरीके सिखाते',
    'तरीके',
    'way, ways',
    'तरीक़ा (तरीक़े)',
  ],
  [
    'impact.yaml',
    'sections[6].paragraphs[2]',
    'एक ही मक़सद है',
    'एक ही मकसद है',
    'मकसद',
    'aim',
    'मक़सद',
  ],
  [
    'accessibility.yaml',
    'sections[1].paragraphs[0]',
    'कुछ कमियाँ बाक़ी हैं',
    'कुछ कमियाँ बाकी हैं',
    'बाकी',
    'left, remaining',
    'बाक़ी',
  ],
];

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
      `content/hi/home.yaml, line ${line}, whatWeDo.heading: this explains "लैंडमार्क" again ("${explanation}"), as content/hi/accessibility.yaml, sections[2].list[1] already does; explain it once.`,
    ]);
    const outside = changed(withTerm, 'home.yaml', 'heading: हम क्या करते हैं', 'heading: दो हिस्सों में');
    expect(problemsOf('content/hi', outside)).toEqual([
      `content/hi/home.yaml, line ${line}, whatWeDo.heading: this says "हिस्सों", which content/hi/glossary.yaml retires: for landmarks (the named parts of a page), write "लैंडमार्क" instead.`,
    ]);
  });
});

describe('Hindi heard right by espeak-ng (Orca, NVDA)', () => {
  it('refuses a letter with a dot right after a bracket or a quote: "(ज़रूरी)" is heard "रूरी"', () => {
    const files = changed(
      hindi,
      'contact-form.yaml',
      'requiredMarker: (भरना ज़रूरी)',
      'requiredMarker: (ज़रूरी)',
    );
    const line = lineOf(files['contact-form.yaml'], 'requiredMarker:');
    expect(problemsOf('content/hi', files)).toEqual([
      `content/hi/contact-form.yaml, line ${line}, requiredMarker: a screen reader's Hindi voice (espeak-ng, in Orca and NVDA) skips a letter with a dot (nukta) that comes right after a bracket, a quote or another mark, as in "(ज़"; put a word or a space between them, or say it another way.`,
    ]);
    expect(heardWrong('“ख़ुद” से')).toMatch(/as in "“ख़"/);
    expect(heardWrong('(भरना ज़रूरी)')).toBeUndefined();
    expect(heardWrong('कुछ ज़रूरी बातें')).toBeUndefined();
  });

  it('refuses a Hindi sentence that ends with "." rather than "।": "© 2026 साथी."', () => {
    const files = changed(
      hindi,
      'site.yaml',
      '© {year} {product}। सर्वाधिकार',
      '© {year} {product}. सर्वाधिकार',
    );
    const line = lineOf(files['site.yaml'], 'copyright:');
    expect(problemsOf('content/hi', files)).toEqual([
      `content/hi/site.yaml, line ${line}, footer.copyright: a Hindi sentence ends with "।", not "." (after "{product}"); write "।" instead.`,
    ]);
    expect(heardWrong('यह साथी है.')).toMatch(/after "है"/);
    expect(heardWrong('WCAG 2.2 के AA स्तर।')).toBeUndefined();
  });

  it('leaves English texts alone', () => {
    expect(heardWrong('© 2026 Saathi. All rights reserved.')).toBeUndefined();
    expect(heardWrong('"(Ask) us."')).toBeUndefined();
  });
});
