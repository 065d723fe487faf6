/**
 * The sources of the Story's 34% and 14% as footnotes (docs/spec/product.md §2.6): after each
 * figure's paragraph, a link named for it goes to its note; the note, in a list under "Sources",
 * links back to that very link. Plain in-page links: they work without JavaScript. Following them
 * in a real browser (focus, and a screen reader, going there) is a11y-tests/sources.browser.test.ts.
 */
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { expect, it } from 'vitest';
import { storyContent } from '../../content/story';
import { notGivenYet } from '../../content/site';
import { renderApp } from '../../testing/jsdom/renderApp';

const { prevalence } = storyContent;

it('links each figure to its note, and each note back to its figure, by names that stand alone', async () => {
  renderApp('/about');
  const section = await screen.findByRole('region', { name: prevalence.heading });
  const list = within(section).getByRole('list', { name: prevalence.sources.heading });
  const notes = within(list).getAllByRole('listitem');
  expect(prevalence.sources.notes.map((note) => note.reference)).toEqual([
    'Source of the 34% figure',
    'Source of the 14% figure',
  ]);
  prevalence.sources.notes.forEach((note, index) => {
    const reference = within(section).getByRole('link', { name: note.reference });
    // After the paragraph with the figure, inside it.
    const paragraph = reference.closest('p');
    expect(paragraph).toHaveTextContent(prevalence.paragraphs[note.paragraph]!);
    expect(paragraph?.textContent).toMatch(/\d+%/);
    const target = reference.getAttribute('href')!;
    expect(target).toMatch(/^#/);
    const item = notes[index]!;
    expect(`#${item.id}`).toBe(target);
    expect(item).toHaveAttribute('tabindex', '-1');
    // A study not named yet is said so, never its stand-in ("[The study behind …]").
    expect(item).toHaveTextContent(note.text ?? notGivenYet.source);
    expect(item.textContent).not.toMatch(/\[/);
    const back = within(item).getByRole('link', { name: note.back });
    expect(back.getAttribute('href')).toBe(`#${reference.id}`);
  });
  expect(await axe(document.body)).toHaveNoViolations();
});
