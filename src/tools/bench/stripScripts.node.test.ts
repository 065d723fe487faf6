import { describe, expect, it } from 'vitest';
import { stripScripts } from './stripScripts';

describe('stripScripts (the benchmark floor)', () => {
  it('removes module scripts, inline scripts and modulepreload links', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/Home-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/style-1.css"></head>' +
      '<body><div id="root"><h1>Hi</h1></div><script>\nwindow.x = "</div>";\n</script></body>';
    expect(stripScripts(html)).toBe(
      '<head><link rel="stylesheet" crossorigin href="/assets/style-1.css"></head>' +
        '<body><div id="root"><h1>Hi</h1></div></body>',
    );
  });

  it('removes script preloads but keeps image, font and style preloads', () => {
    const html =
      '<link rel="preload" as="script" href="/a.js">' +
      '<link rel="preload" as="image" href="/hero.avif">' +
      '<link rel="preload" href="/f.woff2" as="font" crossorigin>' +
      '<link rel="icon" href="/favicon.svg">';
    expect(stripScripts(html)).toBe(
      '<link rel="preload" as="image" href="/hero.avif">' +
        '<link rel="preload" href="/f.woff2" as="font" crossorigin>' +
        '<link rel="icon" href="/favicon.svg">',
    );
  });
});
