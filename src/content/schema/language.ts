/**
 * One language's content: the files of `content/<language>/`, what each must hold, and how they
 * become the site's words. Pure (no file system): `src/content/load/readContent.ts` reads the
 * folder and hands the texts here, and the tests hand in their own.
 *
 * After every check passes, three things are filled in, the same way in every file:
 * - `{product}`, `{email}`, `{phone}` and `{founder}`, from `site.yaml`, in every text;
 * - `{count}` (and `{Count}`, capitalised, to begin a sentence): how many items the list it
 *   introduces has, in words when the language's `numberWords` has one (`site.yaml`);
 * - the links made from the e-mail and phone number (`mailto:…`, `tel:…`).
 * Other `{…}` (the viewer's `{n}` and `{m}`, the footer's `{year}`) stay for the page to fill in.
 */
import { LineCounter, isMap, parseDocument, type Node } from 'yaml';
import { routeTable, type PageId } from '../routeTable.ts';
import type { ExternalLinkContent, ShortExternalLink } from '../types';
import {
  INVALID,
  closest,
  dialNumber,
  figure,
  group,
  inside,
  list,
  listInWords,
  oneOf,
  optional,
  problem,
  readFields,
  text,
  type Check,
  type ContentProblem,
  type GroupOf,
  type Infer,
  type Place,
} from './check.ts';
import {
  externalLink,
  image,
  internalLink,
  photo,
  shortExternalLink,
  uniqueIds,
  video,
} from './fields.ts';
import { GLOSSARY_FILE, wordProblems } from './glossary.ts';
import { organisationFields } from './organisation.ts';
import { privacy } from './privacy.ts';
import { sources } from './sources.ts';
import { escapeRegExp } from '../../shared/escapeRegExp.ts';

/** A page's name in the navigation, its title and its one-sentence description. */
const pageWords = group({ navLabel: text(), title: text(), description: text() });

const pagesGroup = group(
  Object.fromEntries(routeTable.map((route) => [route.id, pageWords])) as Record<
    PageId,
    typeof pageWords
  >,
  `the words of every page (${listInWords(routeTable.map((route) => route.id))})`,
);

const channelsGroup = group({ videoChannel: externalLink(), podcast: externalLink() });

const site = {
  productName: text(),
  locale: group({ lang: text(), dir: oneOf(['ltr', 'rtl']) }),
  contact: group({
    email: {
      expects: 'an e-mail address',
      read(node, place) {
        const value = text().read(node, place);
        if (value === INVALID) return INVALID;
        return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
          ? value
          : problem(place, node, 'write an e-mail address here, such as hello@example.org.');
      },
    } satisfies Check<string>,
    phone: {
      expects: 'a phone number',
      read(node, place) {
        const value = text().read(node, place);
        if (value === INVALID) return INVALID;
        return /^\+\d[\d ]{6,}$/.test(value)
          ? value
          : problem(
              place,
              node,
              'write the phone number with its country code, digits and spaces only, such as +91 98765 43210.',
            );
      },
    } satisfies Check<string>,
    location: text(),
  }),
  ...organisationFields,
  channels: channelsGroup,
  pages: pagesGroup,
  notFound: group({
    title: text(),
    description: text(),
    heading: text(),
    body: text(),
    homeLink: internalLink(),
  }),
  shell: group({
    skipLink: text(),
    logoAlt: text(),
    mainNavLabel: text(),
    languageSwitch: text(),
    openMenu: text(),
    menuTitle: text(),
    closeMenu: text(),
    opensInNewTab: text(),
    pageChanged: text({ placeholders: ['title'] }),
    documentTitle: text({ placeholders: ['title'] }),
    loadingPage: text(),
  }),
  footer: group({
    about: group({ heading: text(), text: text() }),
    contact: group({
      heading: text(),
      emailLabel: text(),
      locationLabel: text(),
      followLabel: text(),
    }),
    quickLinks: group({ heading: text(), landmarkLabel: text() }),
    statementLink: internalLink(),
    privacyLink: internalLink(),
    copyright: text({ placeholders: ['year'] }),
  }),
  // The full-screen viewer's words (src/components/Lightbox), for any page that uses it.
  viewer: group({
    dialog: text(),
    previous: text(),
    next: text(),
    close: text(),
    loadingImage: text(),
    imageError: text(),
    slide: text({ placeholders: ['n', 'm'] }),
    videoAnnouncement: text({ placeholders: ['n', 'm', 'title'] }),
    imageAnnouncement: text({ placeholders: ['n', 'm', 'alt'] }),
    instructions: text(),
    playerInstructions: text(),
  }),
  numberWords: list(text()),
  moreThan: text({ placeholders: ['number'] }),
};

