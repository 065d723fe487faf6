import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy source expression (`'sha256-…'`) that allows exactly this inline
 * text: the build's for the boot script (src/startup/bootScript.ts), the service's for
 * react-aria's inline styles (src/server/inlineStyleHashes.ts). Node only.
 */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
