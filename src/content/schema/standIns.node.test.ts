/**
 * Stand-ins for details only the founder can give (./standIns.ts): found once, as the content is
 * read, and never shown or read out: a field that holds one is "not given yet" (undefined), and
 * a sentence says the language's `notGivenYet` words in its place. With the real files, and with
 * a copy in which the founder has given every detail.
 */
import { describe, expect, it } from 'vitest';
import { languageFolders, readLanguageFiles } from '../load/readContent';
import { describeProblem } from './check';
import { loadLanguage, type LanguageContent } from './language';
import { isStandIn, standInsIn } from './standIns';

function contentOf(folder: string, files: Record<string, string>): LanguageContent {
  const result = loadLanguage(`content/${folder}`, files);
  if (!result.ok) throw new Error(result.problems.map(describeProblem).join('\n'));
  return result.content;
}

/** Every text of a value, however deep. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** Every stand-in of a language folder, as the release check lists them. */
function standInsOf(folder: string) {
  return Object.entries(readLanguageFiles(folder))
    .filter(([file]) => file !== 'glossary.yaml')
    .flatMap(([file, source]) => standInsIn(`content/${folder}/${file}`, source));
}

/** The English files with every stand-in given, as the founder will give them. */
function englishGiven(): Record<string, string> {
  const files = readLanguageFiles('en');
  const replace = (file: string, from: string, to: string) => {
    const before = files[file]!;
    if (!before.includes(from)) throw new Error(`"${from}" is not in ${file}`);
    files[file] = before.replace(from, to);
  };
  replace('site.yaml', 'phone: +91 00000 00000', 'phone: +91 98765 43210');
  replace('site.yaml', `name: "[Founder's name]"`, 'name: Asha Verma');
  replace('site.yaml', `legalName: "[Organisation's legal name]"`, 'legalName: Saathi Foundation');
  replace('site.yaml', `registration: "[Registration number]"`, 'registration: E-12345');
  replace('site.yaml', `city: "[City], India"`, 'city: Gorakhpur, India');
  replace('privacy.yaml', `name: "[Hosting company]"`, 'name: Example Hosting Ltd');
  replace('privacy.yaml', `name: "[Backup storage company]"`, 'name: Example Storage Ltd');
  replace('privacy.yaml', `name: "[E-mail company]"`, 'name: Example Mail Ltd');
  replace('privacy.yaml', `who: "[Name or role of the person who answers]"`, 'who: The founder');
  replace('privacy.yaml', `email: "[E-mail address for complaints]"`, 'email: privacy@saathi.in');
  replace('privacy.yaml', 'phone: "+91 00000 00000"', 'phone: "+91 98765 43210"');
  replace('privacy.yaml', `address: "[Postal address]"`, 'address: 12 Station Road, Gorakhpur');
  return files;
}

describe('a stand-in', () => {
  it.each([
    "[Founder's name]",
    '[City], India',
    '[शहर], भारत',
    '[The study behind the 34% figure: its authors, year and journal.]',
    '+91 00000 00000',
    '+91 0000000000',
  ])('is "%s"', (value) => expect(isStandIn(value)).toBe(true));

  it.each(['+91 98765 43210', '+91 10000 00000', 'Saathi', 'India (Nationwide Outreach)', '14416'])(
    'is not "%s"',
    (value) => expect(isStandIn(value)).toBe(false),
  );
});

describe('the content as it is today', () => {
  it.each(languageFolders())(
    'content/%s/ lists its stand-ins, with file, line and field',
    (folder) => {
      expect(standInsOf(folder).map(({ file, field }) => `${file} ${field}`)).toEqual([
        `content/${folder}/privacy.yaml processors[0].name`,
        `content/${folder}/privacy.yaml processors[1].name`,
        `content/${folder}/privacy.yaml processors[2].name`,
        `content/${folder}/privacy.yaml grievance.who`,
        `content/${folder}/privacy.yaml grievance.email`,
        `content/${folder}/privacy.yaml grievance.phone`,
        `content/${folder}/privacy.yaml grievance.address`,
        `content/${folder}/site.yaml contact.phone`,
        `content/${folder}/site.yaml founder.name`,
        `content/${folder}/site.yaml organisation.legalName`,
        `content/${folder}/site.yaml organisation.registration`,
        `content/${folder}/site.yaml organisation.city`,
        `content/${folder}/story.yaml prevalence.sources.notes[0].text`,
        `content/${folder}/story.yaml prevalence.sources.notes[1].text`,
      ]);
      for (const { file, line, value } of standInsOf(folder)) {
        const source = readLanguageFiles(folder)[file.split('/').pop()!]!;
        expect(source.split('\n')[line - 1]).toContain(value.slice(0, 20));
      }
    },
  );

  it.each(languageFolders())('content/%s/: each is read as not given yet', (folder) => {
    const { site, story, privacy } = contentOf(folder, readLanguageFiles(folder));
    expect(site.contact.phone).toBeUndefined();
    expect(site.contact.phoneHref).toBeUndefined();
    expect(site.founder.name).toBeUndefined();
    expect([site.organisation.legalName, site.organisation.registration]).toEqual([
      undefined,
      undefined,
    ]);
    expect(site.organisation.city).toBeUndefined();
    expect(story.prevalence.sources.notes.map((note) => note.text)).toEqual([undefined, undefined]);
    expect(privacy.processors.map(({ name }) => name)).toEqual([undefined, undefined, undefined]);
    expect(Object.values(privacy.grievance)).toEqual([undefined, undefined, undefined, undefined]);
    // In a sentence, the language's words for it: never the stand-in.
    expect(story.quote.attribution).toContain(site.notGivenYet.founder);
    const rights = JSON.stringify(privacy);
    expect(rights).toContain(site.notGivenYet.phone);
    expect(textsOf({ site, story, privacy }).filter(isStandIn)).toEqual([]);
  });
});

describe('the content once the founder has given every detail', () => {
  it('reads each as given, and fills it into the sentences', () => {
    const files = englishGiven();
    const { site, story, privacy } = contentOf('en', files);
    expect(site.contact.phone).toBe('+91 98765 43210');
    expect(site.contact.phoneHref).toBe('tel:+919876543210');
    expect(site.founder.name).toBe('Asha Verma');
    expect(site.organisation).toMatchObject({
      legalName: 'Saathi Foundation',
      registration: 'E-12345',
      city: 'Gorakhpur, India',
    });
    expect(story.quote.attribution).toBe('Asha Verma, founder of Saathi');
    expect(JSON.stringify(privacy)).toContain('or call +91 98765 43210, and');
    expect(JSON.stringify(privacy)).not.toContain(site.notGivenYet.phone);
    expect(privacy.processors.map(({ name }) => name)).toEqual([
      'Example Hosting Ltd',
      'Example Storage Ltd',
      'Example Mail Ltd',
    ]);
    expect(privacy.grievance).toEqual({
      who: 'The founder',
      email: 'privacy@saathi.in',
      phone: '+91 98765 43210',
      address: '12 Station Road, Gorakhpur',
    });
    expect(
      Object.entries(files).flatMap(([file, source]) =>
        file === 'glossary.yaml' ? [] : standInsIn(file, source).map((found) => found.field),
      ),
    ).toEqual(['prevalence.sources.notes[0].text', 'prevalence.sources.notes[1].text']);
  });
});
