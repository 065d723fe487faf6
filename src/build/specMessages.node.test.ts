/**
 * docs/spec/product.md §8 quotes what a visitor reads when the form or the service refuses
 * (§8.2) or answers (§8.3): the spec is what must hold, and the English content is where the
 * words live (`problems:` of content/en/contact-form.yaml, content/en/contact-service.yaml).
 * Each quoted sentence, its `{…}` aside, must be in the content word for word, so that a change
 * to either is seen as a change to both.
 */
import { describe, expect, it } from 'vitest';
import { checkedContent } from '../content/load/readContent';
import { readDoc, tableUnder } from '../testing/server/markdown';

/** Every piece of text in a part of the content, however deep. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The quoted sentences of a cell, each as the pieces between its `{…}`. */
function quotedPieces(cell: string): string[] {
  return [...cell.matchAll(/"([^"]+)"/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(/\{[^}]*\}/)
      .map((piece) => piece.trim())
      .filter((piece) => piece.length > 1),
  );
}

/** The pieces of a column of a table of §8 that no text of `texts` holds. */
function missing(heading: string, column: number, texts: readonly string[]): string[] {
  const rows = tableUnder(readDoc('docs/spec/product.md'), heading);
  expect(rows.length).toBeGreaterThan(3);
  return rows.flatMap(({ line, cells }) =>
    quotedPieces(cells[column] ?? '')
      .filter((piece) => !texts.some((text) => text.includes(piece)))
      .map((piece) => `product.md, line ${line}: "${piece}"`),
  );
}

describe("the spec's messages are the English content's", () => {
  const english = checkedContent(undefined, 'en');

  it('§8.2, the field messages: problems of contact-form.yaml', () => {
    expect(missing('### 8.2', 2, textsOf(english.contactForm.problems))).toEqual([]);
  });

  it("§8.3, the service's answers: contact-service.yaml", () => {
    expect(missing('### 8.3', 1, textsOf(english.contactService))).toEqual([]);
  });
});
