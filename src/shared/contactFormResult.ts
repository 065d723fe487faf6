/**
 * The contact form without JavaScript (docs/spec/contracts.md §3.11): the prerendered form posts
 * itself to the service, which answers with a page in the site's layout. This is what the service
 * asks that page to show, and the renderer it calls (the build's server-side bundle,
 * src/entry-server.tsx). Types only.
 */
import type { Enquiry, EnquiryErrors } from './enquiry';

export type ContactFormResult =
  /**
   * Stored: "Success!", the service's words (the JSON call's `message`) and the enquiry's
   * reference (src/shared/reference.ts; absent when the address did not carry a valid one).
   */
  | { readonly outcome: 'sent'; readonly message: string; readonly reference?: string }
  /**
   * Not stored: "Oops!", the service's words, and the form again with what the visitor typed and
   * a message on each field to fix (none when the refusal was not about a field).
   */
  | {
      readonly outcome: 'refused';
      readonly message: string;
      /** As the visitor typed them (untrimmed); empty when the post could not be read at all. */
      readonly values: Enquiry;
      /** Who the visitor said is writing (`writer`), as posted; absent when none was chosen. */
      readonly writer?: string | undefined;
      /** A parent's statement as posted (`yes` when ticked); absent when not. */
      readonly consent?: string | undefined;
      readonly errors: EnquiryErrors;
      /**
       * Sending again now will not help (too many in a short time, a fault on our side): the page
       * also gives the e-mail address and phone number.
       */
      readonly otherWays: boolean;
    };

/** The rendered page: the body's HTML (what goes in `#root`), and the head's title and description. */
export interface RenderedContactFormResult {
  readonly html: string;
  /** The whole tab title ("Success! - {product}"). */
  readonly title: string;
  readonly description: string;
}

export type RenderContactFormResult = (
  result: ContactFormResult,
) => Promise<RenderedContactFormResult>;
