import { describe, expect, it } from 'vitest';
import { withoutTrailingSlash } from './routeTable';

describe('withoutTrailingSlash', () => {
  it.each([
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/about', '/about'],
    ['/', '/'],
    ['//', '/'],
  ])('reads %s as %s', (address, page) => {
    expect(withoutTrailingSlash(address)).toBe(page);
  });
});
