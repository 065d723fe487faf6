/**
 * Words of the Impact page ('/impact'). The page only lays them out. Keep every sentence whole: a
 * Hindi version will translate this file sentence by sentence.
 */
import { images, impactVideos } from './media';
import { channels, productName } from './site';
import type { ExternalLinkContent, InformativeImage, ShortExternalLink } from './types';

/** One of the seven sections on the black background. */
export interface ImpactSection {
  /** Stable and unique: it becomes the heading's id. */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A list after the paragraphs, with the sentence that introduces it. */
  readonly list?: { readonly intro: string; readonly items: readonly string[] };
  /** Paragraphs after the list. */
  readonly after?: readonly string[];
  /** Links to other websites that belong to this section. */
  readonly links?: readonly (ShortExternalLink | ExternalLinkContent)[];
}

const sections: readonly ImpactSection[] = [
  {
    id: 'impact-nab',
    heading: 'Partnership with the National Association for the Blind',
    paragraphs: [
      `Together with the National Association for the Blind, ${productName} created a book in two languages: Hindi and English.`,
    ],
    list: {
      intro:
        'The book is about five mental health challenges that visually impaired young people often face:',
      items: [
        'Anxiety',
        'Isolation',
        'Depression',
        'Low self-esteem',
        'Uncertainty about the future',
      ],
    },
    after: [
      'Each of the five themes has two interactive activities, so readers can practise what they learn.',
      'An audio version of the book is on an accessible online library, so anyone can listen to it.',
      'The book was also printed in Braille. The Braille copies were shared across 15 schools, and through a federation of the blind in Karnataka. They have reached over 8,000 students.',
    ],
    links: [
      {
        shortText: 'audio link',
        link: {
          kind: 'external',
          href: 'https://example.org/book-audio-version',
          label:
            'audio link: listen to the audio version of the book on the accessible online library',
        },
      },
    ],
  },
  {
    id: 'impact-new-jersey',
    heading: 'A School in New Jersey',
    paragraphs: [
      'The book has also travelled beyond India. A school in New Jersey, in the United States, adopted it as a teaching tool.',
    ],
  },
  {
    id: 'impact-delhi',
    heading: 'Nine Sessions in Delhi',
    paragraphs: [
      `${productName} held nine in-person sessions with a blind relief association in Delhi. The sessions reached 200 young people.`,
      'Everyone who took part received Braille pamphlets, so they could read the main ideas again at home.',
    ],
    links: [
      {
        shortText: 'Watch the video',
        link: {
          kind: 'external',
          href: 'https://example.org/delhi-sessions-video',
          label: 'Watch the video of the sessions in Delhi',
        },
      },
    ],
  },
  {
    id: 'impact-ghazipur',
    heading: 'Five Sessions in Ghazipur',
    paragraphs: [
      `With a foundation and a producer company in Ghazipur, ${productName} held five sessions for the children of factory workers and waste workers.`,
    ],
  },
  {
    id: 'impact-girls',
    heading: 'Sessions for Girls',
    paragraphs: [`With an NGO, ${productName} held sessions for girls aged 10 to 17 in a village.`],
  },
  {
    id: 'impact-podcast',
    heading: 'The Podcast',
    paragraphs: [
      'The podcast on psychology for young people is on Spotify and YouTube. It has over 2,000 adolescent listeners around the world.',
      'The founder has also written 50 write-ups on mental health for a clinic in Gurugram.',
    ],
    links: [channels.podcast, channels.videoChannel],
  },
  {
    id: 'impact-overview',
    heading: 'Overview of the Initiative',
    paragraphs: [
      `${productName} began with one book. Today it reaches young people through Braille, audio, in-person sessions and a podcast.`,
      'It works with partners in cities and villages across India, and its podcast reaches listeners around the world.',
      'Every part of the work has one aim: that young people, and visually impaired young people above all, can understand their mental health and know how to look after it.',
    ],
  },
];

export const impactContent = {
  hero: {
    /** The page's one h1. */
    heading: 'Impact',
    tagline: 'What the book, the sessions and the podcast have done so far.',
    image: images.impactHero,
  },
  sections,
  videos: {
    heading: 'Impact in Motion',
    intro:
      'Six short videos from our work. Choose a video to watch it in a larger player. Each has captions, and a description of what it shows is under it.',
    items: impactVideos,
  },
  books: {
    heading: 'Book Being Distributed',
    intro: 'Copies of the book on their way to readers. Choose a photo to see it larger.',
    images: [
      images.bookStack,
      images.bookBraillePage,
      images.bookOnDesks,
    ] satisfies readonly InformativeImage[],
  },
  /**
   * The words of the full-screen viewer (lightbox). `{n}`, `{m}`, `{title}` and `{alt}` are
   * filled in by the viewer: "Video 4 of 6: Classroom Clip".
   */
  viewer: {
    previous: 'Previous',
    next: 'Next',
    close: 'Close',
    loadingImage: 'Loading image',
    imageError: 'This image could not be loaded',
    slide: '{n} of {m}',
    videoAnnouncement: 'Video {n} of {m}: {title}',
    imageAnnouncement: 'Image {n} of {m}: {alt}',
    instructions:
      'Previous and Next, or the Left and Right arrow keys, change the slide. Escape closes.',
    playerInstructions: 'On the video player, Left and Right seek by 5 seconds.',
  },
} as const;
