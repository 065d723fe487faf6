import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockScroll, rememberScroll, scrollbarWidth } from './scrollLock';

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

describe('scroll lock (docs/spec/lightbox-behaviour.md rule 5)', () => {
  it('measures the scrollbar width', () => {
    expect(scrollbarWidth()).toBe(15);
  });

  it('hides the overflow and keeps the scrollbar space with scrollbar-gutter, then undoes it exactly', () => {
    const html = document.documentElement;
    html.style.setProperty('overflow', 'clip', 'important');
    const { header, lightbox } = fixedHeader();
    const undo = lockScroll(15, false, lightbox);
    expect(html.style.overflow).toBe('hidden');
    expect(html.style.scrollbarGutter).toBe('stable');
    expect(header.style.paddingRight).toBe('8px');
    undo();
    expect(html.style.overflow).toBe('clip');
    expect(html.style.getPropertyPriority('overflow')).toBe('important');
    expect(html.style.scrollbarGutter).toBe('');
  });

  it('without scrollbar-gutter, pads <html> and fixed elements outside the lightbox, and undoes it exactly', () => {
    restoreGutter = withoutScrollbarGutter();
    const html = document.documentElement;
    const { header, lightbox, inside } = fixedHeader();
    const undo = lockScroll(15, false, lightbox);
    expect(html.style.paddingRight).toBe('15px');
    expect(header.style.paddingRight).toBe('23px');
    expect(inside.style.paddingRight).toBe('');
    undo();
    expect(html.style.paddingRight).toBe('');
    expect(header.style.paddingRight).toBe('8px');
    expect(html.style.overflow).toBe('');
  });

  it('puts the padding on the left in right-to-left pages', () => {
    restoreGutter = withoutScrollbarGutter();
    const html = document.documentElement;
    const { header, lightbox } = fixedHeader();
    const undo = lockScroll(15, true, lightbox);
    expect(html.style.paddingRight).toBe('');
    expect(html.style.paddingLeft).toBe('15px');
    expect(header.style.paddingLeft).toBe('15px');
    undo();
    expect(html.style.paddingLeft).toBe('');
    expect(header.style.paddingLeft).toBe('');
  });

  it('pads nothing without a scrollbar', () => {
    restoreGutter = withoutScrollbarGutter();
    const { header, lightbox } = fixedHeader();
    const undo = lockScroll(0, false, lightbox);
    expect(header.style.paddingRight).toBe('8px');
    expect(document.documentElement.style.overflow).toBe('hidden');
    undo();
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
