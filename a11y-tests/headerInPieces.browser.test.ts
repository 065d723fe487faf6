/**
 * The header drawn as the page arrives (Header.module.css, "On a slow link…"). On a weak link
 * the page comes in pieces and the browser draws each piece; the header's controls are pushed
 * to the end of its row, so a control drawn before those after it had arrived would be drawn
 * further right and then jump left (a layout shift, and a "Help now" that moves under the
 * visitor's thumb). Here the page's HTML is sent in two parts, cut inside the header; the test
 * waits until the browser has drawn the first part, sends the rest, and then asks: did anything
 * that was drawn move? In real Chromium, both languages, on a phone and a wide screen.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutShifts, recordLayoutShifts } from '../src/testing/browser/layoutShifts';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/** Where the first part ends: a point inside the header, found in the page's HTML. */
const cuts: Record<string, (html: string) => number> = {
  'before the words of "Help now"': (html) =>
    html.indexOf('</svg>', html.indexOf('data-help-now')) + '</svg>'.length,
  'after "Help now"': (html) => html.lastIndexOf('<div', html.indexOf('data-language-switch')),
  'after the language switch': (html) => html.indexOf('<nav', html.indexOf('data-site-header')),
  'after the four page links': (html) => html.indexOf('<button', html.indexOf('data-site-header')),
  'inside the menu button, before its words': (html) =>
    html.indexOf('<span', html.indexOf('data-menu-button')),
};

let server: Server | undefined;
afterEach(async () => {
  // The browser keeps its connections open; closing them is what lets the server stop now.
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/**
 * Serves the site through a server of the test's own: every file as the site answers it, but
 * the page at `pathname` in two parts, the second only when `sendRest` is called.
 */
async function serveInTwoParts(pathname: string, cut: (html: string) => number) {
  let sendRest = () => {};
  const rest = new Promise<void>((resolve) => (sendRest = resolve));
  server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(site.url(request.url ?? '/'));
      const headers = { 'content-type': upstream.headers.get('content-type') ?? '' };
      if (request.url !== pathname) {
        response.writeHead(upstream.status, headers);
        response.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const html = await upstream.text();
      const at = cut(html);
      if (at <= 0) throw new Error(`the cut was not found in ${pathname}`);
      response.writeHead(200, headers);
      response.write(html.slice(0, at));
      await rest;
      response.end(html.slice(at));
    })();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${pathname}`, sendRest };
}

/** Each of the header row's children that is drawn (visible), by its place in the row. */
const drawnControls = (page: Page) =>
  page.evaluate(() =>
    [...(document.querySelector('[data-site-header] > div')?.children ?? [])].flatMap(
      (child, index) => {
        if (!child.checkVisibility({ visibilityProperty: true })) return [];
        const { x, y, width, height } = child.getBoundingClientRect();
        return [{ index, tag: child.tagName, x, y, width, height }];
      },
    ),
  );

describe.each([
  ['English', '/'],
  ['Hindi', '/hi/'],
])('the header of Home in %s, drawn as it arrives', (_, pathname) => {
  describe.each([
    ['on a phone', { width: 360, height: 640 }],
    ['on a wide screen', { width: 1280, height: 800 }],
  ])('%s', (_, viewport) => {
    it.each(Object.entries(cuts))('moves nothing it drew when cut %s', async (_, cut) => {
      const { page, problems } = await site.newPage({ viewport });
      await recordLayoutShifts(page);
      const { url, sendRest } = await serveInTwoParts(pathname, cut);
      await page.goto(url, { waitUntil: 'commit' });
      // The browser has drawn the first part.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('paint').length))
        .toBeGreaterThan(0);
      const drawnFirst = await drawnControls(page);
      // The logo at least: the page is being drawn, not held back.
      expect(drawnFirst.map((control) => control.tag)).toContain('A');

      sendRest();
      await page.waitForLoadState('load');
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const drawnLast = await drawnControls(page);
      // Whole, the row draws all its controls that this width shows: the logo, "Help now", the
      // language switch, and the four links or the menu button.
      expect(drawnLast).toHaveLength(4);
      for (const control of drawnFirst) {
        expect(drawnLast.find((last) => last.index === control.index)).toEqual(control);
      }
      expect(await layoutShifts(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});
