/**
 * What the page in the browser and the rest of mysite agree on, named once
 * (the client runtime, the live-reload script of `serve --watch`, themes and
 * tests all use these names):
 * - the hook the live-reload script calls to swap in new page data;
 * - the attribute the runtime puts on <html> once the page has hydrated;
 * - the id of the element a theme wraps the page's content in: the router
 *   moves the focus there after a client-side navigation (also the target of
 *   the theme's "skip to content" link);
 * - the copy button of code blocks, as built and as the runtime puts it back
 *   after "Copied".
 */
export const REFRESH_HOOK = '__mysiteRefresh';
export const HYDRATED_ATTRIBUTE = 'data-mysite-hydrated';
export const MAIN_CONTENT_ID = 'main';
export const COPY_BUTTON = { text: 'Copy', label: 'Copy code to clipboard' } as const;

declare global {
  interface Window {
    /** Set by the client runtime (entry.tsx); called by the live-reload script. */
    [REFRESH_HOOK]?: () => Promise<void>;
  }
}
