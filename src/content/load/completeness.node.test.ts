/**
 * The completeness of the translations: every language folder of content/ has the same files,
 * fields and list items as every other (both ways), passes the content check, and a translation
 * holds no sentence left in English. Then the same checks on changed copies of the real files, to
 * show that each one fails when it should.
 */
import { describe, expect, it } from 'vitest';
import { describeProblem } from '../schema/check';
import {
  englishLeftIn,
  englishRun,
  missingInOtherLanguages,
  type LanguageFolder,
} from '../schema/completeness';
import {
  checkLanguage,
  checkedContent,
  languageFolders,
  readLanguageFiles,
  readLanguageSetting,
} from './readContent';

/** The language the others are translated from: the only folder that may be in English. */
const SOURCE = 'en';

const folders: LanguageFolder[] = languageFolders().map((language) => ({
  language,
  files: readLanguageFiles(language),
}));
const translations = folders.filter((folder) => folder.language !== SOURCE);

function folder(language: string): LanguageFolder {
  const found = folders.find((each) => each.language === language);
  if (!found) throw new Error(`no content/${language}/`);
  return found;
}

/** A language folder with one file's text changed. */
function changed(language: string, file: string, change: (text: string) => string): LanguageFolder {
  const { files } = folder(language);
  const before = files[file];
  if (before === undefined) throw new Error(`no content/${language}/${file}`);
  const after = change(before);
  if (after === before) throw new Error(`the change to ${file} changed nothing`);
  return { language, files: { ...files, [file]: after } };
}

function lineOf(text: string | undefined, needle: string): number {
  const index = text?.indexOf(needle) ?? -1;
  if (index < 0) throw new Error(`"${needle}" is not in the file`);
  return (text ?? '').slice(0, index).split('\n').length;
}

/** The folders with `replacement` in place of the folder of the same language. */
function withFolder(replacement: LanguageFolder): LanguageFolder[] {
  return folders.map((each) => (each.language === replacement.language ? replacement : each));
}

const missing = (all: readonly LanguageFolder[]) =>
  missingInOtherLanguages(all).map(describeProblem);
const english = (one: LanguageFolder) => englishLeftIn(one).map(describeProblem);

describe('every language of content/', () => {
  it('has a translation beside the English words', () => {
    expect(folders.map((each) => each.language)).toContain(SOURCE);
    expect(translations.map((each) => each.language)).toContain('hi');
  });

  it.each(folders.map((each) => each.language))(
    'passes the content check: content/%s/',
    (language) => {
      const result = checkLanguage(language);
      expect(result.ok ? [] : result.problems.map(describeProblem)).toEqual([]);
    },
  );

  it('loads a language folder by name, and the one content/settings.yaml names by default', () => {
    expect(checkedContent(undefined, 'hi').site.locale.lang).toBe('hi-IN');
    expect(checkedContent().site.locale).toEqual(
      checkedContent(undefined, readLanguageSetting()).site.locale,
    );
  });

  it('has every file, field and list item that each other language has, both ways', () => {
    expect(missing(folders)).toEqual([]);
  });

  it.each(translations.map((each) => each.language))(
    'holds no sentence left in English: content/%s/',
    (language) => {
      expect(english(folder(language))).toEqual([]);
    },
  );
});

describe('the completeness check fails when it should', () => {
  it('reports a field deleted from the Hindi words, at the group that lacks it', () => {
    const hindi = changed('hi', 'home.yaml', (text) =>
      text.replace(/\n {2}imageCaption: [^\n]*/, ''),
    );
    const line = lineOf(hindi.files['home.yaml'], 'heading: हम क्या करते हैं');
    expect(missing(withFolder(hindi))).toEqual([
      `content/hi/home.yaml, line ${line}, whatWeDo.imageCaption: this is missing: content/en/home.yaml has imageCaption:, so add it here, translated.`,
    ]);
  });

  it('reports a field the Hindi words have and the English ones lack (the other direction)', () => {
    const hindi = changed('hi', 'contact.yaml', (text) =>
      text.replace('  intro: हमारे वीडियो देखें', '  note: और\n  intro: हमारे वीडियो देखें'),
    );
    const line = lineOf(folder('en').files['contact.yaml'], 'heading: Follow Us');
    expect(missing(withFolder(hindi))).toEqual([
      `content/en/contact.yaml, line ${line}, follow.note: this is missing: content/hi/contact.yaml has note:, so add it here, translated.`,
    ]);
  });

  it('reports a list with an item fewer, and a file left out', () => {
    const shorter = changed('hi', 'story.yaml', (text) =>
      text.replace(/\n {4}- डिस्थीमिया[^\n]*/, ''),
    ).files;
    const rest = Object.fromEntries(
      Object.entries(shorter).filter(([name]) => name !== 'urgent-help.yaml'),
    );
    const hindi = { language: 'hi', files: rest };
    const line = lineOf(rest['story.yaml'], '- मानसिक स्वास्थ्य की समस्याएँ हमारी');
    expect(missing(withFolder(hindi))).toEqual([
      `content/hi/story.yaml, line ${line}, prevalence.paragraphs: this list has 2 items here and 3 items in content/en/story.yaml; every language has the same items, in the same order.`,
      'content/hi/urgent-help.yaml, line 1: this file is missing: copy content/en/urgent-help.yaml here and translate it.',
    ]);
  });

  it('asks every folder for its own glossary, whose terms differ from language to language', () => {
    // The real glossaries hold different terms (checked above: no mistake is reported).
    expect(folder('en').files['glossary.yaml']).not.toEqual(folder('hi').files['glossary.yaml']);
    const rest = Object.fromEntries(
      Object.entries(folder('hi').files).filter(([name]) => name !== 'glossary.yaml'),
    );
    expect(missing(withFolder({ language: 'hi', files: rest }))).toEqual([
      'content/hi/glossary.yaml, line 1: this file is missing: copy content/en/glossary.yaml here and translate it.',
    ]);
  });

  it('reports a sentence left in English in the Hindi words', () => {
    const hindi = changed('hi', 'contact.yaml', (text) =>
      text.replace(
        'intro: हमारे वीडियो देखें और पॉडकास्ट सुनें।',
        'intro: Watch our videos and listen to the podcast.',
      ),
    );
    const line = lineOf(hindi.files['contact.yaml'], 'Watch our videos');
    expect(english(hindi)).toEqual([
      `content/hi/contact.yaml, line ${line}, follow.intro: "Watch our videos" is English; translate it (a name kept in Latin letters belongs in LATIN_NAMES, src/content/schema/completeness.ts).`,
    ]);
  });

  it('counts English words across punctuation and names, and not names, addresses or files', () => {
    expect(englishRun('Please call Tele-MANAS now.')).toBe('Please call now');
    expect(englishRun('Hello, my friend')).toBe('Hello my friend');
    expect(englishRun('NVDA, JAWS, TalkBack या VoiceOver जैसा कोई स्क्रीन रीडर')).toBeUndefined();
    expect(englishRun('axe-core, IBM Equal Access और Siteimprove Alfa')).toBeUndefined();
    expect(englishRun('{product} को {email} पर लिखें: https://example.org/a-b-c')).toBeUndefined();
    expect(englishRun('clip-activity.en.vtt')).toBeUndefined();
    expect(englishRun('अंग्रेज़ी में “Interactive Session” लिखा आता है')).toBeUndefined();
    expect(englishRun('WCAG 2.2 AA')).toBeUndefined();
  });
});
