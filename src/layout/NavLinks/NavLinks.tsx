import { Link, useLocation } from 'react-router-dom';
import { withoutTrailingSlash } from '../../content/routeTable';
import { pages } from '../../content/site';
import { usePreloadPage } from '../../lib/pagePreload';
import { Words } from '../../components/Words/Words';

interface NavLinksProps {
  className?: string;
  /** Called with the link's address when a link is chosen (the mobile menu then closes). */
  onNavigate?: (to: string) => void;
}

/**
 * The four page links. The current page's link has `aria-current="page"`, so screen readers say
 * "current page" and the style can show it without relying on colour alone. Compared here, not
 * by react-router's NavLink, which compares exactly and marked nothing at "/about/".
 */
export function NavLinks({ className, onNavigate }: NavLinksProps) {
  const preloadPage = usePreloadPage();
  const currentPath = withoutTrailingSlash(useLocation().pathname);
  return (
    <ul className={className}>
      {pages.map((page) => (
        <li key={page.path}>
          <Link
            to={page.path}
            aria-current={page.path === currentPath ? 'page' : undefined}
            onClick={() => onNavigate?.(page.path)}
            onFocus={() => preloadPage(page.path)}
            onPointerEnter={() => preloadPage(page.path)}
            onPointerDown={() => preloadPage(page.path)}
          >
            <Words>{page.navLabel}</Words>
          </Link>
        </li>
      ))}
    </ul>
  );
}
