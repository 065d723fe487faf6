/**
 * The element every overlay of the site (the menu, the dialogs, the viewer) is rendered into: one
 * `<div data-overlays>` at the end of `<body>`, made on first use. Not `<body>` itself: React
 * listens for events on the element a portal is rendered into, and Chromium then counts that
 * element as clickable and gives it a new accessibility object. With `<body>` that happened the
 * moment the first dialog opened, and whatever Orca was resting on died with the old one: it
 * then had nothing to compare the dialog with, and announced only "Close push button".
 * (docs/decisions.md, "Overlays are rendered into a host of their own".)
 */
const HOST_ATTRIBUTE = 'data-overlays';

export function overlayHost(): HTMLElement {
  const existing = document.body.querySelector<HTMLElement>(`:scope > [${HOST_ATTRIBUTE}]`);
  if (existing) return existing;
  const host = document.createElement('div');
  host.setAttribute(HOST_ATTRIBUTE, '');
  document.body.append(host);
  return host;
}
