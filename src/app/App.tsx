import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Route, Routes, useHref, useNavigate } from 'react-router-dom';
import { locale } from '../content/site';
import { notFoundRoute, pageRoutes } from './routes';
import { SiteLayout } from './SiteLayout/SiteLayout';

/**
 * The whole site below a router (BrowserRouter in the browser, StaticRouter when prerendering).
 * RouterProvider lets react-aria links navigate on the client; I18nProvider gives react-aria the
 * site's language and direction.
 */
export function App() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
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
    </RouterProvider>
  );
}
