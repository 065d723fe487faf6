import { text } from '../check.ts';

/** What the contact service answers besides the field messages (contact-service.yaml). */
export const contactService = {
  sent: text(),
  sentParent: text(),
  foreignOrigin: text(),
  badToken: text(),
  keyReused: text(),
  tooMany: text({ placeholders: ['wait'] }),
  waitOneMinute: text(),
  waitMinutes: text({ placeholders: ['minutes'] }),
  malformed: text(),
  notJson: text(),
  tooLarge: text(),
  refused: text(),
  serverFault: text(),
  notFound: text(),
  backToForm: text(),
};
