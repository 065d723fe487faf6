import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { founder, notGivenYet, productName } from '../../content/site';
import { storyContent } from '../../content/story';
import { renderApp } from '../../testing/jsdom/renderApp';
import { heardTextOf, seenTextOf } from '../../testing/jsdom/heard';

function headingLevels(container: HTMLElement): number[] {
  return within(container)
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)));
}

async function renderStory() {
  renderApp('/about');
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('main');
}

describe('StoryPage', () => {
  it('has one h1, "The Story", and headings in order', async () => {
    const main = await renderStory();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('The Story');
    const levels = headingLevels(main);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i]! + 1));
  });

  it('shows a picture with a real quote and its attribution', async () => {
    const main = await renderStory();
    const figure = within(main).getByRole('figure');
    expect(within(figure).getByRole('img', { name: storyContent.quote.image.alt })).toBeVisible();
    const quote = figure.querySelector('blockquote');
    expect(quote).toHaveTextContent(storyContent.quote.text);
    // The founder by name and role (site.yaml's founder:), not an anonymous "the founder";
    // until the name is given, words that say so, never the stand-in ("[Founder's name]").
    expect(figure.querySelector('figcaption')).toHaveTextContent(
      `${founder.name ?? notGivenYet.founder}, founder of ${productName}`,
    );
  });

  it('gives the prevalence figures, 34% and 14%, and the founding rationale', async () => {
    const main = await renderStory();
    expect(within(main).getByText(/34% of a city's population/)).toBeVisible();
    expect(
      within(main).getByText(
        /14% of visually impaired or blind children and adolescents had depression or dysthymia/,
      ),
    ).toBeVisible();
    expect(within(main).getByText(/pooled prevalence/)).toBeVisible();
    expect(within(main).getByText(/Very little of it is in Braille or audio/)).toBeVisible();
    expect(
      within(main).getByRole('region', { name: `Why ${productName} began` }),
    ).toBeInTheDocument();
  });

  it('links to the video byte and the audio recording in a new tab, each name saying what it is', async () => {
    const main = await renderStory();
    for (const [visible, name] of [
      ['Watch here', /^Watch here: a short video about why .+ began \(opens in a new tab\)$/],
      [
        'Access here',
        /^Access here: an audio recording about why .+ began \(opens in a new tab\)$/,
      ],
    ] as const) {
      const link = within(main).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/example\.org\//);
      expect(within(link).getByText(visible)).toBeVisible();
    }
  });

  it('has the national vision section', async () => {
    const main = await renderStory();
    expect(
      within(main).getByRole('heading', {
        level: 2,
        name: `${productName}: A National Vision for Inclusive Mental Health Education`,
      }),
    ).toBeInTheDocument();
  });

  it('lists the three stats of "Where We Are Today", each number read with its label', async () => {
    const main = await renderStory();
    const today = within(main).getByRole('region', { name: 'Where We Are Today' });
    const items = within(within(today).getByRole('list')).getAllByRole('listitem');
    expect(items.map(seenTextOf)).toEqual([
      '8,000+ visually impaired students reached through Braille and audio books',
      '2,000+ adolescents around the world who listen to the podcast',
      '200 young people reached through in-person awareness sessions',
    ]);
    // Heard as an amount, not "eight thousand plus" (content/en/site.yaml, moreThan).
    expect(items.map(heardTextOf)).toEqual([
      'more than 8,000 visually impaired students reached through Braille and audio books',
      'more than 2,000 adolescents around the world who listen to the podcast',
      '200 young people reached through in-person awareness sessions',
    ]);
  });

  it('has no axe violations', async () => {
    await renderStory();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
