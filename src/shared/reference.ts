/**
 * An enquiry's reference: six random digits the visitor is given on "Success!" and can quote
 * when they write or call about their message (docs/spec/contracts.md §3.2). Random, not the
 * enquiry's number, so it tells nobody how many people wrote or what was written before; six
 * digits, because it is read out over a phone, in Hindi or English, by people who may not read
 * Latin letters. It opens nothing: the founder still checks who is asking.
 */

/** Six ASCII digits, as the service gives and stores it ("482915"). */
export const REFERENCE_PATTERN = /^[0-9]{6}$/;

export const isReference = (value: unknown): value is string =>
  typeof value === 'string' && REFERENCE_PATTERN.test(value);

/** As people write and say it, in two groups of three: "482915" → "482 915". */
export const writtenReference = (reference: string): string =>
  `${reference.slice(0, 3)} ${reference.slice(3)}`;

/** Hindi's digits (०-९), which a visitor may type, as the ASCII ones the reference is stored with. */
const asAsciiDigits = (text: string) =>
  text.replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/**
 * A reference as it may be typed into the inbox's search ("482 915", "482-915", "४८२ ९१५"): its
 * six digits, or undefined when the text is not a reference.
 */
export function referenceIn(text: string): string | undefined {
  const digits = asAsciiDigits(text.trim()).replace(/[\s-]/g, '');
  return isReference(digits) ? digits : undefined;
}
