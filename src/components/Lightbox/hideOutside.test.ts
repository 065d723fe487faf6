import { afterEach, describe, expect, it } from 'vitest';
import { outsideElements, snapshotOutside } from './hideOutside';

afterEach(() => {
  document.body.replaceChildren();
});

function page() {
  document.body.innerHTML = `
    <div id="app" aria-hidden="false"><p>Page</p></div>
    <div id="hidden" aria-hidden="true" inert></div>
    <div data-live-announcer="true" id="announcer"></div>
    <div id="portal"><div id="lightbox"></div><div id="sibling"></div></div>`;
  const get = (id: string) => document.getElementById(id)!;
  return { get, lightbox: get('lightbox') };
}

describe('outsideElements', () => {
  it('lists the siblings of every ancestor up to body, except live announcers', () => {
    const { get, lightbox } = page();
    expect(outsideElements(lightbox).map((e) => e.id)).toEqual(['sibling', 'app', 'hidden']);
    expect(outsideElements(lightbox)).not.toContain(get('announcer'));
  });
});

describe('snapshotOutside (docs/spec/lightbox-behaviour.md rule 3)', () => {
  it('sets inert and aria-hidden on apply and restores former values exactly', () => {
    const { get, lightbox } = page();
    const snapshot = snapshotOutside(lightbox);
    // Nothing changes before apply: react-aria goes first.
    expect(get('app')).toHaveAttribute('aria-hidden', 'false');
    snapshot.apply();
    for (const id of ['app', 'hidden', 'sibling']) {
      expect(get(id)).toHaveAttribute('inert');
      expect(get(id)).toHaveAttribute('aria-hidden', 'true');
    }
    snapshot.dispose();
    expect(get('app')).toHaveAttribute('aria-hidden', 'false');
    expect(get('app')).not.toHaveAttribute('inert');
    expect(get('hidden')).toHaveAttribute('aria-hidden', 'true');
    expect(get('hidden')).toHaveAttribute('inert');
    expect(get('sibling')).not.toHaveAttribute('aria-hidden');
  });

  it('repairs a restore undone by a later cleanup (react-aria strips aria-hidden)', async () => {
    const { get, lightbox } = page();
    const snapshot = snapshotOutside(lightbox);
    snapshot.apply();
    snapshot.dispose();
    // What react-aria's ariaHideOutside does on its own cleanup, after ours.
    get('app').removeAttribute('aria-hidden');
    await Promise.resolve();
    expect(get('app')).toHaveAttribute('aria-hidden', 'false');
  });

  it('hides nodes added next to the lightbox while open, and restores them', async () => {
    const { lightbox } = page();
    const snapshot = snapshotOutside(lightbox);
    snapshot.apply();
    const late = document.createElement('div');
    document.body.append(late);
    await Promise.resolve();
    expect(late).toHaveAttribute('inert');
    expect(late).toHaveAttribute('aria-hidden', 'true');
    snapshot.dispose();
    expect(late).not.toHaveAttribute('inert');
    expect(late).not.toHaveAttribute('aria-hidden');
  });
});
