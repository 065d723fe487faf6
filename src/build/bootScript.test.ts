import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_SOURCE, bootScriptTag } from './bootScript';

describe('the boot script', () => {
  it('ships without its comments, and still parses as a script', () => {
    expect(BOOT_SCRIPT_SOURCE).not.toMatch(/^\s*\/\//m);
    expect(BOOT_SCRIPT_SOURCE).toContain('addEventListener');
    // Compiles (does not run) the text as the browser would: a syntax error throws here.
    expect(() => new Function(BOOT_SCRIPT_SOURCE)).not.toThrow();
  });

  it('carries its addresses in escaped data attributes and its text unchanged', () => {
    const tag = bootScriptTag('/assets/index-a.js', ['/assets/a.js', '/assets/b"c.js'], {
      files: ['/assets/menu.js'],
      media: '(max-width: 47.99rem)',
    });
    expect(tag).toBe(
      '<script data-entry="/assets/index-a.js"' +
        ' data-preload="/assets/a.js /assets/b&quot;c.js"' +
        ' data-prefetch="/assets/menu.js"' +
        ` data-prefetch-media="(max-width: 47.99rem)">${BOOT_SCRIPT_SOURCE}</script>`,
    );
  });

  it('lists the files of parts fetched on demand, by name, without touching its text', () => {
    const tag = bootScriptTag(
      '/assets/index-a.js',
      [],
      { files: [], media: 'not all' },
      { lightbox: ['/assets/l.js', '/assets/m.js'] },
    );
    expect(tag).toContain(' data-part-lightbox="/assets/l.js /assets/m.js">');
    expect(tag).toContain(`>${BOOT_SCRIPT_SOURCE}</script>`);
  });
});
