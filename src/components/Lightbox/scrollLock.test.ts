import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compensateScrollbar, rememberScroll, scrollbarWidth } from './scrollLock';

/** jsdom knows `scrollbar-gutter`; the fallback path is for engines that do not. */
function withoutScrollbarGutter() {
  const proto = Object.getPrototypeOf(document.documentElement.style) as object;
  let owner: object | null = proto;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'scrollbarGutter')) {
    owner = Object.getPrototypeOf(owner) as object | null;
  }
  if (!owner) return () => {};
  const descriptor = Object.getOwnPropertyDescriptor(owner, 'scrollbarGutter')!;
  delete (owner as Record<string, unknown>).scrollbarGutter;
  return () => Object.defineProperty(owner, 'scrollbarGutter', descriptor);
}

let restoreGutter: () => void = () => {};
beforeEach(() => {
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
});
afterEach(() => {
  restoreGutter();
  document.documentElement.removeAttribute('style');
  document.body.replaceChildren();
});

function fixedHeader() {
  const header = document.createElement('header');
  header.style.position = 'fixed';
  header.style.paddingRight = '8px';
  const lightbox = document.createElement('div');
  const inside = document.createElement('div');
  inside.style.position = 'fixed';
  lightbox.append(inside);
  document.body.append(header, lightbox);
  return { header, lightbox, inside };
}

describe('scrollbar compensation (docs/spec/lightbox-behaviour.md rule 5)', () => {
  it('measures the scrollbar width', () => {
    expect(scrollbarWidth()).toBe(15);
  });

  it('leaves it to react-aria where scrollbar-gutter exists', () => {
    const { header, lightbox } = fixedHeader();
    const undo = compensateScrollbar(15, false, lightbox);
    expect(header.style.paddingRight).toBe('8px');
    undo();
  });

  it('pads fixed elements outside the lightbox by the scrollbar width, and undoes it exactly', () => {
    restoreGutter = withoutScrollbarGutter();
    const { header, lightbox, inside } = fixedHeader();
    const undo = compensateScrollbar(15, false, lightbox);
    expect(header.style.paddingRight).toBe('23px');
    expect(inside.style.paddingRight).toBe('');
    undo();
    expect(header.style.paddingRight).toBe('8px');
  });

  it('puts the padding on the left in right-to-left pages', () => {
    restoreGutter = withoutScrollbarGutter();
    const html = document.documentElement;
    html.style.paddingRight = '15px'; // what react-aria's fallback sets
    const { header, lightbox } = fixedHeader();
    const undo = compensateScrollbar(15, true, lightbox);
    expect(html.style.paddingRight).toBe('');
    expect(html.style.paddingLeft).toBe('15px');
    expect(header.style.paddingLeft).toBe('15px');
    undo();
    expect(html.style.paddingLeft).toBe('');
    expect(header.style.paddingLeft).toBe('');
  });

  it('does nothing without a scrollbar', () => {
    restoreGutter = withoutScrollbarGutter();
    const { header, lightbox } = fixedHeader();
    compensateScrollbar(0, false, lightbox)();
    expect(header.style.paddingRight).toBe('8px');
  });
});

describe('rememberScroll', () => {
  it('scrolls back only if the page moved', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const back = rememberScroll();
    back();
    expect(scrollTo).not.toHaveBeenCalled();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 200 });
    back();
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 0, behavior: 'instant' });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
