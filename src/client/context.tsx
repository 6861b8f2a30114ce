/** React contexts a theme reads: the site data and the current page. */
import { createContext, useContext } from 'react';
import type { PageChunk, SiteData } from './types.js';
import { withBase } from '../core/urls.js';
import { spellPageHref } from '../core/trailing-slash.js';

export const SiteContext = createContext<SiteData | null>(null);
export const PageContext = createContext<PageChunk | null>(null);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() used outside the mysite app');
  return site;
}

export function usePage<D = unknown>(): PageChunk<D> {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() used outside the mysite app');
  return page as PageChunk<D>;
}

export function useBaseUrl(path: string): string {
  return withBase(useSite().baseUrl, path);
}

/**
 * A page's address as the site spells it: the base URL (`baseUrl`, another locale's, or the site's), and the
 * trailing slash `trailingSlash: true` asks for.
 */
export function usePageHref(path: string, baseUrl?: string): string {
  const site = useSite();
  return spellPageHref(withBase(baseUrl ?? site.baseUrl, path), site.trailingSlash);
}
