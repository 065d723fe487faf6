/** Text made safe to put in a regular expression, matching itself and nothing else. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
