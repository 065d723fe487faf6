/** How the journeys' checks compare what Orca said with what it should say. */

/** Lower case, single spaces, no trailing punctuation: how two strings are compared. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:!?]+$/u, '')
    .trim();
}

/**
 * The words alone, for "Orca says this text": a text in two languages is spoken as one
 * utterance a language ("स्क्रीन पर: ", "Activity.", " (गतिविधि)"), each with the voice's own
 * full stop, so punctuation cannot be compared; the words and their order can.
 */
export function wordsOf(text: string): string {
  return normalise(text)
    .replace(/[.,;:!?।()"“”‘’]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
