/**
 * `@docusaurus/router`: the address and moves from site code.
 *
 * - `useLocation()`: `{ pathname, search, hash }`; on the server the page's
 *   path (base URL included, as Docusaurus gives it), in the browser the
 *   address bar's.
 * - `useHistory()`: `push` follows a link (mysite's router then changes the
 *   page without a reload), `replace` loads the URL in place of this one,
 *   `goBack`/`goForward`/`go` move through the browser's history. Called
 *   from event handlers, so the component is an island anyway.
 * - `<Redirect to>`: in the browser, replaces the page by `to`; the page as
 *   built links to it (and asks for a refresh to it in its head).
 * - `Link`: `@docusaurus/Link`.
 * - `matchPath` (match-path.ts), and `useRouteMatch(pattern)`: the match
 *   of this page's path (react-router 5's, with `params`).
 * - `withRouter(Component)`: the component given `location`, `history`
 *   and `match` as props.
 */
import { useContext, useEffect } from 'react';
import { PageContext } from '../page-context.js';
import { withBaseUrl } from './useBaseUrl.js';
import { type Match, type MatchOptions, matchPath } from './match-path.js';
import { type ComponentType, createElement } from 'react';

export { default as Link } from './Link.js';
export { type Match, type MatchOptions, matchPath } from './match-path.js';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state?: unknown;
}

type To = string | Partial<Location>;

const inBrowser = typeof window !== 'undefined';

export function useLocation(): Location {
  const page = useContext(PageContext);
  if (inBrowser) return { pathname: location.pathname, search: location.search, hash: location.hash, state: history.state };
  const baseUrl = page?.site.baseUrl ?? '/';
  return { pathname: page?.path ? withBaseUrl(baseUrl, page.path) : baseUrl, search: '', hash: '' };
}

function urlOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? (inBrowser ? location.pathname : '')}${to.search ?? ''}${to.hash ?? ''}`;
}

/** Goes to `url` as a click on a link would: mysite's router handles links to its pages, the browser any other. */
function follow(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
}

const browserHistory = {
  push: (to: To) => follow(urlOf(to)),
  replace: (to: To) => location.replace(urlOf(to)),
  go: (n: number) => history.go(n),
  goBack: () => history.back(),
  goForward: () => history.forward(),
  get length() {
    return history.length;
  },
  get location(): Location {
    return { pathname: location.pathname, search: location.search, hash: location.hash, state: history.state };
  },
};

const serverHistory: typeof browserHistory = {
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
  goBack: () => undefined,
  goForward: () => undefined,
  length: 0,
  location: { pathname: '/', search: '', hash: '' },
};

export function useHistory(): typeof browserHistory {
  return inBrowser ? browserHistory : serverHistory;
}

export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  const url = urlOf(to);
  const head = useContext(PageContext)?.head;
  const refresh = `<meta http-equiv="refresh" content="0; url=${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
  if (head && !head.tags.includes(refresh)) head.tags.push(refresh);
  useEffect(() => (push ? follow(url) : location.replace(url)), [url, push]);
  return (
    <p>
      This page has moved to <a href={url}>{url}</a>.
    </p>
  );
}

/** The page's match of `pattern`, or, without one, the match of the whole path (as a route of the page would give it). */
export function useRouteMatch(pattern?: string | string[] | MatchOptions): Match | null {
  const { pathname } = useLocation();
  if (pattern === undefined) return { path: '/', url: '/', isExact: pathname === '/', params: {} };
  return matchPath(pathname, typeof pattern === 'string' || Array.isArray(pattern) ? { path: pattern } : pattern);
}

export function withRouter<P extends object>(
  Component: ComponentType<P & { location: Location; history: ReturnType<typeof useHistory>; match: Match | null }>,
) {
  function WithRouter(props: P) {
    return createElement(Component, { ...props, location: useLocation(), history: useHistory(), match: useRouteMatch() });
  }
  WithRouter.displayName = `withRouter(${Component.displayName ?? Component.name})`;
  return WithRouter;
}
