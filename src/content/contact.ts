/**
 * Words of the Contact Us page ('/contact'), from `content/<language>/contact.yaml`. The page only
 * lays them out; the form's own words are in contactForm.ts, and the e-mail, phone and channels in
 * site.ts.
 */
import { words } from './words/contact';
import { channels, contactDetails } from './site';

const { hero, form, talk, follow } = words;

export const contactContent = {
  hero,
  form,
  talk: {
    ...talk,
    email: contactDetails.email,
    emailHref: contactDetails.emailHref,
    phone: contactDetails.phone,
    phoneHref: contactDetails.phoneHref,
  },
  follow: {
    ...follow,
    /** Shown as icons with their names; each opens in a new tab. */
    links: [
      { icon: 'video', link: channels.videoChannel },
      { icon: 'podcast', link: channels.podcast },
    ],
  },
} as const;
