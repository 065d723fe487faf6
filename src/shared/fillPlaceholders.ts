/**
 * A text of the content with its `{name}` placeholders filled from `values` ("Video {n} of
 * {m}"): each one named there wherever it is. One not named stays as it is, so that a typo in
 * the content shows on the page rather than vanishing. A value goes in as it is: a `$` in it
 * is a dollar sign, never a replacement pattern.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
