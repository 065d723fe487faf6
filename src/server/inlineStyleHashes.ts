import { cspHash } from '../shared/cspHash';

/**
 * The only inline `<style>` elements the site creates are react-aria's: one that stops the
 * double-tap zoom delay on pressable elements, and one that keeps scrolling inside an open
 * modal on iOS. Rather than allow every inline style ('unsafe-inline'), the CSP allows exactly
 * these texts by hash. If react-aria ever changes them, the real-browser tests report a CSP
 * violation and this list must be updated from the text in node_modules/react-aria.
 */
const ALLOWED_INLINE_STYLES = [
  // react-aria/dist/private/interactions/usePress.mjs
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  // react-aria/dist/private/overlays/usePreventScroll.mjs (iOS only)
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/** CSP source expressions for the allowed inline styles. */
export const inlineStyleHashes = ALLOWED_INLINE_STYLES.map(cspHash);
