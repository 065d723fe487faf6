import { describe, expect, it } from 'vitest';
import { exclusions, isExcluded } from './exclusions';

const skipLink = { rule: 'aria_content_in_landmark', target: '/html[1]/body[1]/div[1]/a[1]' };

describe('false-positive exclusions', () => {
  it('excludes a finding only by engine, rule, element and, where given, the scan', () => {
    expect(
      isExcluded(
        'equal-access',
        { ...skipLink, snippet: '<a href="#main" class="x">' },
        'home-320',
      ),
    ).toMatch(/skip link/);
    // The same rule on another element is not excluded.
    expect(
      isExcluded('equal-access', { ...skipLink, snippet: '<div class="promo">' }, 'home-320'),
    ).toBeNull();
    const document = { rule: 'SIA-R87', target: '/', snippet: '#document' };
    expect(isExcluded('alfa', document, 'mobile-menu-320x256')).toMatch(/modal dialog/);
    // The same open state in Hindi: the same reason.
    expect(isExcluded('alfa', document, 'hi-contact-error-1280')).toMatch(/modal dialog/);
    // A Hindi page with no dialog open counts, as an English one does.
    expect(isExcluded('alfa', document, 'hi-home-1280')).toBeNull();
    // With no dialog open, the same finding would count.
    expect(isExcluded('alfa', document, 'home-1280')).toBeNull();
    expect(isExcluded('equal-access', document, 'mobile-menu-320')).toBeNull();
  });

  it('gives every exclusion a reason', () => {
    for (const exclusion of exclusions) expect(exclusion.reason.length).toBeGreaterThan(40);
  });
});
