import { referenceSentence } from '../../content/enquiryReference';
import { writtenReference } from '../../shared/reference';
import { DialledNumber, Words } from '../Words/Words';

/**
 * Where the number goes in the sentence: there once, the content check makes sure. Were it not,
 * the number would follow the sentence rather than be lost.
 */
const PLACEHOLDER = '{reference}';

export interface ReferenceTextProps {
  /** The enquiry's reference, its six digits as the service gives them ("482915"). */
  reference: string;
  /** The sentence, with `{reference}` where the number goes. Default: the content's. */
  sentence?: string;
}

/**
 * The sentence that gives a visitor their enquiry's reference, "Your reference number is 482
 * 915. …", as words on the page. The number is written in two groups of three, as people write
 * and say it (`writtenReference`), and laid out as a number a person dials (`DialledNumber`):
 * seen "482 915", heard digit by digit, "4 8 2, 9 1 5", in every language (not "four hundred and
 * eighty-two thousand…", which nobody could write down or say back on a call), one line however
 * narrow the screen, and copied as its six digits.
 */
export function ReferenceText({ reference, sentence = referenceSentence }: ReferenceTextProps) {
  const at = sentence.indexOf(PLACEHOLDER);
  const before = at < 0 ? sentence : sentence.slice(0, at);
  const after = at < 0 ? '' : sentence.slice(at + PLACEHOLDER.length);
  return (
    <>
      {before ? <Words>{before}</Words> : null}
      <DialledNumber written={writtenReference(reference)} />
      {after ? <Words>{after}</Words> : null}
    </>
  );
}
