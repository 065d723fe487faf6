/**
 * The checks for the site's own kinds of field: pictures, links, pages (videos: ./video.ts).
 * Each keeps a guarantee the TypeScript types gave when the words were code: every picture has a
 * text alternative (or says it is decorative), every link inside the site names a real page,
 * every link to another site is an `https://` address.
 */
import { isMap, isScalar, type Node } from 'yaml';
import { findPage, routeTable, type RoutePath } from '../routeTable.ts';
import type {
  DatedSentence,
  ExternalLinkContent,
  ImageContent,
  InformativeImage,
  InternalLink,
  ShortExternalLink,
} from '../types';
import {
  fieldProblem,
  INVALID,
  inside,
  list,
  listInWords,
  optional,
  problem,
  readFields,
  text,
  wholeNumber,
  yes,
  type Check,
  type Place,
} from './check.ts';

/** The sentence for a picture with no words: the one the founder will see most. */
export const ALT_MISSING =
  'write a text alternative that says what the picture shows (or mark the image decorative: true).';

const pageNames = listInWords(
  routeTable.map((route) => route.id),
  'or',
);

/** An e-mail address: something@somewhere.tld. */
export function emailAddress(): Check<string> {
  return {
    expects: 'an e-mail address',
    read(node, place) {
      const value = text().read(node, place);
      if (value === INVALID) return INVALID;
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
        ? value
        : problem(place, node, 'write an e-mail address here, such as hello@example.org.');
    },
  };
}

/** A phone number with its country code: `+`, digits and spaces. */
export function phoneNumber(): Check<string> {
  return {
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
  };
}

/** A page of the site, by its id (`about`) or its address (`/about`); gives its address. */
export function page(): Check<RoutePath> {
  return {
    expects: `the name of a page (${pageNames})`,
    read(node, place) {
      if (!isScalar(node) || typeof node.value !== 'string' || node.value.trim() === '') {
        return problem(place, node, `write the name of a page here: ${pageNames}.`);
      }
      const found = findPage(node.value.trim());
      if (!found) {
        return problem(
          place,
          node,
          `there is no page called ${node.value}; write one of ${pageNames}.`,
        );
      }
      return found.path;
    },
  };
}

/** An address on another website: it must start with https://. */
export function address(): Check<`https://${string}`> {
  return {
    expects: 'an address starting with https://',
    read(node, place) {
      if (isScalar(node) && typeof node.value === 'string' && /^https:\/\/\S+$/.test(node.value)) {
        return node.value as `https://${string}`;
      }
      return problem(
        place,
        node,
        'write the full address of the other website here, starting with https:// and with no spaces.',
      );
    },
  };
}

/**
 * A sentence with a date in it: `text:` with `{date}` where the date goes, and `date:` as the
 * language writes it. Apart, so the page can keep the date on one line ("24" and "November" never
 * on two lines of a phone) without a special space in the words.
 */
export function datedSentence(): Check<DatedSentence> {
  const fields = { text: text({ placeholders: ['date'] }), date: text() };
  return {
    expects: 'a sentence with text: (with {date} in it) and date:',
    read(node, place) {
      if (!isMap(node)) {
        return problem(place, node, 'write text: (a sentence with {date} in it) and date: here.');
      }
      const value = readFields(fields, node, place);
      if (value === INVALID) return INVALID;
      if (!value.text.includes('{date}')) {
        return fieldProblem(
          node,
          place,
          'text',
          'write {date} in the sentence where the date goes.',
        );
      }
      return value;
    },
  };
}

/** A link inside the site: `page:` and `label:`. */
export function internalLink(): Check<InternalLink> {
  const fields = { page: page(), label: text() };
  return {
    expects: 'a link with page: and label:',
    read(node, place) {
      if (!isMap(node)) return problem(place, node, 'write a link here, with page: and label:.');
      const value = readFields(fields, node, place);
      if (value === INVALID) return INVALID;
      return { kind: 'internal', to: value.page, label: value.label };
    },
  };
}

/** A link to another website: `href:` and `label:`. */
export function externalLink(): Check<ExternalLinkContent> {
  const fields = { href: address(), label: text() };
  return {
    expects: 'a link with href: and label:',
    read(node, place) {
      if (!isMap(node)) return problem(place, node, 'write a link here, with href: and label:.');
      const value = readFields(fields, node, place);
      if (value === INVALID) return INVALID;
      return { kind: 'external', href: value.href, label: value.label };
    },
  };
}

/**
 * A link to another website whose visible words (`shortText`, "Watch here") are the start of
 * its full name (`label`, "Watch here: a short video about …"): screen-reader users hear the
 * label, voice-control users say what they see (WCAG 2.5.3).
 */
export function shortExternalLink(): Check<ShortExternalLink> {
  const fields = { shortText: text(), href: address(), label: text() };
  return {
    expects: 'a link with shortText:, href: and label:',
    read(node, place) {
      if (!isMap(node)) {
        return problem(place, node, 'write a link here, with shortText:, href: and label:.');
      }
      const value = readFields(fields, node, place);
      if (value === INVALID) return INVALID;
      if (!value.label.startsWith(value.shortText)) {
        return fieldProblem(
          node,
          place,
          'label',
          `the label must begin with the short text "${value.shortText}", so that people who use voice control can say the words they see.`,
        );
      }
      return {
        shortText: value.shortText,
        link: { kind: 'external', href: value.href, label: value.label },
      };
    },
  };
}

