/**
 * The content check, one kind of mistake at a time: each test changes one line of the real
 * English files and expects the exact sentence the founder would read, with its file and line.
 */
import { describe, expect, it } from 'vitest';
import {
  checkLanguage,
  languageFolders,
  readLanguageFiles,
  readLanguageSetting,
} from '../load/readContent';
import { describeProblem } from './check';
import { loadLanguage, type LanguageContent } from './language';

const english = readLanguageFiles('en');

/** The English files with one file's text changed. */
function changed(file: string, change: (text: string) => string): Record<string, string> {
  const before = english[file];
  if (before === undefined) throw new Error(`no ${file}`);
  const after = change(before);
  if (after === before) throw new Error(`the change to ${file} changed nothing`);
  return { ...english, [file]: after };
}

/** Replaces exactly one occurrence (so a test cannot silently change the wrong line). */
function once(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`"${from}" is not in the file exactly once`);
  return parts.join(to);
}

/** The line (from 1) on which `needle` first appears. */
function lineOf(text: string | undefined, needle: string): number {
  const index = text?.indexOf(needle) ?? -1;
  if (index < 0) throw new Error(`"${needle}" is not in the file`);
  return (text ?? '').slice(0, index).split('\n').length;
}

function problemsOf(files: Record<string, string>): string[] {
  const result = loadLanguage('content/en', files);
  return result.ok ? [] : result.problems.map(describeProblem);
}

function contentOf(files: Record<string, string>): LanguageContent {
  const result = loadLanguage('content/en', files);
  if (!result.ok) throw new Error(result.problems.map(describeProblem).join('\n'));
  return result.content;
}

const ALT =
  'write a text alternative that says what the picture shows (or mark the image decorative: true).';

describe('the content files', () => {
  it('builds the site from a language folder named in content/settings.yaml', () => {
    expect(languageFolders()).toContain(readLanguageSetting());
  });

  it.each(languageFolders())('finds no mistake in content/%s/', (language) => {
    const result = checkLanguage(language);
    expect(result.ok ? [] : result.problems.map(describeProblem)).toEqual([]);
  });
});

