import { afterEach, describe, expect, it } from 'vitest';
import { hideOutside, outsideElements } from './hideOutside';

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

describe('hideOutside (docs/spec/lightbox-behaviour.md rule 3)', () => {
  it('sets inert and aria-hidden at once and restores former values exactly', () => {
    const { get, lightbox } = page();
    const undo = hideOutside(lightbox);
    for (const id of ['app', 'hidden', 'sibling']) {
      expect(get(id)).toHaveAttribute('inert');
      expect(get(id)).toHaveAttribute('aria-hidden', 'true');
    }
    expect(get('announcer')).not.toHaveAttribute('inert');
    undo();
    expect(get('app')).toHaveAttribute('aria-hidden', 'false');
    expect(get('app')).not.toHaveAttribute('inert');
    expect(get('hidden')).toHaveAttribute('aria-hidden', 'true');
    expect(get('hidden')).toHaveAttribute('inert');
    expect(get('sibling')).not.toHaveAttribute('aria-hidden');
    expect(get('sibling')).not.toHaveAttribute('inert');
  });

  it('may be undone twice without harm (the close, then the unmount)', () => {
    const { get, lightbox } = page();
    const undo = hideOutside(lightbox);
    undo();
    get('app').setAttribute('aria-hidden', 'true');
    undo();
    expect(get('app')).toHaveAttribute('aria-hidden', 'true');
  });

  it('hides nodes added next to the lightbox while open, and restores them', async () => {
    const { lightbox } = page();
    const undo = hideOutside(lightbox);
    const late = document.createElement('div');
    document.body.append(late);
    await Promise.resolve();
    expect(late).toHaveAttribute('inert');
    expect(late).toHaveAttribute('aria-hidden', 'true');
    undo();
    expect(late).not.toHaveAttribute('inert');
    expect(late).not.toHaveAttribute('aria-hidden');
  });
});
