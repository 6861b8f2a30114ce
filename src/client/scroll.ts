/**
 * Scroll positions live in history.state, so back and forward return to
 * where the visitor was, including after a reload.
 */
export interface HistoryState {
  mysite: true;
  scrollY: number;
}

export function saveScroll(): void {
  const state: HistoryState = { ...(history.state ?? {}), mysite: true, scrollY: window.scrollY };
  history.replaceState(state, '');
}

export function savedScroll(state: unknown): number | undefined {
  const s = state as Partial<HistoryState> | null;
  return s?.mysite ? s.scrollY : undefined;
}

/** After a page renders: restore, or go to the #anchor, or to the top. */
export function applyScroll(hash: string, restore: number | undefined): void {
  if (restore !== undefined) {
    window.scrollTo(0, restore);
    return;
  }
  if (hash.length > 1) {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // keep the raw fragment
    }
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  window.scrollTo(0, 0);
}
