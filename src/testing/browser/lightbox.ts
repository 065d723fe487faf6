import type { CDPSession, Page } from 'playwright-core';
import { impactContent } from '../../content/impact';
import { viewerWords } from '../../content/site';
import { focusedNodeOf } from './accessibilityTree';

/** The Impact page's galleries and the viewer's words, as the page shows them. */
export const videos = impactContent.videos.items;
export const photos = impactContent.books.images;
export const viewer = viewerWords;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name]));

/** What the viewer's names are made of, in one language (`wordsOf[folder]` or the built words). */
interface GalleryWords {
  impact: {
    videos: { heading: string; items: readonly { title: string }[] };
    books: { heading: string; photos: readonly { alt: string }[] };
  };
  site: { viewer: { videoAnnouncement: string; imageAnnouncement: string } };
}

/**
 * The names of the galleries' thumbnails and of the viewer in a language: the Chromium files use
 * the English ones below, the Firefox journeys each language's.
 */
export function viewerNamesIn({ impact, site }: GalleryWords) {
  const video = (index: number) => {
    const found = impact.videos.items[index];
    if (!found) throw new Error(`No video ${index}`);
    return found;
  };
  const photo = (index: number) => {
    const found = impact.books.photos[index];
    if (!found) throw new Error(`No photo ${index}`);
    return found;
  };
  /** "Video 2 of 6: Classroom Clip", for the slide at `index` (0-based). */
  const videoAnnouncement = (index: number) =>
    fill(site.viewer.videoAnnouncement, {
      n: index + 1,
      m: impact.videos.items.length,
      title: video(index).title,
    });
  /** "Image 1 of 3: <alt>", for the photo at `index` (0-based). */
  const imageAnnouncement = (index: number) =>
    fill(site.viewer.imageAnnouncement, {
      n: index + 1,
      m: impact.books.photos.length,
      alt: photo(index).alt,
    });
  return {
    videoTitle: (index: number) => video(index).title,
    photoAlt: (index: number) => photo(index).alt,
    videoAnnouncement,
    imageAnnouncement,
    /** The dialog's name on a video: "Impact in Motion, Video 2 of 6: Classroom Clip". */
    videoDialogName: (index: number) => `${impact.videos.heading}, ${videoAnnouncement(index)}`,
    /** The dialog's name on a photo: "Book Being Distributed, Image 1 of 3: <alt>". */
    imageDialogName: (index: number) => `${impact.books.heading}, ${imageAnnouncement(index)}`,
  };
}

const english = viewerNamesIn({
  impact: { videos: impactContent.videos, books: { heading: impactContent.books.heading, photos } },
  site: { viewer },
});

/** "Video 2 of 6: Classroom Clip", for the slide at `index` (0-based). */
export const videoAnnouncement = english.videoAnnouncement;

/** "Image 1 of 3: <alt>", for the photo at `index` (0-based). */
export const imageAnnouncement = english.imageAnnouncement;

/** The dialog's name on a video: "Impact in Motion, Video 2 of 6: Classroom Clip". */
export const videoDialogName = english.videoDialogName;

/** The dialog's name on a photo: "Book Being Distributed, Image 1 of 3: <alt>". */
export const imageDialogName = english.imageDialogName;

/**
 * Loads /impact and waits until React has hydrated the galleries: the prerendered thumbnails
 * look ready before that but do nothing when pressed. React marks the elements it has taken
 * over with a `__reactProps$…` key.
 */
export async function visitImpact(page: Page, baseUrl: string) {
  const response = await page.goto(`${baseUrl}/impact`, { waitUntil: 'load' });
  await waitForThumbnails(page);
  return response;
}

/** Waits until the Impact page's thumbnails answer a press (React has hydrated them). */
export async function waitForThumbnails(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const button = document.querySelector('#impact-in-motion ~ ul button');
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
    },
    undefined,
    { timeout: 30_000, polling: 100 },
  );
}

/**
 * Scrolls the page instantly so the video grid sits just below the fixed header, and returns
 * the resulting `scrollY`. Thumbnails focused or clicked from there need no further scrolling.
 */
export async function scrollToVideos(page: Page): Promise<number> {
  return page.evaluate(() => {
    const heading = document.getElementById('impact-in-motion');
    const header = document.querySelector('header');
    if (!heading || !header) throw new Error('The Impact page has no video heading or header');
    const top = heading.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - header.offsetHeight - 16, behavior: 'instant' });
    return window.scrollY;
  });
}

/** The lightbox's lifecycle phase (`data-phase`): entering, entered, exiting; null when gone. */
export function lightboxPhase(page: Page) {
  return page.evaluate(
    () => document.querySelector('[data-lightbox]')?.getAttribute('data-phase') ?? null,
  );
}

/**
 * Where the carousel stands: the current slide's group label ("2 of 6"), the interaction
 * state of the stage (none, swipe, pull, animation) and the track's inline transform.
 */
export function carousel(page: Page) {
  return page.evaluate(() => {
    const current = document.querySelector('[data-lightbox] [data-current]');
    const stage = document.querySelector('[data-lightbox] [data-interaction]');
    const track = document.querySelector<HTMLElement>('[data-lightbox] [data-lightbox-track]');
    return {
      slide: current?.getAttribute('aria-label') ?? null,
      interaction: stage?.getAttribute('data-interaction') ?? null,
      transform: track?.style.transform ?? null,
    };
  });
}

/** The carousel once nothing moves: the slide shown, at rest. */
export const atRest = (slide: string) => ({ slide, interaction: 'none', transform: '' });

/**
 * A point on the current slide beside the video (above, below or beside it and its caption),
 * where a drag is the carousel's and not the player's: the first free one of a grid over the
 * slide's figure. Fails if the layout leaves no such point.
 */
export async function besideTheVideo(page: Page): Promise<{ x: number; y: number }> {
  return page.evaluate(() => {
    const figure = document.querySelector('[data-lightbox] [data-current] figure');
    if (!figure?.querySelector('video')) throw new Error('The current slide has no video');
    const area = figure.getBoundingClientRect();
    for (let row = 1; row < 20; row += 1) {
      for (let column = 1; column < 20; column += 1) {
        const point = {
          x: Math.round(area.left + (area.width * column) / 20),
          y: Math.round(area.top + (area.height * row) / 20),
        };
        const hit = document.elementFromPoint(point.x, point.y);
        if (hit && figure.contains(hit) && !hit.closest('video, button, a, figcaption')) {
          return point;
        }
      }
    }
    throw new Error('No free point beside the video');
  });
}

/**
 * The focused node of Chromium's accessibility tree, as "role:name" ("button:Previous",
 * "Video:Classroom Clip"): unlike `document.activeElement`, it sees into a player's own controls.
 * Needs `Accessibility.enable` on the session.
 */
export async function focusedNode(cdp: CDPSession): Promise<string> {
  const node = await focusedNodeOf(cdp);
  return node ? `${node.role}:${node.name}` : 'none';
}
