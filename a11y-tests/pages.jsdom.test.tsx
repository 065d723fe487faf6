/**
 * A quick axe sweep of every page in jsdom (no layout, so no contrast checks: the real-browser
 * tests cover those). Scans document.body because react-aria overlays render in portals.
 */
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, inject, it } from 'vitest';
import { currentLanguage, languages } from '../src/content/languages';
import { locale, pageMeta, pages } from '../src/content/site';
import { renderApp } from '../src/testing/jsdom/renderApp';

describe('every page in jsdom', () => {
  // Each language's project runs these checks at its address (vite.config.ts): its pages must
  // be in its language, or the checks would pass on another language's pages.
  it("is in the language of its project's address", () => {
    const language = languages.find((candidate) => candidate.folder === inject('language'));
    expect(language).toBeDefined();
    expect(currentLanguage).toBe(language);
    expect(locale.lang).toBe(language?.lang);
  });

  it.each([
    ...pages.map((page) => page.path),
    pageMeta.accessibility.path,
    pageMeta.conformance.path,
    '/no-such-page',
  ])('%s has no axe violations', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
