/** React contexts a theme reads: the site data and the current page. */
import { createContext, useContext } from 'react';
import type { PageChunk, SiteData } from './types.js';

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

/** Prefixes a site-absolute path with the base URL. */
export function withBase(baseUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return baseUrl === '/' ? path : baseUrl + path.slice(1);
}

export function useBaseUrl(path: string): string {
  return withBase(useSite().baseUrl, path);
}
