/**
 * A lazily loaded module whose load may be tried again (Retry, the next
 * shortcut or page). Firefox, Safari and Chromium up to 150 keep a failed
 * module fetch in the module map (the HTML spec did until whatwg/html#10327):
 * a second `import()` of the same URL fails at once, without a request. So
 * the first attempt imports the plain URL, as the browser's cache likes it,
 * and each later one the same file under a URL of its own (`?retry=1`, `2`…).
 * Once an attempt has loaded, every call gets that module: importing it
 * under another URL would run a second copy.
 *
 * `load` takes the query to add to the module's URL. A loader written
 * `() => import('./X.js')` takes it too once bundled: the bundle step gives
 * every such loader of a chunk that parameter (theme/retryable-imports.ts).
 */
export type ModuleLoader<T> = (query?: string) => Promise<T>;

export function retryImport<T>(load: ModuleLoader<T>): () => Promise<T> {
  let failures = 0;
  let current: Promise<T> | undefined;
  // Kept while it loads and once it has; forgotten when it fails, so the next call tries again.
  return () =>
    (current ??= load(failures ? `?retry=${failures}` : undefined).catch((error: unknown) => {
      failures++;
      current = undefined;
      throw error;
    }));
}
