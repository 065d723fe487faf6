import { describe, expect, it } from 'vitest';
import { viewerWords } from '../../content/site';
import { lightboxDefaults, resolveOptions } from './defaults';
import { defaultGestureConfig } from './gestures';

describe('the one defaults object', () => {
  it('holds every default the README lists', () => {
    expect(resolveOptions({ slides: [], open: false, onClose: () => {} })).toEqual({
      finite: false,
      closeOnPullDown: false,
      closeOnPullUp: false,
      closeOnBackdropClick: false,
      preload: 2,
      fade: 250,
      swipe: 500,
      padding: 16,
      spacing: '30%',
      labels: lightboxDefaults.labels,
      video: { controls: true, playsInline: true, preload: 'metadata' },
      gestures: lightboxDefaults.gestures,
      on: {},
    });
    expect(lightboxDefaults.videoSize).toEqual({ width: 1920, height: 1080 });
    expect(defaultGestureConfig).toBe(lightboxDefaults.gestures);
  });

  it("takes every word from the content (viewer: of site.yaml), in the page's language", () => {
    // The tests run on the first language, English; a Hindi build gets content/hi's words.
    expect(lightboxDefaults.labels).toBe(viewerWords);
    expect(Object.keys(viewerWords).sort()).toEqual(
      [
        'audioDescription',
        'captions',
        'captionsOff',
        'close',
        'dialog',
        'imageAnnouncement',
        'imageError',
        'instructions',
        'loadingImage',
        'next',
        'playerInstructions',
        'previous',
        'slide',
        'transcript',
        'transcriptHint',
        'videoAnnouncement',
      ].sort(),
    );
  });

  it('merges labels, video flags and gesture numbers key by key, and keeps a false', () => {
    const options = resolveOptions({
      slides: [],
      open: false,
      onClose: () => {},
      finite: true,
      fade: 0,
      labels: { close: 'Fermer' },
      video: { controls: false },
      gestures: { startDistance: 10 },
    });
    expect(options.finite).toBe(true);
    expect(options.fade).toBe(0);
    expect(options.labels).toEqual({ ...lightboxDefaults.labels, close: 'Fermer' });
    expect(options.video).toEqual({ controls: false, playsInline: true, preload: 'metadata' });
    expect(options.gestures).toEqual({ ...lightboxDefaults.gestures, startDistance: 10 });
  });
});