describe('the content check, mistake by mistake', () => {
  it('refuses a picture without a text alternative, at the line where the picture begins', () => {
    const files = changed('home.yaml', (text) =>
      text.replace(/\n {4}alt: "Drawing of an awareness session room[^\n]*/, ''),
    );
    const line = lineOf(files['home.yaml'], 'file: awareness-session');
    expect(problemsOf(files)).toEqual([
      `content/en/home.yaml, line ${line}, whatWeDo.image.alt: ${ALT}`,
    ]);
  });

  it('refuses an empty text alternative that is not marked decorative', () => {
    const files = changed('impact.yaml', (text) =>
      once(
        text,
        'alt: Drawing of a stack of copies of the book, ready to be handed out.',
        'alt: ""',
      ),
    );
    const line = lineOf(files['impact.yaml'], 'alt: ""');
    expect(problemsOf(files)).toEqual([
      `content/en/impact.yaml, line ${line}, books.photos[0].alt: ${ALT}`,
    ]);
  });

  it('refuses a link to a page that does not exist, and names the pages there are', () => {
    const files = changed('home.yaml', (text) => text.replace('page: about', 'page: blog'));
    const line = lineOf(files['home.yaml'], 'page: blog');
    expect(problemsOf(files)).toEqual([
      `content/en/home.yaml, line ${line}, founder.links[0].page: there is no page called blog; write one of home, about, impact, contact, accessibility, privacy, conformance or sitemap.`,
    ]);
  });

  it('refuses a helpline number that cannot be dialled, and says how to write it', () => {
    const files = changed('urgent-help.yaml', (text) => once(text, 'dial: "1098"', 'dial: 10-98'));
    const line = lineOf(files['urgent-help.yaml'], 'dial: 10-98');
    expect(problemsOf(files)).toEqual([
      `content/en/urgent-help.yaml, line ${line}, helplines[2].numbers[0].dial: write the number to dial with digits only (a + at the start allowed), not 10-98.`,
    ]);
  });

  it('reads a helpline number written without quotes as the digits written', () => {
    const files = changed('urgent-help.yaml', (text) => once(text, 'dial: "112"', 'dial: 112'));
    expect(contentOf(files).urgentHelp.helplines[1]?.numbers[0]?.dial).toBe('112');
  });

  it('accepts a page by its address as well as by its name', () => {
    const files = changed('home.yaml', (text) => text.replace('page: about', 'page: /about'));
    expect(contentOf(files).home.founder.links[0]?.to).toBe('/about');
  });

  it('refuses a number where text is expected, and says how to keep it as text', () => {
    const files = changed('home.yaml', (text) =>
      once(text, 'heading: What We Do', 'heading: 2024'),
    );
    const line = lineOf(files['home.yaml'], 'heading: 2024');
    expect(problemsOf(files)).toEqual([
      `content/en/home.yaml, line ${line}, whatWeDo.heading: expected text, but found the number 2024; put it in double quotes ("2024") to keep it as text.`,
    ]);
  });

  it('refuses a list where one text is expected', () => {
    const files = changed('contact.yaml', (text) =>
      text.replace(/ {2}heading: Get In Touch\n/, '  heading:\n    - Get In Touch\n'),
    );
    const line = lineOf(files['contact.yaml'], '- Get In Touch');
    expect(problemsOf(files)).toEqual([
      `content/en/contact.yaml, line ${line}, form.heading: expected text, but found a list.`,
    ]);
  });

  it('refuses a mistyped field name, suggests the right one and reports the missing field too', () => {
    const files = changed('story.yaml', (text) => text.replace('  tagline:', '  tagine:'));
    const line = lineOf(files['story.yaml'], 'tagine:');
    const heroLine = lineOf(files['story.yaml'], 'heading: The Story');
    expect(problemsOf(files)).toEqual([
      `content/en/story.yaml, line ${line}, hero.tagine: there is no field called tagine here (did you mean tagline?); the fields here are heading, tagline and image.`,
      `content/en/story.yaml, line ${heroLine}, hero.tagline: this is missing; add tagline: with text.`,
    ]);
  });

  it('refuses a placeholder the text cannot fill in', () => {
    const files = changed('impact.yaml', (text) =>
      text.replace('{Count} short videos', '{Cuont} short videos'),
    );
    const line = lineOf(files['impact.yaml'], '{Cuont}');
    expect(problemsOf(files)).toEqual([
      `content/en/impact.yaml, line ${line}, videos.intro: {Cuont} is not something this text can fill in; it can use {product}, {email}, {phone}, {founder}, {parentConfirmDays}, {count} or {Count}.`,
    ]);
  });

  it('refuses a dated sentence without {date}: the date would be lost', () => {
    const files = changed('privacy.yaml', (text) =>
      once(text, 'last updated on {date}.', 'last updated on 26 November.'),
    );
    const line = lineOf(files['privacy.yaml'], 'last updated on 26 November.');
    expect(problemsOf(files)).toEqual([
      `content/en/privacy.yaml, line ${line}, lastUpdated.text: write {date} in the sentence where the date goes.`,
    ]);
  });

  it("refuses the reference's sentence without {reference}, or with it twice: the number would be lost, or said twice", () => {
    const without = changed('contact-form.yaml', (text) =>
      once(text, 'Your reference number is {reference}.', 'Your reference number is below.'),
    );
    const line = lineOf(without['contact-form.yaml'], 'Your reference number is below.');
    const twice = changed('contact-form.yaml', (text) =>
      once(text, 'Please give it if', 'Please give {reference} if'),
    );
    const message = 'success.reference: write {reference} once in the sentence, where it goes.';
    expect(problemsOf(without)).toEqual([`content/en/contact-form.yaml, line ${line}, ${message}`]);
    expect(problemsOf(twice)).toEqual([`content/en/contact-form.yaml, line ${line}, ${message}`]);
  });

  it('reports a YAML mistake (an apostrophe inside single quotes) with its line, in plain words', () => {
    const files = changed('home.yaml', (text) =>
      text.replace(/ {2}tagline: [^\n]*/, "  tagline: 'We're here for you.'"),
    );
    const line = lineOf(files['home.yaml'], "'We're");
    expect(problemsOf(files)).toEqual([
      `content/en/home.yaml, line ${line}: the text goes on after its closing quote or bracket: inside '…' write an apostrophe twice ('') or put the whole text in double quotes instead, and put a text that begins with { or [ in double quotes.`,
    ]);
  });

  it('reports every mistake at once, in every file', () => {
    const files = {
      ...changed('home.yaml', (text) => text.replace('page: about', 'page: blog')),
      'site.yaml': once(english['site.yaml'] ?? '', 'email: hello@example.org', 'email: hello'),
    };
    const problems = problemsOf(files);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^content\/en\/site\.yaml, line \d+, contact\.email: write an e-mail address here/,
    );
    expect(problems[1]).toMatch(/^content\/en\/home\.yaml, line \d+, founder\.links\[0\]\.page:/);
  });

  it('names a missing file and a file it does not know', () => {
    const { 'story.yaml': story, ...rest } = english;
    expect(problemsOf({ ...rest, 'stroy.yaml': story ?? '' })).toEqual([
      'content/en/stroy.yaml, line 1: the site has no place for a file called stroy.yaml (did you mean story.yaml?); its files are site.yaml, home.yaml, story.yaml, impact.yaml, contact.yaml, contact-form.yaml, contact-service.yaml, accessibility.yaml, urgent-help.yaml, privacy.yaml and glossary.yaml.',
      'content/en/story.yaml, line 1: this file is missing; copy it from the folder of another language and translate it.',
    ]);
  });
});

