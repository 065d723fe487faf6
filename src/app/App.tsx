import { I18nProvider } from 'react-aria-components';
import { Route, Routes } from 'react-router-dom';
import { locale } from '../content/site';
import { notFoundRoute, pageRoutes } from './routes';
import { SiteLayout } from './SiteLayout/SiteLayout';

/**
 * The whole site below a router (BrowserRouter in the browser, StaticRouter when prerendering).
 * I18nProvider gives react-aria the site's language and direction (not the browser's), so keys
 * and layout follow the page. Links are react-router's own, so react-aria's RouterProvider is
 * not needed.
 */
export function App() {
  return (
    <I18nProvider locale={locale.lang}>
      <Routes>
        <Route element={<SiteLayout />}>
          {pageRoutes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<notFoundRoute.Component />} />
        </Route>
      </Routes>
    </I18nProvider>
  );
}
