/**
 * The header's "Help now" on its own. Covered elsewhere: its place in the header's Tab order
 * (src/layout/Header/Header.jsdom.test.tsx); in real Chromium, the header's one row at phone
 * widths, the 44 px target and the helplines brought into view, in both languages
 * (a11y-tests/layout.browser.test.ts).
 */
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { shell } from '../../content/site';
import { urgentHelp } from '../../content/urgentHelp';
import { HelpNowLink } from './HelpNowLink';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <header>
        <HelpNowLink />
      </header>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: shell.helpNow });
}

describe('HelpNowLink', () => {
  it.each([...urgentHelp.shownInFullOn])(
    'on %s, which shows the helplines in full, leads to that block',
    (path) => {
      expect(renderAt(path)).toHaveAttribute('href', '#urgent-help');
    },
  );

  it.each(['/about', '/impact', '/accessibility', '/privacy', '/no-such-page'])(
    'on %s leads to the footer’s helplines',
    (path) => {
      expect(renderAt(path)).toHaveAttribute('href', '#footer-help');
    },
  );

  it('is named by its visible words alone (the phone is decoration), and axe finds nothing', async () => {
    const link = renderAt('/about');
    expect(link).toHaveTextContent(new RegExp(`^${shell.helpNow}$`));
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
