/**
 * What the compat components count while one page renders: tab groups
 * (each needs ids of its own) and heading ids (`<Heading>` without an `id`
 * is slugged, and a second heading of the same text gets a suffix, the
 * page's Markdown headings included). Kept by
 * the page's context object, which the server makes afresh for each page,
 * so nothing leaks from one page to the next; no hook of state is used, so
 * a component that counts does not become an island.
 */
import GithubSlugger from 'github-slugger';
import { useContext } from 'react';
import { PageContext } from './page-context.js';

export interface PageState {
  /** Tab groups rendered so far. */
  tabs: number;
  slugger: GithubSlugger;
}

const states = new WeakMap<object, PageState>();
/** For a component rendered outside a page (a test, a React page not given a context yet). */
const outside = {};

export function usePageState(): PageState {
  const page = useContext(PageContext);
  const key = page ?? outside;
  let state = states.get(key);
  if (!state) {
    const slugger = new GithubSlugger();
    // The page's Markdown headings were slugged when it compiled: a <Heading> of the same text gets a suffix.
    for (const id of page?.headingIds ?? []) slugger.slug(id);
    state = { tabs: 0, slugger };
    states.set(key, state);
  }
  return state;
}
