import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand, partAttribute, partFiles, prefetchScripts } from './onDemand';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('parts fetched on demand', () => {
  it("reads a part's files from the boot script's element, and none where it lists none", () => {
    expect(partFiles('lightbox')).toEqual([]);
    const boot = document.createElement('script');
    boot.dataset.entry = '/assets/index.js';
    boot.setAttribute(partAttribute('lightbox'), '/assets/a.js /assets/b.js');
    document.body.append(boot);
    expect(partFiles('lightbox')).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('prefetches each file once, as a script fetched in CORS mode like the module import', async () => {
    const done = prefetchScripts(['/assets/a.js', '/assets/b.js']);
    void prefetchScripts(['/assets/a.js']);
    const links = Array.from(document.head.querySelectorAll('link'));
    expect(
      links.map((link) => [link.rel, link.as, link.crossOrigin, link.getAttribute('href')]),
    ).toEqual([
      ['prefetch', 'script', '', '/assets/a.js'],
      ['prefetch', 'script', '', '/assets/b.js'],
    ]);
    links[0]!.dispatchEvent(new Event('load'));
    links[1]!.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBeUndefined();
  });

  it('runs a module once, hands it over synchronously after, and tries again after a failure', async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ value: 1 });
    const part = onDemand(importer);
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).rejects.toThrow('offline');
    await expect(part.load()).resolves.toEqual({ value: 1 });
    await part.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(part.loaded()).toEqual({ value: 1 });
  });
});
