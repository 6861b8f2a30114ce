/**
 * The static HTML of a page holds each component inside a
 * `<mysite-probe data-n="N">` element. This replaces each probe: by the
 * island made of it when its component needs the browser (and then what
 * the probe held goes with it), else by what it holds. Probes nest as the
 * components do; an author's text cannot make one (React escapes "<").
 */
const TAG = /<mysite-probe data-n="(\d+)">|<\/mysite-probe>/g;

export function transformProbes(html: string, islandOf: (n: number) => string | undefined): string {
  if (!html.includes('<mysite-probe')) return html;
  let out = '';
  let at = 0;
  /** Open probes: their number, and whether they are being replaced (what they hold is skipped). */
  const open: { n: number; replaced: boolean }[] = [];
  const skipping = () => open.some((p) => p.replaced);
  for (const match of html.matchAll(TAG)) {
    if (!skipping()) out += html.slice(at, match.index);
    at = match.index + match[0].length;
    if (match[1] !== undefined) {
      const n = Number(match[1]);
      if (skipping()) {
        open.push({ n, replaced: false });
        continue;
      }
      const island = islandOf(n);
      if (island !== undefined) out += island;
      open.push({ n, replaced: island !== undefined });
    } else {
      open.pop();
    }
  }
  return out + html.slice(at);
}