const hero = group({ heading: text(), tagline: text(), image: image() });
const paragraphs = list(text());

const home = {
  hero,
  whatWeDo: group({ heading: text(), paragraphs, image: image(), imageCaption: text() }),
  founder: group({
    heading: text(),
    paragraphs,
    rolesHeading: text(),
    roles: list(text()),
    links: list(internalLink()),
  }),
};

const story = {
  hero,
  quote: group({ image: image(), text: text(), attribution: text() }),
  prevalence: group({ heading: text(), paragraphs, sources }),
  rationale: group({
    heading: text(),
    paragraphs,
    mediaIntro: text(),
    links: list(shortExternalLink()),
  }),
  vision: group({ heading: text(), paragraphs }),
  today: group({ heading: text(), stats: list(group({ value: figure(), label: text() })) }),
};

const COUNT = ['count', 'Count'];

/** A link of an Impact section: a short link, a full one, or one of the site's channels. */
function sectionLink(
  channels: Readonly<Record<string, ExternalLinkContent>> | undefined,
): Check<ShortExternalLink | ExternalLinkContent> {
  const short = shortExternalLink();
  const full = externalLink();
  return {
    expects: 'a link (shortText:, href: and label:, or href: and label:, or channel:)',
    read(node, place) {
      if (!isMap(node)) return full.read(node, place);
      const has = (name: string) =>
        node.items.some((pair) => String((pair.key as Node & { value?: unknown })?.value) === name);
      if (has('channel')) {
        const names = Object.keys(channels ?? {});
        const value = readFields({ channel: text() }, node, place);
        if (value === INVALID) return INVALID;
        if (!channels) return INVALID;
        const found = channels[value.channel];
        if (found) return found;
        const guess = closest(value.channel, names);
        return problem(
          { ...place, field: `${place.field}.channel` },
          node,
          `there is no channel called ${value.channel}${guess ? ` (did you mean ${guess}?)` : ''}; write one of ${listInWords(names, 'or')} (the channels of site.yaml).`,
        );
      }
      return has('shortText') ? short.read(node, place) : full.read(node, place);
    },
  };
}

/**
 * A section of the Impact page. Its key figures are shown large but hidden from screen readers,
 * which hear each figure once, in the sentence that says it: so each figure must be in the
 * section's words, as written ("8,000" for 8,000+) or, for a small number, in words ("nine").
 */