/** Where the pictures made by `npm run media` are served from. */
export const LOCAL_MEDIA = '/media/';

/** A file name in public/media/, or a full https:// address. */
export function mediaFile(expects: string): Check<string> {
  return {
    expects,
    read(node, place) {
      if (isScalar(node) && typeof node.value === 'string') {
        const value = node.value.trim();
        if (/^https:\/\/\S+$/.test(value)) return value;
        if (/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value)) return `${LOCAL_MEDIA}${value}`;
      }
      return problem(
        place,
        node,
        `write ${expects}: a name of letters, digits and dashes with no spaces, or a full address starting with https://.`,
      );
    },
  };
}

/**
 * A picture. `file` names its sizes: `book-stack` with `sizes: [400, 800]` is
 * `public/media/book-stack-400.webp` and `book-stack-800.webp` (made by `npm run media`), or a
 * full address whose sizes are `…-400.webp` and `…-800.webp` on the media host.
 */
export function image(options: { caption?: boolean } = {}): Check<ImageContent> {
  const fields = {
    file: mediaFile('the name of the picture'),
    sizes: list(wholeNumber(16)),
    fallbackSize: optional(wholeNumber(16)),
    height: wholeNumber(1),
    alt: optional({ expects: 'text', read: (node) => node } satisfies Check<unknown>),
    decorative: optional(yes()),
    ...(options.caption ? { caption: optional(text()) } : {}),
  };
  return {
    expects: 'a picture, with file:, sizes:, height: and alt:',
    read(node, place) {
      if (!isMap(node)) {
        return problem(
          place,
          node,
          'describe the picture here, with file:, sizes:, height: and alt:.',
        );
      }
      const value = readFields(fields, node, place);
      if (value === INVALID) return INVALID;
      const here = (name: string) => inside(place, name, node);
      const altNode = value.alt as Node | null | undefined;
      const hasAlt = node.items.some((pair) => isScalar(pair.key) && pair.key.value === 'alt');
      if (value.decorative && hasAlt) {
        return fieldProblem(
          node,
          place,
          'alt',
          'a picture has either alt: (words that say what it shows) or decorative: true, not both; remove one of the two.',
        );
      }
      const largest = Math.max(...value.sizes);
      const fallback = value.fallbackSize ?? largest;
      if (!value.sizes.includes(fallback)) {
        return fieldProblem(
          node,
          place,
          'fallbackSize',
          `write one of the sizes (${listInWords(value.sizes.map(String), 'or')}).`,
        );
      }
      const sized = (width: number) => `${value.file}-${width}.webp`;
      const base = {
        src: sized(fallback),
        width: largest,
        height: value.height,
        srcSet: value.sizes.map((width) => ({ src: sized(width), width })),
      };
      if (value.decorative) {
        if ('caption' in value && value.caption !== undefined) {
          return fieldProblem(
            node,
            place,
            'caption',
            'a decorative picture has no caption; describe it with alt: instead of decorative: true, or remove the caption.',
          );
        }
        return { decorative: true, ...base };
      }
      if (
        !hasAlt ||
        !isScalar(altNode) ||
        typeof altNode.value !== 'string' ||
        altNode.value.trim() === ''
      ) {
        if (
          hasAlt &&
          isScalar(altNode) &&
          typeof altNode.value !== 'string' &&
          altNode.value !== null
        ) {
          // A number or a list where words belong: the text check says so.
          text().read(altNode, here('alt'));
          return INVALID;
        }
        return problem(here('alt'), hasAlt ? altNode : node, ALT_MISSING);
      }
      const alt = text().read(altNode, here('alt'));
      if (alt === INVALID) return INVALID;
      const caption = 'caption' in value ? (value.caption as string | undefined) : undefined;
      return { alt, ...(caption === undefined ? {} : { caption }), ...base };
    },
  };
}

/** A photo shown large in the viewer: it must say what it shows (no `decorative: true`). */
export function photo(): Check<InformativeImage> {
  const inner = image({ caption: true });
  return {
    expects: inner.expects,
    read(node, place) {
      const value = inner.read(node, place);
      if (value === INVALID) return INVALID;
      if (value.decorative) {
        return problem(
          inside(place, 'decorative', node ?? undefined),
          node,
          'a photo shown in the viewer must say what it shows: remove decorative: true and write alt: instead.',
        );
      }
      return value;
    },
  };
}

/** Records, for a list of items with an `id`, any id used twice. */
export function uniqueIds<T extends { readonly id: string }>(
  of: Check<readonly T[]>,
): Check<readonly T[]> {
  return {
    ...of,
    read(node, place: Place) {
      const value = of.read(node, place);
      if (value === INVALID) return INVALID;
      const seen = new Set<string>();
      for (const [index, item] of value.entries()) {
        if (seen.has(item.id)) {
          const itemNode = (node as { items?: Node[] } | null)?.items?.[index];
          return problem(
            inside(place, index, node ?? undefined),
            itemNode,
            `the id ${item.id} is used twice in this list; give each item its own.`,
          );
        }
        seen.add(item.id);
      }
      return value;
    },
  };
}
