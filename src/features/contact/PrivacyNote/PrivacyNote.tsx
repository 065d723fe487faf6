import { Link } from 'react-router-dom';
import { privacyNotice } from '../../../content/privacy';
import { Words } from '../../../components/Words/Words';
import styles from './PrivacyNote.module.css';

/**
 * One sentence before the contact form's fields, with a link to the privacy notice (/privacy):
 * India's DPDP Act asks for notice before personal data is collected (docs/deploy.md, section 5).
 * On the Contact page and on the page the service answers a refused form with.
 */
export function PrivacyNote() {
  const { text, link } = privacyNotice.beforeTheForm;
  return (
    <p className={styles.note}>
      <Words>{text}</Words>{' '}
      <Link to={link.to} className={styles.link}>
        <Words>{link.label}</Words>
      </Link>
    </p>
  );
}
