import { Words } from '../../../components/Words/Words';
import { contactForm } from '../../../content/contactForm';

/**
 * The e-mail address and the phone number, as links: the ways to reach us that need no form. Told
 * where the form cannot take an enquiry: to a parent or guardian and to a young person under 18
 * (WhoIsWriting), and when sending again now will not help (ContactResultPage). The phone is left
 * out while it is not given yet: a stand-in is never read out (src/content/schema/standIns.ts).
 */
export function WaysToReachUs() {
  const words = contactForm.resultPage;
  return (
    <ul>
      <li>
        <Words>{words.emailLabel}</Words>:{' '}
        <a href={words.emailHref}>
          <Words>{words.email}</Words>
        </a>
      </li>
      {words.phone && words.phoneHref ? (
        <li>
          <Words>{words.phoneLabel}</Words>:{' '}
          <a href={words.phoneHref}>
            <Words>{words.phone}</Words>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
