import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { afterEach, expect } from 'vitest';

expect.extend(toHaveNoViolations);

// `findBy…` and `waitFor` end as soon as what they wait for is there; this is only the point at
// which they give up. Testing Library's default (1 s) is shorter than a busy two-core machine may
// need to render a page, so a slow run would fail where nothing is wrong.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});

// jsdom has no matchMedia; components ask it about screen width and motion preferences.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
