/**
 * The files of a language folder (`content/<language>/`), by the part of the content each holds:
 * the words modules (src/content/words/), the content check (./language.ts) and the route table's
 * parts all name the parts by these keys. A module of its own, importing nothing, so that the
 * route table can name them without importing the check.
 */
export const CONTENT_FILES = {
  site: 'site.yaml',
  home: 'home.yaml',
  story: 'story.yaml',
  impact: 'impact.yaml',
  contact: 'contact.yaml',
  contactForm: 'contact-form.yaml',
  contactService: 'contact-service.yaml',
  accessibility: 'accessibility.yaml',
  urgentHelp: 'urgent-help.yaml',
  privacy: 'privacy.yaml',
} as const;
