import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_SOURCE, bootScriptTag, buildBootScript } from './bootScript';
import { APP_STARTING_EVENT, EARLY_INTERACTION_ATTRIBUTE } from './earlyInteractions';

const bootFile = readFileSync(new URL('./boot.js', import.meta.url), 'utf8');

describe('the boot script', () => {
  it('ships minified, without its comments, and still parses as a script', () => {
    expect(BOOT_SCRIPT_SOURCE).not.toMatch(/\/\/|\/\*/);
    expect(BOOT_SCRIPT_SOURCE).not.toContain('\n');
    expect(BOOT_SCRIPT_SOURCE).toContain('addEventListener');
    expect(BOOT_SCRIPT_SOURCE.length).toBeLessThan(bootFile.length / 2);
    // Compiles (does not run) the text as the browser would: a syntax error throws here.
    expect(() => new Function(BOOT_SCRIPT_SOURCE)).not.toThrow();
  });

  it('carries the names it shares with the app, filled in at build time', () => {
    expect(bootFile).toMatch(/\bEARLY_INTERACTION_ATTRIBUTE\b/);
    expect(BOOT_SCRIPT_SOURCE).not.toMatch(/EARLY_INTERACTION_ATTRIBUTE|APP_STARTING_EVENT/);
    for (const value of [EARLY_INTERACTION_ATTRIBUTE, APP_STARTING_EVENT]) {
      expect(BOOT_SCRIPT_SOURCE).toMatch(new RegExp(`[\`"']${value}[\`"']`));
    }
  });

  it('reads document.currentScript at once, not later in a callback', () => {
    // A minifier that moved the read into start() would find no current script by then.
    expect(BOOT_SCRIPT_SOURCE).toMatch(/^\(\(\)=>\{const \w+=document\.currentScript;/);
  });

  it('stops the build with the file name when boot.js does not parse', () => {
    expect(() => buildBootScript('(() => { const = ; })();')).toThrow(/src\/startup\/boot\.js/);
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
