/**
 * The contact service's words in every language of the site, and how it chooses among them
 * (docs/spec/contracts.md §3.12). The build writes them from the content
 * (`problems:` of contact-form.yaml and contact-service.yaml of each language) into
 * `dist/.server/service-words.json` (src/shared/builtSite.ts), and the service reads that file
 * as it starts: it imports no content code, and answers with the words the pages were built with.
 */
import type { EnquiryWords, SendingWriter } from './enquiry';
import { fillPlaceholders } from './fillPlaceholders';

/** What the service answers besides the field messages (content/<language>/contact-service.yaml). */
export interface ServiceMessages {
  /** After an adult's enquiry is stored. */
  readonly sent: string;
  /**
   * After a parent's or guardian's is stored: nobody reads it before the owner's call (the
   * helpline sentence that follows every "Success!" says where to turn until then).
   */
  readonly sentParent: string;
  readonly foreignOrigin: string;
  readonly badToken: string;
  readonly keyReused: string;
  /** `{wait}`: `waitOneMinute`, or `waitMinutes` with `{minutes}`. */
  readonly tooMany: string;
  readonly waitOneMinute: string;
  readonly waitMinutes: string;
  readonly malformed: string;
  readonly notJson: string;
  readonly tooLarge: string;
  readonly refused: string;
  readonly serverFault: string;
  readonly notFound: string;
  /** The link of the bare page shown when the result page cannot be rendered. */
  readonly backToForm: string;
}

/**
 * The words after an enquiry is stored, for who wrote it: one rule for the JSON call's 201 and
 * the "Success!" page without script.
 */
export const sentMessage = (service: ServiceMessages, writer: SendingWriter): string =>
  writer === 'parent' ? service.sentParent : service.sent;

/** One language, as the service needs it. */
export interface ServiceLanguage extends EnquiryWords {
  /** Its folder in content/ (`en`, `hi`): what the form says (`?language=hi`). */
  readonly folder: string;
  /** Its addresses' prefix: '' for the first language, `/hi` for Hindi. */
  readonly prefix: string;
  readonly service: ServiceMessages;
}

/** What `service-words.json` holds: every language, the first (the site's at `/`) first. */
export interface ServiceWords {
  readonly languages: readonly ServiceLanguage[];
}

/** What a request says of its language, each of them optional. */
export interface LanguageHints {
  /** The `language` parameter of the address (the form's `?language=hi`). */
  readonly parameter?: unknown;
  /** The address's path (`/hi/…`), for an address under a language's prefix. */
  readonly path?: string;
  /** The `Accept-Language` header (the JSON call sets it to the page's `lang`). */
  readonly acceptLanguage?: string | undefined;
}

/** The longest `Accept-Language` read, and the most entries: anything longer is cut. */
const MAX_HEADER = 1000;
const MAX_ENTRIES = 20;

/** The languages of an `Accept-Language` header, the preferred first (`q=0` left out). */
export function acceptedLanguages(header: string): string[] {
  return header
    .slice(0, MAX_HEADER)
    .split(',')
    .slice(0, MAX_ENTRIES)
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      // A weight that cannot be read (`q=high`) leaves the entry out, as `q=0` does.
      const q = parameters.find((parameter) => /^\s*q\s*=/i.test(parameter));
      const value = q === undefined ? '1' : /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(q)?.[1];
      const weight = value === undefined ? 0 : Number(value);
      return { tag: tag.trim().toLowerCase(), weight, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language to answer in. What the request says is only ever used to pick one of the
 * configured languages, never put into an answer: the form's `language` parameter when it names
 * one exactly, else the language whose prefix the address is under, else the first of
 * `Accept-Language` that is one of them (`hi-IN` or `hi`, by its `lang` or its primary tag),
 * else the first language (English).
 */
export function chooseLanguage(words: ServiceWords, hints: LanguageHints): ServiceLanguage {
  const { languages } = words;
  const first = languages[0];
  if (first === undefined) throw new Error('The service has no language.');
  const { parameter, path, acceptLanguage } = hints;
  if (typeof parameter === 'string') {
    const named = languages.find((language) => language.folder === parameter);
    if (named) return named;
  }
  if (path !== undefined) {
    const under = languages.find(
      (language) =>
        language.prefix !== '' &&
        (path === language.prefix || path.startsWith(`${language.prefix}/`)),
    );
    if (under) return under;
  }
  for (const tag of acceptedLanguages(acceptLanguage ?? '')) {
    const primary = tag.split('-')[0];
    const match =
      languages.find((language) => language.lang.toLowerCase() === tag) ??
      languages.find(
        (language) =>
          language.folder === primary || language.lang.toLowerCase().split('-')[0] === primary,
      );
    if (match) return match;
  }
  return first;
}

/** "Please wait {a minute / N minutes}": whole minutes, rounded up, in the language's words. */
export function tooManyMessage(language: ServiceLanguage, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const { service } = language;
  const wait =
    minutes === 1 ? service.waitOneMinute : fillPlaceholders(service.waitMinutes, { minutes });
  return fillPlaceholders(service.tooMany, { wait });
}