function impactSection(
  channels: Readonly<Record<string, ExternalLinkContent>> | undefined,
  numberWords: readonly string[] | undefined,
) {
  const inner = group({
    id: text({ expects: 'a short name of letters, digits and dashes' }),
    heading: text(),
    figures: optional(list(group({ value: figure(), label: text() }))),
    paragraphs,
    list: optional(group({ intro: text({ placeholders: COUNT }), items: list(text()) })),
    after: optional(list(text({ placeholders: COUNT }))),
    image: optional(photo()),
    links: optional(list(sectionLink(channels))),
  });
  return {
    ...inner,
    read(node: Node | null | undefined, place: Place) {
      const value = inner.read(node, place);
      // Without site.yaml's number words (a mistake there, reported already) it cannot tell.
      if (value === INVALID || !value.figures || !numberWords) return value;
      const said = [
        ...value.paragraphs,
        ...(value.list ? [value.list.intro, ...value.list.items] : []),
        ...(value.after ?? []),
      ]
        .join(' ')
        .toLowerCase();
      const figuresNode = isMap(node) ? (node.get('figures', true) as Node | undefined) : undefined;
      let ok = true;
      value.figures.forEach((item, index) => {
        const digits = item.value.replace(/[^\d,.]/g, '');
        const word = /^\d+$/.test(digits) ? numberWords?.[Number(digits)] : undefined;
        const found = [digits, word].some(
          (form) =>
            form && new RegExp(`(^|[^\\w,.])${escapeRegExp(form)}(?![\\w])`, 'i').test(said),
        );
        if (!found) {
          const itemNode = (figuresNode as { items?: Node[] } | undefined)?.items?.[index];
          const valueNode = isMap(itemNode) ? (itemNode.get('value', true) as Node) : itemNode;
          problem(
            inside(inside(place, 'figures', node ?? undefined), index, figuresNode),
            valueNode,
            `the figure ${item.value} is not in this section's sentences; a screen reader hears a figure only there, so write it in a sentence too (as ${digits}${word ? ` or ${word}` : ''}).`,
          );
          ok = false;
        }
      });
      return ok ? value : INVALID;
    },
  } satisfies Check<Infer<typeof inner>>;
}

function impactFields(
  channels: Readonly<Record<string, ExternalLinkContent>> | undefined,
  numberWords?: readonly string[],
) {
  return {
    hero,
    sections: uniqueIds(list(impactSection(channels, numberWords))),
    videos: group({
      heading: text(),
      intro: text({ placeholders: COUNT }),
      // The same introduction for a visitor without JavaScript, whose browser plays the file
      // itself (no larger player, no captions): docs/spec/product.md §2.7.
      introWithoutScript: text({ placeholders: COUNT }),
      items: uniqueIds(list(video())),
    }),
    books: group({ heading: text(), intro: text(), photos: list(photo()) }),
  };
}

const contact = {
  hero,
  form: group({ heading: text(), intro: text() }),
  talk: group({ heading: text(), intro: text(), emailLabel: text(), phoneLabel: text() }),
  follow: group({ heading: text(), intro: text() }),
};

const formField = group({ label: text(), description: optional(text()) });
const outcome = group({ title: text(), fallbackMessage: text() });

/** The problems of one field of the enquiry; `{limit}` is its longest length. */
function fieldProblems<F extends Fields>(more: F) {
  return group({
    notText: text(),
    tooLong: text({ placeholders: ['limit'] }),
    unusual: text(),
    ...more,
  });
}

const contactForm = {
  fields: group({
    fullName: formField,
    phoneNumber: formField,
    userEmail: formField,
    message: formField,
  }),
  requiredMarker: text(),
  replyGroupLegend: text(),
  errorSummaryTitle: text(),
  submit: text(),
  sending: text(),
  errorPrefix: text(),
  honeypotLabel: text(),
  resultPage: group({
    anotherMessage: text(),
    otherWays: text(),
    emailLabel: text(),
    phoneLabel: text(),
  }),
  success: outcome,
  failure: outcome,
  dialogButtons: group({ confirm: text(), deny: text(), cancel: text() }),
  problems: group({
    summary: text({ placeholders: ['fields'] }),
    fieldNames: group({
      fullName: text(),
      phoneNumber: text(),
      userEmail: text(),
      message: text(),
    }),
    contactFields: text(),
    contactNeeded: text(),
    notAForm: text(),
    fullName: fieldProblems({ oneLine: text() }),
    phoneNumber: fieldProblems({ oneLine: text(), format: text() }),
    userEmail: fieldProblems({ oneLine: text(), format: text() }),
    message: fieldProblems({ required: text() }),
  }),
};

/** What the contact service answers besides the field messages (contact-service.yaml). */
const contactService = {
  sent: text(),
  foreignOrigin: text(),
  badToken: text(),
  keyReused: text(),
  tooMany: text({ placeholders: ['wait'] }),
  waitOneMinute: text(),
  waitMinutes: text({ placeholders: ['minutes'] }),
  malformed: text(),
  notJson: text(),
  tooLarge: text(),
  refused: text(),
  serverFault: text(),
  notFound: text(),
  backToForm: text(),
};

