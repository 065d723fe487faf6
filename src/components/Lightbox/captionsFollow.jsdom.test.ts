import { describe, expect, it } from 'vitest';
import { followTracks } from './CaptionsChoice';

describe('the captions choice follows the player', () => {
  it('keeps the tracks when only the chosen one shows, or none when the choice is off', () => {
    expect(followTracks(['en'], 'en', false)).toBe('keep');
    expect(followTracks([], 'off', true)).toBe('keep');
  });

  it('puts the choice back when the browser shows a second track beside it as they load', () => {
    // Chromium shows the track in the system's language too; the first showing one is the
    // choice, and that alone must not count as "the choice holds".
    expect(followTracks(['en', 'hi'], 'en', false)).toBe('reapply');
    expect(followTracks(['en', 'hi'], 'en', true)).toBe('reapply');
  });

  it("keeps a pick made in the player's own menu, with focus in the player, for the visit", () => {
    expect(followTracks(['hi'], 'en', true)).toBe('hi');
    expect(followTracks([], 'en', true)).toBe('off');
  });

  it('puts the choice back on any other change, with focus outside the player', () => {
    expect(followTracks(['hi'], 'en', false)).toBe('reapply');
    expect(followTracks([], 'hi', false)).toBe('reapply');
  });
});
