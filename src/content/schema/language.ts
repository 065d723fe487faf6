/**
 * One language's content: the files of `content/<language>/`, what each must hold, and how they
 * become the site's words. Pure (no file system): `src/content/load/readContent.ts` reads the
 * folder and hands the texts here, and the tests hand in their own.
 *
 * After every check passes, three things are filled in, the same way in every file:
 * - `{product}`, `{email}`, `{phone}` and `{founder}`, from `site.yaml`, in every text, and
 *   `{parentConfirmDays}`, the days a parent's enquiry waits for our call (src/shared/parentConsent.ts);
 * - `{count}` (and `{Count}`, capitalised, to begin a sentence): how many items the list it
 *   introduces has, in words when the language's `numberWords` has one (`site.yaml`);
 * - the links made from the e-mail and phone number (`mailto:…`, `tel:…`).
 * Other `{…}` (the viewer's `{n}` and `{m}`, the footer's `{year}`) stay for the page to fill in.
 */
import type { Check, ContentProblem, GroupOf } from './check.ts';
import { closest, listInWords } from './check.ts';
import { PARENT_CONFIRM_DAYS } from '../../shared/parentConsent.ts';
import { fillCount, fillSite } from './fill.ts';
import { accessibility } from './files/accessibility.ts';
import { contact } from './files/contact.ts';
import { contactForm } from './files/contactForm.ts';
import { contactService } from './files/contactService.ts';
import { home } from './files/home.ts';
import { impactFields } from './files/impact.ts';
import { site } from './files/site.ts';
import { story } from './files/story.ts';
import { urgentHelp } from './files/urgentHelp.ts';
import { privacy } from './privacy.ts';
import { GLOSSARY_FILE, wordProblems } from './glossary.ts';
import { readFile } from './readFile.ts';
import { CONTENT_FILES } from './contentFiles.ts';

export { CONTENT_FILES };

type Words<F extends Record<string, Check<unknown>>> = GroupOf<F>;

/** Everything one language says, checked, with every `{…}` the content fills in filled in. */
export interface LanguageContent {
  readonly site: Words<typeof site> & {
    readonly contact: {
      readonly emailHref: `mailto:${string}`;
      /** The phone as a `tel:` link; none while the phone is not given yet (./standIns.ts). */
      readonly phoneHref: `tel:${string}` | undefined;
    };
  };
  readonly home: Words<typeof home>;
  readonly story: Words<typeof story>;
  readonly impact: Words<ReturnType<typeof impactFields>>;
  readonly contact: Words<typeof contact>;
  readonly contactForm: Words<typeof contactForm>;
  readonly contactService: Words<typeof contactService>;
  readonly accessibility: Words<typeof accessibility>;
  readonly urgentHelp: Words<typeof urgentHelp>;
  readonly privacy: Words<typeof privacy>;
}

export type LoadResult =
  | { readonly ok: true; readonly content: LanguageContent }
  | { readonly ok: false; readonly problems: readonly ContentProblem[] };

/**
 * Checks one language's files (`files`: file name to its text, `folder`: where they are, for the
 * messages) and, when all is well, gives its words.
 */
export function loadLanguage(folder: string, files: Readonly<Record<string, string>>): LoadResult {
  const problems: ContentProblem[] = unknownFiles(folder, files);
  const read = <F extends Record<string, Check<unknown>>>(name: string, fields: F) =>
    readFile(folder, name, files[name], fields, problems);

  const siteWords = read(CONTENT_FILES.site, site);
  const words = {
    site: siteWords,
    home: read(CONTENT_FILES.home, home),
    story: read(CONTENT_FILES.story, story),
    impact: read(
      CONTENT_FILES.impact,
      impactFields(siteWords?.channels, siteWords?.numberWords, siteWords?.locale.lang),
    ),
    contact: read(CONTENT_FILES.contact, contact),
    contactForm: read(CONTENT_FILES.contactForm, contactForm),
    contactService: read(CONTENT_FILES.contactService, contactService),
    accessibility: read(CONTENT_FILES.accessibility, accessibility),
    urgentHelp: read(CONTENT_FILES.urgentHelp, urgentHelp),
    privacy: read(CONTENT_FILES.privacy, privacy),
  };
  // One word for one idea (glossary.yaml), and Hindi heard right: ./glossary.ts.
  problems.push(...wordProblems(folder, files));
  if (problems.length > 0 || !everyFileRead(words)) return { ok: false, problems };
  return { ok: true, content: filledIn(words) };
}

