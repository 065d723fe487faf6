/** Placeholder until the contact issue lands: the enquiry form of the Contact page. */
export function ContactForm() {
  return null;
}
