/**
 * The floor of the benchmark: the same served HTML with every script removed, so the page's
 * Lighthouse figures can be compared with what the browser does when JavaScript costs nothing.
 */

/** `<script …>…</script>` (module, classic or JSON data), across lines, any attributes. */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
const SCRIPT_DESTINATIONS = new Set(['script', 'worker', 'sharedworker', 'serviceworker']);

function attribute(tag: string, name: string): string {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').toLowerCase();
}

/**
 * Links that only fetch script: `modulepreload`, and `preload` as a script or worker. A
 * stylesheet, font or image preload stays, since the floor must show the same page.
 */
function fetchesOnlyScript(tag: string): boolean {
  const rel = attribute(tag, 'rel').split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  return rel.includes('preload') && SCRIPT_DESTINATIONS.has(attribute(tag, 'as'));
}

/** Removes every script element and every script-only preload link from a page's HTML. */
export function stripScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, '')
    .replace(LINK_TAG, (tag) => (fetchesOnlyScript(tag) ? '' : tag));
}
