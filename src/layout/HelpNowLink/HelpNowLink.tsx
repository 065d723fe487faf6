import { useLocation } from 'react-router-dom';
import { Icon } from '../../components/Icon/Icon';
import { urgentHelpAnchor } from '../../components/UrgentHelp/UrgentHelp';
import { Words } from '../../components/Words/Words';
import { withoutTrailingSlash } from '../../content/routeTable';
import { shell } from '../../content/site';
import styles from './HelpNowLink.module.css';

/**
 * "Help now" in the header of every page, at every width: one tap to the helplines, wherever
 * the visitor is on the page. It leads to the page's own block of helplines: the full one where
 * the page has it (Home, Contact), else the footer's. A plain link to a place on the same page:
 * without JavaScript it works the same, and the next Tab starts there.
 */
export function HelpNowLink() {
  const path = withoutTrailingSlash(useLocation().pathname);
  return (
    <a href={`#${urgentHelpAnchor(path)}`} className={styles.link} data-help-now="">
      <Icon name="phone" className={styles.icon} />
      <Words>{shell.helpNow}</Words>
    </a>
  );
}