/** A problem for each file of the folder that the site has no place for, with a guess. */
function unknownFiles(folder: string, files: Readonly<Record<string, string>>): ContentProblem[] {
  const known: string[] = [...Object.values(CONTENT_FILES), GLOSSARY_FILE];
  return Object.keys(files)
    .filter((name) => !known.includes(name))
    .map((name) => {
      const guess = closest(name, known);
      return {
        file: `${folder}/${name}`,
        line: 1,
        field: '',
        message: `the site has no place for a file called ${name}${guess ? ` (did you mean ${guess}?)` : ''}; its files are ${listInWords(known)}.`,
      };
    });
}

/** Each content file as its check read it, before the counts and the details are filled in. */
type FilesRead = Omit<LanguageContent, 'site'> & {
  site: Omit<LanguageContent['site'], 'contact'> & {
    contact: Omit<LanguageContent['site']['contact'], 'emailHref' | 'phoneHref'>;
  };
};

/** Whether every file was read (a file with a mistake in it is read as undefined). */
function everyFileRead(words: {
  [File in keyof FilesRead]: FilesRead[File] | undefined;
}): words is FilesRead {
  return Object.values(words).every((file) => file !== undefined);
}

/**
 * The words as the pages use them: the numbers counted into the Impact page's sentences ("six
 * videos"), and `{product}`, `{email}`, `{phone}`, `{founder}` and `{parentConfirmDays}` filled
 * in everywhere; a detail not given yet (./standIns.ts) said as the language's words for it.
 */
function filledIn(words: FilesRead): LanguageContent {
  const { site: siteFile, impact: impactFile } = words;
  const { lang } = siteFile.locale;
  const count = (template: string, n: number) => fillCount(template, n, siteFile.numberWords, lang);
  const { videos } = impactFile;
  const impact: FilesRead['impact'] = {
    ...impactFile,
    sections: impactFile.sections.map((section) => {
      const items = section.list?.items.length ?? 0;
      return {
        ...section,
        ...(section.list
          ? { list: { ...section.list, intro: count(section.list.intro, items) } }
          : {}),
        ...(section.after
          ? { after: section.after.map((paragraph) => count(paragraph, items)) }
          : {}),
      };
    }),
    videos: {
      ...videos,
      intro: count(videos.intro, videos.items.length),
      introWithoutScript: count(videos.introWithoutScript, videos.items.length),
    },
  };
  const { notGivenYet } = siteFile;
  const phone = siteFile.contact.phone;
  const fill = (value: string) =>
    value
      .replaceAll('{product}', siteFile.productName)
      .replaceAll('{email}', siteFile.contact.email)
      .replaceAll('{phone}', phone ?? notGivenYet.phone)
      .replaceAll('{founder}', siteFile.founder.name ?? notGivenYet.founder)
      .replaceAll('{parentConfirmDays}', String(PARENT_CONFIRM_DAYS));
  return fillSite(
    {
      ...words,
      site: {
        ...siteFile,
        contact: {
          ...siteFile.contact,
          emailHref: `mailto:${siteFile.contact.email}` as const,
          phoneHref:
            phone === undefined ? undefined : (`tel:${phone.replaceAll(' ', '')}` as const),
        },
      },
      impact,
    },
    fill,
  );
}
