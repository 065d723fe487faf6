import { ExternalLink } from '../../components/ExternalLink/ExternalLink';
import { Hero } from '../../components/Hero/Hero';
import { Icon } from '../../components/Icon/Icon';
import { URGENT_HELP_ID, UrgentHelp } from '../../components/UrgentHelp/UrgentHelp';
import { contactContent } from '../../content/contact';
import { notGivenYet } from '../../content/site';
import { urgentHelp } from '../../content/urgentHelp';
import { ContactForm } from '../../features/contact/ContactForm/ContactForm';
import { PrivacyNote } from '../../features/contact/PrivacyNote/PrivacyNote';
import { useWordsPutBack } from '../../features/keptEnquiries/wordsPutBack';
import { OrganisationDetails } from '../../components/OrganisationDetails/OrganisationDetails';
import styles from './ContactPage.module.css';
import { Words } from '../../components/Words/Words';

/**
 * Contact Us ('/contact'): the enquiry form, the e-mail and phone, and the channels
 * (docs/spec/product.md §2.8).
 */
export function ContactPage() {
  const { hero, form, talk, follow } = contactContent;
  // A refused enquiry's words, given back by the notice: the form starts again from them.
  const putBack = useWordsPutBack();
  return (
    <>
      <Hero heading={hero.heading} tagline={hero.tagline} image={hero.image} />

      <div className={`container ${styles.layout}`}>
        <section aria-labelledby="get-in-touch" className={styles.form}>
          <h2 id="get-in-touch">
            <Words>{form.heading}</Words>
          </h2>
          <p>
            <Words>{form.intro}</Words>
          </p>
          {/* Notice before anything is collected (DPDP Act, section 5): before the fields. */}
          <PrivacyNote />
          {/* Before the form, so nobody in crisis writes and waits for a reply. */}
          <div className={styles.notForEmergencies}>
            <p>
              <strong>
                <Words>{urgentHelp.notForEmergencies}</Words>
              </strong>
            </p>
            <p>
              <a href={`#${URGENT_HELP_ID}`}>
                <Words>{urgentHelp.seeHelplines}</Words>
              </a>
            </p>
          </div>
          <ContactForm key={putBack.serial} putBack={putBack.words} />
        </section>

        {/* First beside the form on a wide screen, after it on a phone (§2.8). */}
        <div className={styles.urgent}>
          <UrgentHelp variant="full" />
        </div>

        <section aria-labelledby="talk-to-us" className={styles.talk}>
          <h2 id="talk-to-us">
            <Words>{talk.heading}</Words>
          </h2>
          <p>
            <Words>{talk.intro}</Words>
          </p>
          <dl className={styles.details}>
            {/* The page of who we are and how to reach us: a detail not given yet is said so. */}
            <OrganisationDetails grouped notGiven={notGivenYet.line} />
            <div>
              <dt>
                <Words>{talk.emailLabel}</Words>
              </dt>
              <dd>
                <a href={talk.emailHref}>
                  <Words>{talk.email}</Words>
                </a>
              </dd>
            </div>
            <div>
              <dt>
                <Words>{talk.phoneLabel}</Words>
              </dt>
              <dd>
                {/* A phone not given yet is said so, never its stand-in (standIns.ts). */}
                {talk.phone && talk.phoneHref ? (
                  <a href={talk.phoneHref}>
                    <Words>{talk.phone}</Words>
                  </a>
                ) : (
                  <Words>{notGivenYet.line}</Words>
                )}
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="follow-us" className={styles.followUs}>
          <h2 id="follow-us">
            <Words>{follow.heading}</Words>
          </h2>
          <p>
            <Words>{follow.intro}</Words>
          </p>
          <ul className={styles.follow}>
            {follow.links.map(({ icon, link }) => (
              <li key={link.href}>
                {/* The icon and the words beside it are hidden: the link's name is its label. */}
                <ExternalLink link={link} className={styles.followLink}>
                  <Icon name={icon} className={styles.followIcon} />
                  <span aria-hidden="true">
                    <Words>{link.label}</Words>
                  </span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
