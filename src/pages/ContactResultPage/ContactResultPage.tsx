import { Link } from 'react-router-dom';
import { ReferenceText } from '../../components/ReferenceText/ReferenceText';
import { contactForm } from '../../content/contactForm';
import { urgentHelp } from '../../content/urgentHelp';
import { ContactForm } from '../../features/contact/ContactForm/ContactForm';
import { WaysToReachUs } from '../../features/contact/WaysToReachUs/WaysToReachUs';
import { PrivacyNote } from '../../features/contact/PrivacyNote/PrivacyNote';
import type { ContactFormResult } from '../../shared/contactFormResult';
import styles from '../page.module.css';
import { Words } from '../../components/Words/Words';

/**
 * The page the contact service answers with when the form was sent without JavaScript
 * (docs/spec/product.md §2.8; rendered per request by the service through src/entry-server.tsx,
 * never prerendered, never hydrated: it carries no script). Its heading is the dialog's title with
 * script, "Success!" or "Oops!", and its first paragraph the service's words, the same as the JSON
 * call's `message`; a stored enquiry's page also gives its reference. A refusal brings the form
 * back with the visitor's words in it, each field to fix marked, and the error summary, which
 * takes focus as the page loads.
 */
export function ContactResultPage({ result }: { result: ContactFormResult }) {
  const words = contactForm.resultPage;
  if (result.outcome === 'sent') {
    return (
      <div className={`container ${styles.page}`}>
        <h1>
          <Words>{contactForm.success.title}</Words>
        </h1>
        <p>
          <Words>{result.message}</Words>
        </p>
        {/* As in the dialog with script: where to turn before the reply comes. */}
        <p>
          <Words>{urgentHelp.afterSending}</Words>
        </p>
        {/* As in the dialog too: the number to quote, when the service's address gave one. */}
        {result.reference ? (
          <p>
            <ReferenceText reference={result.reference} />
          </p>
        ) : null}
        <p>
          <Link to="/contact" className={styles.standaloneLink}>
            <Words>{words.anotherMessage}</Words>
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Words>{contactForm.failure.title}</Words>
      </h1>
      <p>
        <Words>{result.message}</Words>
      </p>
      {result.otherWays ? (
        <>
          <p>
            <Words>{words.otherWays}</Words>
          </p>
          <WaysToReachUs />
        </>
      ) : null}
      <PrivacyNote />
      <ContactForm
        refused={{
          values: result.values,
          writer: result.writer,
          consent: result.consent,
          errors: result.errors,
        }}
      />
    </div>
  );
}
