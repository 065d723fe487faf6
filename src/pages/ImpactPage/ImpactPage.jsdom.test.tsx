import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { impactContent } from '../../content/impact';
import { impactVideos } from '../../content/media';
import { renderApp } from '../../testing/jsdom/renderApp';
import { heardTextOf, seenTextOf } from '../../testing/jsdom/heard';
import { everythingInView } from '../../testing/jsdom/everythingInView';

function headingLevels(container: HTMLElement): number[] {
  return within(container)
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)));
}

async function renderImpact() {
  renderApp('/impact');
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('main');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A section of the page, found by the heading that names it. */
function region(main: HTMLElement, name: string | RegExp) {
  return within(main).getByRole('region', { name });
}

describe('ImpactPage', () => {
  it('has one h1, "Impact", over a decorative hero picture loaded first', async () => {
    const main = await renderImpact();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Impact');
    const hero = main.querySelector('img');
    expect(hero).toHaveAttribute('alt', '');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
  });

  it('has the seven sections, each a region named by its own h2, then the videos and the book', async () => {
    const main = await renderImpact();
    const levels = headingLevels(main);
    expect(levels).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    for (const section of impactContent.sections) {
      expect(region(main, section.heading)).toBeInTheDocument();
    }
    expect(region(main, 'Impact in Motion')).toBeInTheDocument();
    expect(region(main, 'Book Being Distributed')).toBeInTheDocument();
  });

  it('tells the partnership with the National Association for the Blind in full', async () => {
    const main = await renderImpact();
    const nab = region(main, 'Partnership with the National Association for the Blind');
    expect(within(nab).getByText(/two languages: Hindi and English/)).toBeVisible();
    const themes = within(nab).getByRole('list', { name: /five mental health challenges/ });
    expect(
      within(themes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Anxiety',
      'Isolation',
      'Depression',
      'Low self-esteem',
      'Uncertainty about the future',
    ]);
    expect(within(nab).getByText(/two interactive activities/)).toBeVisible();
    expect(
      within(nab).getByText(/An audio version of the book is on an accessible online library/),
    ).toBeVisible();
    expect(within(nab).getByText(/15 schools/)).toBeVisible();
    expect(within(nab).getByText(/federation of the blind in Karnataka/)).toBeVisible();
    expect(within(nab).getByText(/over 8,000 students/)).toBeVisible();
    const audio = within(nab).getByRole('link', { name: /^audio link: .+\(opens in a new tab\)$/ });
    expect(audio).toHaveAttribute('target', '_blank');
    expect(audio).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sets each key figure large, heard once: in its sentence, not again from the figure', async () => {
    const main = await renderImpact();
    const withFigures = impactContent.sections.filter((section) => section.figures);
    expect(withFigures.flatMap((section) => section.figures ?? [])).toHaveLength(7);
    for (const section of withFigures) {
      const part = region(main, section.heading);
      const figures = part.querySelector('[data-key-figures]');
      expect(figures).toHaveAttribute('aria-hidden', 'true');
      // What a screen reader reads: the section without its hidden parts.
      const heard = heardTextOf(part);
      for (const figure of section.figures ?? []) {
        expect(figures && seenTextOf(figures)).toContain(`${figure.value} ${figure.label}`);
        const digits = figure.value.replace(/[^\d,]/g, '');
        const said = digits === '9' ? 'nine' : digits === '5' ? 'five' : digits;
        expect(heard).toMatch(new RegExp(`\\b${said}\\b`));
      }
    }
  });

  it('gives every other fact: New Jersey, Delhi, Ghazipur, the girls, the podcast, the overview', async () => {
    const main = await renderImpact();
    expect(
      within(region(main, /New Jersey/)).getByText(/adopted it as a teaching tool/),
    ).toBeVisible();

    const delhi = region(main, /Delhi/);
    expect(
      within(delhi).getByText(/nine in-person sessions with a blind relief association/),
    ).toBeVisible();
    expect(within(delhi).getByText(/200 young people/)).toBeVisible();
    expect(within(delhi).getByText(/Braille pamphlets/)).toBeVisible();
    const video = within(delhi).getByRole('link', {
      name: /^Watch the video.+\(opens in a new tab\)$/,
    });
    expect(video).toHaveAttribute('target', '_blank');

    expect(
      within(region(main, /Ghazipur/)).getByText(
        /five sessions for the children of factory workers and waste workers/,
      ),
    ).toBeVisible();
    expect(
      within(region(main, /Girls/)).getByText(/girls aged 10 to 17 in a village/),
    ).toBeVisible();

    const podcast = region(main, 'The Podcast');
    expect(within(podcast).getByText(/Spotify and YouTube/)).toBeVisible();
    expect(within(podcast).getByText(/over 2,000 adolescent listeners/)).toBeVisible();
    expect(within(podcast).getByText(/50 write-ups .+ clinic in Gurugram/)).toBeVisible();
    for (const name of ['Podcast on Spotify', 'YouTube channel']) {
      const link = within(podcast).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(
      within(region(main, 'Overview of the Initiative')).getAllByRole('paragraph').length,
    ).toBeGreaterThan(0);
  });

  it('shows six video thumbnails as buttons named by title, muted, looped, metadata only, inline', async () => {
    everythingInView();
    const main = await renderImpact();
    const grid = region(main, 'Impact in Motion');
    const buttons = within(grid).getAllByRole('button');
    // Seen: the length on the frame ("0:04"), then the title.
    expect(buttons.map((button) => button.textContent)).toEqual(
      impactVideos.map((video) => `0:0${video.seconds}${video.title}`),
    );
    for (const [i, button] of buttons.entries()) {
      expect(button).toHaveAccessibleName(impactVideos[i]!.title);
      expect(button).toHaveAccessibleDescription(
        `${impactVideos[i]!.seconds} seconds. ${impactVideos[i]!.description}`,
      );
      // The still frame is a lazy picture; the preview is added once near the viewport
      // (VideoThumbnail.jsdom.test.tsx has the rest).
      expect(button.querySelector('img')).toHaveAttribute('loading', 'lazy');
      await waitFor(() => expect(button.querySelector('video')).not.toBeNull());
      const video = button.querySelector('video')!;
      expect(video.muted).toBe(true);
      expect(video).toHaveAttribute('loop');
      expect(video).toHaveAttribute('preload', 'metadata');
      expect(video).toHaveAttribute('playsinline');
      expect(video).toHaveAttribute('width', '300');
      expect(video).toHaveAttribute('height', '200');
    }
    // As docs/spec/product.md §3.2 says, one source is used twice: five files for six videos.
    expect(new Set(impactVideos.map((video) => video.src)).size).toBe(5);
  });

  it('opens the lightbox at the chosen video, and gives focus back to its thumbnail on close', async () => {
    const main = await renderImpact();
    const user = userEvent.setup();
    const button = within(region(main, 'Impact in Motion')).getByRole('button', {
      name: 'Classroom Clip',
    });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'Impact in Motion, Video 2 of 6: Classroom Clip',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('opens a book photo in the lightbox as an image slide', async () => {
    const main = await renderImpact();
    const user = userEvent.setup();
    const [, secondPhoto] = within(region(main, 'Book Being Distributed')).getAllByRole('button');
    await user.click(secondPhoto!);
    const dialog = await screen.findByRole('dialog', {
      name: /^Book Being Distributed, Image 2 of 3: /,
    });
    expect(within(dialog).getAllByRole('img').length).toBeGreaterThan(0);
  });

  it('shows three book pictures with real alt text, loaded lazily', async () => {
    const main = await renderImpact();
    const images = within(region(main, 'Book Being Distributed')).getAllByRole('img');
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.getAttribute('alt')!.length).toBeGreaterThan(20);
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('has no axe violations', async () => {
    await renderImpact();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
