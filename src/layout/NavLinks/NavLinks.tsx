import { NavLink } from 'react-router-dom';
import { pages } from '../../content/site';

interface NavLinksProps {
  className?: string;
  /** Called after a link is chosen (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/**
 * The four page links. NavLink marks the current page with `aria-current="page"`, so screen
 * readers say "current page" and the style can show it without relying on colour alone.
 */
export function NavLinks({ className, onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {pages.map((page) => (
        <li key={page.path}>
          <NavLink to={page.path} end onClick={onNavigate}>
            {page.navLabel}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
