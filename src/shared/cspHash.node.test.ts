import { describe, expect, it } from 'vitest';
import { cspHash } from './cspHash';

describe('cspHash', () => {
  it('is the CSP source expression of a text: SHA-256, base64, quoted', () => {
    // SHA-256 of the empty string, a published test vector.
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    // The served CSP names the hash of the boot script found in the page:
    // src/server/siteServing.node-built.test.ts.
  });
});
