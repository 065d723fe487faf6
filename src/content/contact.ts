/**
 * Words of the Contact Us page ('/contact'). The page only lays them out; the form's own words are
 * in contactForm.ts, and the e-mail, phone and channels in site.ts. Keep every sentence whole: a
 * Hindi version will translate this file sentence by sentence.
 */
import { images } from './media';
import { channels, contactDetails } from './site';

export const contactContent = {
  hero: {
    /** The page's one h1. */
    heading: 'Contact Us',
    tagline: 'Questions, ideas or an invitation to a school? We would love to hear from you.',
    image: images.contactHero,
  },
  form: {
    heading: 'Get In Touch',
    intro: 'Write to us with this form and we will reply by e-mail or phone.',
  },
  talk: {
    heading: 'Talk To Us',
    intro: 'You can also write to us or call us directly.',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
    email: contactDetails.email,
    emailHref: `mailto:${contactDetails.email}`,
    phone: contactDetails.phone,
    phoneHref: contactDetails.phoneHref,
  },
  follow: {
    heading: 'Follow Us',
    intro: 'Watch our videos and listen to the podcast.',
    /** Shown as icons with their names; each opens in a new tab. */
    links: [
      { icon: 'video', link: channels.videoChannel },
      { icon: 'podcast', link: channels.podcast },
    ],
  },
} as const;