const accessibility = {
  heading: text(),
  intro: text(),
  sections: list(
    group({ heading: text(), paragraphs: optional(paragraphs), list: optional(list(text())) }),
  ),
  lastReviewed: text(),
};

const urgentHelp = {
  heading: text(),
  intro: text(),
  footerHeading: text(),
  footerIntro: text(),
  notForEmergencies: text(),
  seeHelplines: text(),
  afterSending: text(),
  helplines: list(
    group({
      id: text({ expects: 'a short key, such as tele-manas' }),
      name: text(),
      about: text(),
      callLabel: text({ placeholders: ['number'] }),
      numbers: list(group({ label: figure(), dial: dialNumber() })),
    }),
  ),
};

/** The files of a language folder, and what each holds. */
export const CONTENT_FILES = {
  site: 'site.yaml',
  home: 'home.yaml',
  story: 'story.yaml',
  impact: 'impact.yaml',
  contact: 'contact.yaml',
  contactForm: 'contact-form.yaml',
  contactService: 'contact-service.yaml',
  accessibility: 'accessibility.yaml',
  urgentHelp: 'urgent-help.yaml',
  privacy: 'privacy.yaml',
} as const;

type Fields = Record<string, Check<unknown>>;
type Words<F extends Fields> = GroupOf<F>;

/** Everything one language says, checked, with every `{…}` the content fills in filled in. */
export interface LanguageContent {
  readonly site: Words<typeof site> & {
    readonly contact: {
      readonly emailHref: `mailto:${string}`;
      readonly phoneHref: `tel:${string}`;
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

/** Plain sentences for YAML's own mistakes (a quote left open, a colon in an unquoted text). */
function syntaxMessage(code: string, message: string): string {
  switch (code) {
    case 'UNEXPECTED_TOKEN':
    case 'UNEXPECTED_SCALAR':
      return "the text goes on after its closing quote or bracket: inside '…' write an apostrophe twice ('') or put the whole text in double quotes instead, and put a text that begins with { or [ in double quotes.";
    case 'BLOCK_AS_IMPLICIT_KEY':
      return 'a colon followed by a space starts a new field, so put a text that contains one in double quotes.';
    case 'MULTILINE_IMPLICIT_KEY':
      return 'this line is not indented like the lines around it, or it has a colon followed by a space in a text that needs double quotes.';
    case 'MISSING_CHAR':
      return 'a quote is opened and never closed; end the text with the same quote mark it begins with.';
    case 'DUPLICATE_KEY':
      return 'this field is written twice in the same place; keep only one.';
    case 'TAB_AS_INDENT':
      return 'indent with spaces, not with the Tab key.';
    case 'BAD_INDENT':
      return 'this line is not indented like the lines around it; line it up with the other fields of its group.';
    default:
      return `this line cannot be read (${message.split('\n')[0] ?? message}); check its quotes and its indentation.`;
  }
}

/** Parses one file and reads its fields; records every mistake. */
function readFile<F extends Fields>(
  folder: string,
  name: string,
  source: string | undefined,
  fields: F,
  problems: ContentProblem[],
): GroupOf<F> | undefined {
  const file = `${folder}/${name}`;
  if (source === undefined) {
    problems.push({
      file,
      line: 1,
      field: '',
      message:
        'this file is missing; copy it from the folder of another language and translate it.',
    });
    return undefined;
  }
  const lines = new LineCounter();
  const document = parseDocument(source, {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: true,
  });
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      problems.push({
        file,
        line: lines.linePos(error.pos[0]).line,
        field: '',
        message: syntaxMessage(error.code, error.message),
      });
    }
    return undefined;
  }
  const place: Place = { file, lines, problems, field: '', parent: undefined };
  const root = document.contents as Node | null;
  if (!isMap(root)) {
    problem(
      place,
      root,
      'this file must be a list of fields, each on its own line as name: value.',
    );
    return undefined;
  }
  const value = readFields(fields, root, place);
  return value === INVALID ? undefined : value;
}

/** The word for a number (from `numberWords`), or its digits. */
export function countInWords(count: number, words: readonly string[], lang: string): string {
  return words[count] ?? count.toLocaleString(lang);
}

/** Fills `{count}` and `{Count}` in a text. */
function fillCount(template: string, count: number, words: readonly string[], lang: string) {
  const word = countInWords(count, words, lang);
  const capital = word.charAt(0).toLocaleUpperCase(lang) + word.slice(1);
  return template.replaceAll('{count}', word).replaceAll('{Count}', capital);
}

/** Fills the site's placeholders in every text of a value. */
function fillSite<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === 'string') return fill(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillSite(item, fill)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillSite(item as unknown, fill)]),
    ) as T;
  }
  return value;
}

