import type { ReactNode } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria/PortalProvider';
import { I18nProvider } from 'react-aria-components';
import { locale } from '../../content/site';
import { overlayHost } from '../../lib/overlayHost';

/**
 * Gives react-aria's components the site's language and direction, not the browser's: a
 * visitor whose phone is set to Arabic still gets the arrow keys of a left-to-right page in the
 * lightbox. And the element their overlays (the menu, the dialogs) are rendered into: the site's
 * overlay host, never `<body>` itself (src/lib/overlayHost.ts says why).
 *
 * It wraps each lazily loaded part that uses react-aria (the menu panel, the lightbox, the
 * contact form) rather than the whole app: react-aria's locale module asks `Intl` for the
 * browser's locale as soon as it runs, and a page's first use of `Intl` costs about 16 ms
 * (ICU's locale data), 70 ms on Lighthouse's slowed-down phone. In the app's entry that made
 * every page's start one task too long (docs/performance.md).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale={locale.lang}>
      <PortalProvider getContainer={overlayHost}>{children}</PortalProvider>
    </I18nProvider>
  );
}