describe('the words, kept as written', () => {
  it('keeps apostrophes, quotes and Hindi (Devanagari) text byte for byte', () => {
    const tagline = 'We’re here, and we\'re listening: "हम आपके साथ हैं।" — {product} के साथ बात करें।';
    const files = changed('home.yaml', (text) =>
      text.replace(/ {2}tagline: [^\n]*/, `  tagline: ${JSON.stringify(tagline)}`),
    );
    expect(contentOf(files).home.hero.tagline).toBe(
      'We’re here, and we\'re listening: "हम आपके साथ हैं।" — Saathi के साथ बात करें।',
    );
  });

  it('reads an apostrophe in a text without quotes, and a Hindi heading', () => {
    const files = changed('home.yaml', (text) =>
      text
        .replace('heading: What We Do', 'heading: हम क्या करते हैं')
        .replace(/What the founder does/, "What we're doing"),
    );
    const home = contentOf(files).home;
    expect(home.whatWeDo.heading).toBe('हम क्या करते हैं');
    expect(home.founder.rolesHeading).toBe("What we're doing");
  });
});

describe("a video's length in words", () => {
  it('is made from seconds: in the language of the files, never written by hand', () => {
    const [first] = contentOf(english).impact.videos.items;
    expect(first?.spokenLength).toMatch(/^\d+ seconds?$|minute/);
    const hindi = contentOf(readLanguageFiles('hi')).impact.videos.items[0];
    expect(hindi?.spokenLength).toMatch(/सेकंड|मिनट/);
  });
});

describe('counts come from the lists they count', () => {
  it('says "Six" for the six videos of the English files', () => {
    expect(contentOf(english).impact.videos.intro).toMatch(/^Six short videos from our work\./);
  });

  it('says "Seven" once a seventh video is added', () => {
    const seventh = [
      '    - id: seventh',
      '      title: A Seventh Clip',
      '      file: clip-session.mp4',
      '      poster: clip-session-poster.webp',
      '      captions:',
      '        - file: clip-session.en.vtt',
      '          language: en',
      '          label: English',
      '      width: 640',
      '      height: 360',
      '      description: The same clip as the sixth video, to show that the count follows the list.',
      '      seconds: 4',
      '      sound: no sound',
      '      transcript:',
      '        - "On screen: Awareness Session"',
      '',
    ].join('\n');
    const files = changed('impact.yaml', (text) => text.replace(/\nbooks:/, `\n${seventh}books:`));
    const impact = contentOf(files).impact;
    expect(impact.videos.items).toHaveLength(7);
    expect(impact.videos.intro).toBe(
      'Seven short videos from our work. Choose a video to watch it in a larger player. Each has captions in English and Hindi, and under it a description of what it shows and its transcript.',
    );
    expect(impact.videos.introWithoutScript).toMatch(/^Seven short videos from our work\. /);
  });

  it('counts a section list in its introduction and in the paragraphs after it', () => {
    const files = changed('impact.yaml', (text) => once(text, '        - Isolation\n', ''));
    const section = contentOf(files).impact.sections[0];
    expect(section?.list?.intro).toBe(
      'The book is about four mental health challenges that visually impaired young people often face:',
    );
    expect(section?.after?.[0]).toBe(
      'Each of the four themes has two interactive activities, so readers can practise what they learn.',
    );
  });

  it('refuses a key figure that no sentence of its section says (a screen reader hears it only there)', () => {
    const files = changed('impact.yaml', (text) =>
      once(text, '      - value: 200\n', '      - value: 300\n'),
    );
    const line = lineOf(files['impact.yaml'], 'value: 300');
    expect(problemsOf(files)).toEqual([
      `content/en/impact.yaml, line ${line}, sections[2].figures[1]: the figure 300 is not in this section's sentences; a screen reader hears a figure only there, so write it in a sentence too (as 300).`,
    ]);
  });

  it('finds a small key figure written in words in its sentence ("9" in "nine in-person sessions")', () => {
    const delhi = contentOf(english).impact.sections.find((each) => each.id === 'impact-delhi');
    expect(delhi?.figures).toEqual([
      { value: '9', label: 'in-person sessions in Delhi' },
      { value: '200', label: 'young people reached' },
    ]);
    const files = changed('impact.yaml', (text) =>
      once(text, 'held nine in-person sessions', 'held some in-person sessions'),
    );
    expect(problemsOf(files)).toEqual([
      `content/en/impact.yaml, line ${lineOf(files['impact.yaml'], 'value: 9')}, sections[2].figures[0]: the figure 9 is not in this section's sentences; a screen reader hears a figure only there, so write it in a sentence too (as 9 or nine).`,
    ]);
  });
});
