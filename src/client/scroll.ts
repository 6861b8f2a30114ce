/**
 * Where the visitor was on each entry of the tab's history, so Back and
 * Forward return there as they do between plain pages. Each entry the
 * router makes carries a key in history.state, and positions are kept by
 * key, recorded when an entry is left: by a link (before pushState, also
 * into the entry itself, so a reload keeps it), or by Back or Forward (on
 * popstate, when history.state is already the next entry's and the one left
 * can no longer be written to), or when the page is hidden.
 */
export interface HistoryState {
  key: number;
  scrollY?: number;
}

const positions: Record<number, number> = {};
let current = 0;

/** Records where the entry shown is left, in it too (it is still the current one), so a reload keeps it. */
function leave(): void {
  positions[current] = window.scrollY;
  history.replaceState({ ...history.state, scrollY: window.scrollY }, '');
}

/** Names the entry shown, if it has no key yet, and keeps its position when the page is hidden. */
export function trackScroll(): void {
  current = (history.state as Partial<HistoryState> | null)?.key ?? Math.random();
  history.replaceState({ ...history.state, key: current } satisfies HistoryState, '');
  window.addEventListener('pagehide', leave);
}

/** Follows a link: records where the page was, then adds the new entry (shown from the top or its #anchor). */
export function pushEntry(url: string): void {
  leave();
  current = Math.random();
  history.pushState({ key: current } satisfies HistoryState, '', url);
}

/** On popstate: records where the page being left was; returns where the entry now shown was left, if known. */
export function switchEntry(state: unknown): number | undefined {
  positions[current] = window.scrollY;
  const s = state as Partial<HistoryState> | null;
  // An entry the browser made itself (a fragment typed in the address bar) has no key: nothing is known of it.
  current = s?.key ?? 0;
  return s?.key ? (positions[s.key] ?? s.scrollY) : undefined;
}
