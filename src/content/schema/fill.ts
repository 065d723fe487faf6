/**
 * The placeholders the content fills in once every check has passed (./language.ts): `{count}`
 * and `{Count}` from a list's length, and the site's placeholders (`{product}`, `{email}`, …) in
 * every text.
 */

/** The word for a number (from `numberWords`), or its digits. */
export function countInWords(count: number, words: readonly string[], lang: string): string {
  return words[count] ?? count.toLocaleString(lang);
}

/** Fills `{count}` and `{Count}` in a text. */
export function fillCount(template: string, count: number, words: readonly string[], lang: string) {
  const word = countInWords(count, words, lang);
  const capital = word.charAt(0).toLocaleUpperCase(lang) + word.slice(1);
  return template.replaceAll('{count}', word).replaceAll('{Count}', capital);
}

/** Fills the site's placeholders in every text of a value. */
export function fillSite<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === 'string') return fill(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillSite(item, fill)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillSite(item as unknown, fill)]),
    ) as T;
  }
  return value;
}
