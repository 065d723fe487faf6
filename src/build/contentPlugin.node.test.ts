import { describe, expect, it } from 'vitest';
import { formOf, INBOX_MODE } from './contentPlugin';

describe('what the words modules become', () => {
  it("are the page's loaded chunk in the public site's client build", () => {
    expect(formOf({ command: 'build', mode: 'production' }, false)).toBe('client');
  });

  it('hold every language in the server bundle, the dev server, the tests and the inbox', () => {
    expect(formOf({ command: 'build', mode: 'production' }, true)).toBe('every language');
    expect(formOf({ command: 'serve', mode: 'development' }, false)).toBe('every language');
    expect(formOf({ command: 'serve', mode: 'test' }, false)).toBe('every language');
    expect(formOf({ command: 'build', mode: INBOX_MODE }, false)).toBe('every language');
  });
});
