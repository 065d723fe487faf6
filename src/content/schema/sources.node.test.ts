/**
 * Every source note of the Story (content/<language>/story.yaml, prevalence.sources) follows a
 * paragraph that exists and holds a figure, with a key of its own, in every language, and the
 * languages give the same notes after the same paragraphs.
 */
import { describe, expect, it } from 'vitest';
import { checkedContent, readSettings } from '../load/readContent';

const languages = readSettings().languages.map(({ folder }) => ({
  folder,
  prevalence: checkedContent(undefined, folder).story.prevalence,
}));

describe.each(languages)('the Story sources, $folder', ({ prevalence }) => {
  it('each follows a paragraph that exists and gives a figure, each with its own key', () => {
    const ids = prevalence.sources.notes.map((note) => note.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const note of prevalence.sources.notes) {
      expect(prevalence.paragraphs[note.paragraph], note.id).toMatch(/\d+%/);
    }
  });
});

it('gives the same notes after the same paragraphs in every language', () => {
  const shapes = languages.map(({ prevalence }) =>
    prevalence.sources.notes.map((note) => [note.id, note.paragraph]),
  );
  for (const shape of shapes) expect(shape).toEqual(shapes[0]);
});
