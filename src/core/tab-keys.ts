/**
 * The keyboard rule of a tab list (WAI-ARIA tabs pattern), for the Markdown
 * tabs the runtime enhances and for themes' React tabs alike.
 */

/** The tab a key moves to among `count` tabs from tab `index` (the arrows wrap; Home, End), or -1 for other keys. */
export function tabForKey(key: string, index: number, count: number): number {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return -1;
}
