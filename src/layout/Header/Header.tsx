import { Link } from 'react-router-dom';
import { shell } from '../../content/site';
import { HelpNowLink } from '../HelpNowLink/HelpNowLink';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { NavLinks } from '../NavLinks/NavLinks';
import styles from './Header.module.css';

/**
 * The fixed black bar at the top of every page: logo, "Help now" (the page's helplines), the
 * language switch, the four links, or the menu button. Without JavaScript, on narrow screens, `public/noscript.css` (through
 * `data-site-header`) puts it in the page's flow, the logo on one row and the four links on the
 * next.
 */
export function Header() {
  return (
    <header className={styles.header} data-site-header="">
      <div className={`container ${styles.inner}`}>
        <Link to="/" className={styles.logo}>
          <img src="/logo.svg" alt={shell.logoAlt} width={160} height={40} />
        </Link>
        <HelpNowLink />
        <LanguageSwitch />
        <nav aria-label={shell.mainNavLabel} className={styles.desktopNav} data-desktop-nav="">
          <NavLinks className={styles.links} />
        </nav>
        <MobileMenu buttonClassName={styles.menuButton} />
      </div>
    </header>
  );
}
