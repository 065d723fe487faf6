import { Route, Routes } from 'react-router-dom';
import { notFoundRoute, pageRoutes } from './routes';
import { SiteLayout } from './SiteLayout/SiteLayout';

/**
 * The whole site below a router (BrowserRouter in the browser, StaticRouter when prerendering).
 * react-aria's components get the site's language and direction from LocaleProvider, in each
 * lazily loaded part that uses them (not here: see that component). Links are react-router's
 * own, so react-aria's RouterProvider is not needed.
 */
export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {pageRoutes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<notFoundRoute.Component />} />
      </Route>
    </Routes>
  );
}
