/**
 * `@docusaurus/useBaseUrl`: a path of the site with the base URL in front
 * (`/img/logo.svg` → `/docs-site/img/logo.svg`), or the full URL with
 * `{ absolute: true }`. URLs with a scheme and `#anchors` stay as they are.
 */
import { usePageContext } from '../page-context.js';
import { isInternalUrl } from './isInternalUrl.js';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

export function withBaseUrl(baseUrl: string, url: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || (!isInternalUrl(url) && !options.forcePrependBaseUrl)) return url;
  if (url.startsWith(baseUrl) && baseUrl !== '/' && !options.forcePrependBaseUrl) return url;
  return baseUrl + url.replace(/^\//, '');
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  const { site } = usePageContext();
  const path = withBaseUrl(site.baseUrl, url, options);
  return options.absolute && path.startsWith('/') ? site.url.replace(/\/$/, '') + path : path;
}

export function useBaseUrlUtils() {
  const { site } = usePageContext();
  return { withBaseUrl: (url: string, options?: BaseUrlOptions) => withBaseUrl(site.baseUrl, url, options) };
}
