/**
 * Words of the Story page ('/about'). The page only lays them out. Keep every sentence whole: a
 * Hindi version will translate this file sentence by sentence.
 */
import { images } from './media';
import { productName } from './site';
import type { ShortExternalLink } from './types';

const storyLinks = [
  {
    shortText: 'Watch here',
    link: {
      kind: 'external',
      href: 'https://example.org/story-video-byte',
      label: `Watch here: a short video about why ${productName} began`,
    },
  },
  {
    shortText: 'Access here',
    link: {
      kind: 'external',
      href: 'https://example.org/story-audio-recording',
      label: `Access here: an audio recording about why ${productName} began`,
    },
  },
] as const satisfies readonly ShortExternalLink[];

export const storyContent = {
  hero: {
    /** The page's one h1. */
    heading: 'The Story',
    tagline: `Why ${productName} began, and where it is today.`,
    image: images.storyHero,
  },
  quote: {
    image: images.storyPhoto,
    /** Placeholder: replace with the founder's own words and name. */
    text: 'Every young person deserves to understand their own mind, whether they read with their eyes, their fingers or their ears.',
    attribution: `The founder of ${productName}`,
  },
  prevalence: {
    heading: 'Mental health problems are common',
    paragraphs: [
      "Mental health problems affect many more people than we often think. One study found that 34% of a city's population was living with a mental health disorder.",
      'Young people who are blind or visually impaired face these problems too. When researchers brought together the results of several studies in India, they found that 14% of visually impaired or blind children and adolescents had depression or dysthymia. This figure is called the pooled prevalence.',
      'Dysthymia is a long-lasting, milder form of depression. It can go on for years without anyone noticing.',
    ],
  },
  rationale: {
    heading: `Why ${productName} began`,
    paragraphs: [
      'Most information about mental health is printed, or shown on a screen. Very little of it is in Braille or audio, and even less is written for young people in rural areas.',
      `${productName} began to change that. It gives visually impaired young people information they can read or hear, in their own language, and a safe place to talk about how they feel.`,
    ],
    mediaIntro: 'A short video and an audio recording also tell this story.',
    links: storyLinks,
  },
  vision: {
    heading: `${productName}: A National Vision for Inclusive Mental Health Education`,
    paragraphs: [
      `${productName} started small, with one book and a few sessions. Today it reaches young people in many states of India, and listeners around the world.`,
      'Our vision is that every visually impaired young person in India can learn about mental health in a way that works for them: in Braille, in audio, in Hindi or in English.',
      'We work with schools, associations of and for blind people, and community groups, so that mental health education includes everyone.',
    ],
  },
  today: {
    heading: 'Where We Are Today',
    /** Each number is read together with its label, as one item of a list. */
    stats: [
      {
        value: '8,000+',
        label: 'visually impaired students reached through Braille and audio books',
      },
      { value: '2,000+', label: 'adolescents around the world who listen to the podcast' },
      { value: '200', label: 'young people reached through in-person awareness sessions' },
    ],
  },
} as const;
