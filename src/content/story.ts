/** Words of the page; the page component only lays them out. */
import { productName } from './site';

export const storyContent = {
  heading: `The Story`,
  intro: `This page of ${productName} is being written. Please come back soon.`,
} as const;