/**
 * Checks one language's files (`files`: file name to its text, `folder`: where they are, for the
 * messages) and, when all is well, gives its words.
 */
export function loadLanguage(folder: string, files: Readonly<Record<string, string>>): LoadResult {
  const problems: ContentProblem[] = [];
  const known: string[] = [...Object.values(CONTENT_FILES), GLOSSARY_FILE];
  for (const name of Object.keys(files)) {
    if (known.includes(name)) continue;
    const guess = closest(name, known);
    problems.push({
      file: `${folder}/${name}`,
      line: 1,
      field: '',
      message: `the site has no place for a file called ${name}${guess ? ` (did you mean ${guess}?)` : ''}; its files are ${listInWords(known)}.`,
    });
  }
  const read = <F extends Fields>(name: string, fields: F) =>
    readFile(folder, name, files[name], fields, problems);

  const siteWords = read(CONTENT_FILES.site, site);
  const words = {
    site: siteWords,
    home: read(CONTENT_FILES.home, home),
    story: read(CONTENT_FILES.story, story),
    impact: read(CONTENT_FILES.impact, impactFields(siteWords?.channels, siteWords?.numberWords)),
    contact: read(CONTENT_FILES.contact, contact),
    contactForm: read(CONTENT_FILES.contactForm, contactForm),
    contactService: read(CONTENT_FILES.contactService, contactService),
    accessibility: read(CONTENT_FILES.accessibility, accessibility),
    urgentHelp: read(CONTENT_FILES.urgentHelp, urgentHelp),
    privacy: read(CONTENT_FILES.privacy, privacy),
  };
  // One word for one idea (glossary.yaml), and Hindi heard right: ./glossary.ts.
  problems.push(...wordProblems(folder, files));
  const {
    site: s,
    home: h,
    story: st,
    impact: i,
    contact: c,
    contactForm: f,
    contactService: cs,
    accessibility: a,
    urgentHelp: u,
    privacy: p,
  } = words;
  if (problems.length > 0 || !s || !h || !st || !i || !c || !f || !cs || !a || !u || !p) {
    return { ok: false, problems };
  }

  const { lang } = s.locale;
  const count = (template: string, n: number) => fillCount(template, n, s.numberWords, lang);
  const impact: Infer<Check<typeof i>> = {
    ...i,
    sections: i.sections.map((section) => {
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
      ...i.videos,
      intro: count(i.videos.intro, i.videos.items.length),
      introWithoutScript: count(i.videos.introWithoutScript, i.videos.items.length),
    },
  };

  const fill = (value: string) =>
    value
      .replaceAll('{product}', s.productName)
      .replaceAll('{email}', s.contact.email)
      .replaceAll('{phone}', s.contact.phone)
      .replaceAll('{founder}', s.founder.name);
  const content: LanguageContent = fillSite(
    {
      site: {
        ...s,
        contact: {
          ...s.contact,
          emailHref: `mailto:${s.contact.email}` as const,
          phoneHref: `tel:${s.contact.phone.replaceAll(' ', '')}` as const,
        },
      },
      home: h,
      story: st,
      impact,
      contact: c,
      contactForm: f,
      contactService: cs,
      accessibility: a,
      urgentHelp: u,
      privacy: p,
    },
    fill,
  );
  return { ok: true, content };
}
