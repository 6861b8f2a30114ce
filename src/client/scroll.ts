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
