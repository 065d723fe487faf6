/** impact.yaml: the sections, the videos and the books. */
import { isMap, type Node } from 'yaml';
import { escapeRegExp } from '../../../shared/escapeRegExp.ts';
import type { ExternalLinkContent, ShortExternalLink } from '../../types';
import {
  INVALID,
  closest,
  figure,
  group,
  inside,
  list,
  listInWords,
  optional,
  problem,
  readFields,
  text,
  type Check,
  type Infer,
  type Place,
} from '../check.ts';
import { externalLink, photo, shortExternalLink, uniqueIds } from '../fields.ts';
import { video } from '../video.ts';
import { COUNT, hero, paragraphs } from './common.ts';

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

/**
 * impact.yaml: its sections need site.yaml's channels and number words; its videos, the
 * language's locale (their lengths in words).
 */
export function impactFields(
  channels: Readonly<Record<string, ExternalLinkContent>> | undefined,
  numberWords?: readonly string[],
  lang = 'en-IN',
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
      items: uniqueIds(list(video(lang))),
    }),
    books: group({ heading: text(), intro: text(), photos: list(photo()) }),
  };
}
