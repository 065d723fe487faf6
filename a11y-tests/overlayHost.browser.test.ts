/**
 * Every overlay (the menu, the viewer, the form's dialogs) is rendered into the site's overlay
 * host, never into `<body>` itself (src/lib/overlayHost.ts): React listens for events on a
 * portal's container, and Chromium then counts `<body>` as clickable and replaces its
 * accessibility object, which Orca was resting on as the page behind the dialog was hidden (it
 * then announced only "Close push button", and read every heading focused later as
 * "clickable"; docs/decisions.md). In real Chromium, with each state open: its dialog is inside
 * the host, and `<body>` has no click listener.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openStates, viewportFor } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite({ ownService: { CONTACT_RATE_MAX: '1000' } });

/** The event types `<body>` itself listens for, as DevTools lists them. */
async function bodyListeners(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.body' });
    if (!result.objectId) throw new Error('No body');
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId,
    });
    return listeners.map((listener) => listener.type);
  } finally {
    await cdp.detach();
  }
}

const states = openStates.filter((state) =>
  /^(mobile-menu-320|lightbox-video-1280|lightbox-image-1280|contact-success-1280)$/.test(
    state.slug,
  ),
);

describe('overlays in their own host', () => {
  it('checks the menu, the viewer on a video and on a photo, and a form dialog', () => {
    expect(states.map((state) => state.slug).sort()).toEqual([
      'contact-success-1280',
      'lightbox-image-1280',
      'lightbox-video-1280',
      'mobile-menu-320',
    ]);
  });

  it.each(states)(
    '$name: the dialog is in the host, and <body> listens for no click',
    async (state) => {
      const { page, problems } = await site.newPage({ viewport: viewportFor(state.width) });
      await site.visit(page, state.route);
      await state.open(page);
      const inHost = await page
        .locator('[role="dialog"]')
        .evaluateAll((dialogs) =>
          dialogs.map((dialog) => dialog.closest('body > [data-overlays]') !== null),
        );
      expect(inHost.length).toBeGreaterThan(0);
      expect(inHost.every(Boolean)).toBe(true);
      expect(await bodyListeners(page)).not.toContain('click');
      expect(problems).toEqual([]);
    },
  );
});
