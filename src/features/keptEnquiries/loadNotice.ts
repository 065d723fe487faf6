/** The notice's code (./KeptEnquiryNotice), fetched only when a page needs it or may need it. */
export const loadKeptEnquiryNotice = () => import('./KeptEnquiryNotice/KeptEnquiryNotice');

/**
 * Fetches the notice's code ahead (the contact form, while the page has a link): an enquiry kept
 * on a dead link must be shown without fetching anything.
 */
export function preloadKeptEnquiryNotice(): void {
  void loadKeptEnquiryNotice().catch(() => undefined);
}
