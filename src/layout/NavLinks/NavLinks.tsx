import { NavLink } from 'react-router-dom';
import { pages } from '../../content/site';
import { usePreloadPage } from '../../lib/pagePreload';

interface NavLinksProps {
  className?: string;
  /** Called with the link's address when a link is chosen (the mobile menu then closes). */
  onNavigate?: (to: string) => void;
}

/**
 * The four page links. NavLink marks the current page with `aria-current="page"`, so screen
 * readers say "current page" and the style can show it without relying on colour alone.
 */
export function NavLinks({ className, onNavigate }: NavLinksProps) {
  const preloadPage = usePreloadPage();
  return (
    <ul className={className}>
      {pages.map((page) => (
        <li key={page.path}>
          <NavLink
            to={page.path}
            end
            onClick={() => onNavigate?.(page.path)}
            onFocus={() => preloadPage(page.path)}
            onPointerEnter={() => preloadPage(page.path)}
            onPointerDown={() => preloadPage(page.path)}
          >
            {page.navLabel}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
