/**
 * A quick axe sweep of every page in jsdom (no layout, so no contrast checks: the real-browser
 * tests cover those). Scans document.body because react-aria overlays render in portals.
 */
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { pageMeta, pages } from '../src/content/site';
import { renderApp } from '../src/testing/jsdom/renderApp';

describe('every page in jsdom', () => {
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
