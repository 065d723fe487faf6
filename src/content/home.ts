/** Words of the page; the page component only lays them out. */
import { productName } from './site';

export const homeContent = {
  heading: `Welcome to ${productName}`,
  intro: `This page of ${productName} is being written. Please come back soon.`,
} as const;
