import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../app/App';
import { loadLazyModules } from './lazyModules';

// Before any test of the file starts: a test then waits for the page itself, not for its module.
await loadLazyModules();

/** Renders the whole site at an address, as a visitor would arrive there. */
export function renderApp(url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <App />
    </MemoryRouter>,
  );
}
