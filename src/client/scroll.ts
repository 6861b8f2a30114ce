/**
 * Where the visitor was on each entry of the tab's history, so Back and
 * Forward return there as they do between plain pages. Each entry the
 * router makes carries a key in history.state, and positions are kept by
 * key: the position of the entry being left is recorded when it is left,
 * whether by a link (before pushState) or by Back or Forward (on popstate,
 * when history.state is already the next entry's and the one left can no
 * longer be written to). They are kept in sessionStorage when the page is
 * hidden, so a reload or a return from another site finds them.
 */
export interface HistoryState {
  mysite: true;
  key: string;
}

const STORAGE_KEY = 'mysite.scroll';
let positions: Record<string, number> = {};
let current = '';

const newKey = () => Math.random().toString(36).slice(2);
const keyOf = (state: unknown) => (state as Partial<HistoryState> | null)?.key;

/** Names the entry shown (giving it a key if it has none) and reads the positions kept in this tab. */
export function trackScroll(): void {
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') || {};
  } catch {
    // No storage: positions hold for this page view only.
  }
  current = keyOf(history.state) ?? name(newKey());
  window.addEventListener('pagehide', () => {
    positions[current] = window.scrollY;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // as above
    }
  });
}

function name(key: string): string {
  history.replaceState({ ...history.state, mysite: true, key } satisfies HistoryState, '');
  return key;
}

/** Follows a link: records where the page was, then adds the new entry (shown from the top or its #anchor). */
export function pushEntry(url: string): void {
  positions[current] = window.scrollY;
  current = newKey();
  history.pushState({ mysite: true, key: current } satisfies HistoryState, '', url);
}

/** On popstate: records where the page being left was; returns where the entry now shown was left, if known. */
export function switchEntry(state: unknown): number | undefined {
  positions[current] = window.scrollY;
  const key = keyOf(state);
  // An entry the browser made itself (a fragment typed in the address bar) has no key yet.
  current = key ?? name(newKey());
  return key ? positions[key] : undefined;
}
