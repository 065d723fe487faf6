/**
 * Words of the Home page ('/'). The page only lays them out. Keep every sentence whole: a Hindi
 * version will translate this file sentence by sentence.
 */
import { images } from './media';
import { productName } from './site';
import type { InternalLink } from './types';

const founderLinks = [
  { kind: 'internal', to: '/about', label: `Read the story of ${productName}` },
  { kind: 'internal', to: '/impact', label: 'See the impact so far' },
] as const satisfies readonly InternalLink[];

export const homeContent = {
  hero: {
    /** The page's one h1. */
    heading: `Welcome to ${productName}`,
    tagline: 'Mental health awareness for visually impaired young people in rural India.',
    image: images.homeHero,
  },
  whatWeDo: {
    heading: 'What We Do',
    paragraphs: [
      `${productName} is a nonprofit awareness project for visually impaired young people aged 11 to 29 who live in rural communities in India.`,
      'We help young people understand mental health challenges, and we teach simple ways to look after their well-being.',
      'We share this through a book in Braille, audio, Hindi and English, through sessions in schools and communities, and through a podcast.',
      'Our outreach is nationwide: we want every young person, wherever they live and however they read, to have the words and tools to talk about how they feel.',
    ],
    image: images.awarenessSession,
    imageCaption: 'Our awareness sessions bring young people together to talk about mental health.',
  },
  founder: {
    heading: 'Meet the Founder',
    paragraphs: [
      `${productName} is run by one person: its founder, who is also an author, a podcast host and a speaker.`,
      'The founder started the project so that young people who read Braille or listen to audio can learn about mental health too.',
    ],
    /** What the founder does, as a list: easier to hear and to scan than one long sentence. */
    rolesHeading: 'What the founder does',
    roles: [
      `Runs ${productName}, from planning sessions to working with partners`,
      'Hosts a podcast on psychology for young people',
      'Writes a book on mental health for visually impaired young people',
      'Gives talks in schools and communities',
    ],
    links: founderLinks,
  },
} as const;
