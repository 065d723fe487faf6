/**
 * The contact enquiry, shared by the browser form and the contact service: its field names
 * (the API contract in docs/architecture.md) and, to come, the one validation both sides use.
 */
export const enquiryFields = ['fullName', 'phoneNumber', 'userEmail', 'message'] as const;

export type EnquiryField = (typeof enquiryFields)[number];

/** What the form sends and the service stores: four strings. */
export type Enquiry = Record<EnquiryField, string>;
