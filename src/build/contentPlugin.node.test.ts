import { describe, expect, it } from 'vitest';
import { languageOfMode } from './contentPlugin';

describe('the content language a Vite mode asks for', () => {
  it('is the folder named by a `content-<folder>` mode', () => {
    expect(languageOfMode('content-hi')).toBe('hi');
    expect(languageOfMode('content-en')).toBe('en');
  });

  it('is none for any other mode (the build and the other projects: SAATHI_LANGUAGE decides)', () => {
    expect(languageOfMode('test')).toBeUndefined();
    expect(languageOfMode('production')).toBeUndefined();
    expect(languageOfMode('development')).toBeUndefined();
    expect(languageOfMode('content-')).toBeUndefined();
  });
});
