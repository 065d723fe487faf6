import type { PageText } from '../../content/conformancePage';
import { Words } from '../../components/Words/Words';

/**
 * A name the page gives something of the report (a standard, a chapter, a level): its own words
 * through `Words`, or, should the content lack them, the report's English, which the element
 * around it marks with the `lang` the text carries.
 */
export function Shown({ text }: { text: PageText }) {
  return text.lang ? text.text : <Words>{text.text}</Words>;
}
