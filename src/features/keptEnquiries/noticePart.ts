import type { WordsPart } from '../../content/routeTable';

/**
 * The kept-enquiry notice as a part any page fetches on demand (./loadNotice.ts): its source
 * module, and the parts of the words it reads beyond the layout's, loaded with it. The prerender
 * checks the second against what the notice's code reads.
 */
export const NOTICE_SOURCE = 'src/features/keptEnquiries/KeptEnquiryNotice/KeptEnquiryNotice.tsx';
export const NOTICE_WORDS: readonly WordsPart[] = ['contactForm'];
