/**
 * The sections a config asks for, with what their options leave unsaid made
 * explicit: the docs (set, left out, or the default folder when it exists)
 * and the APIs (one object or a list, each with its sidebar and search part).
 */
import type { ApiOptions, DocsOptions, SiteConfig } from './schema.js';
import { DEFAULT_DOCS } from './schema.js';

/** The docs options, or undefined when the config turns the docs off. */
export function docsOptionsOf(config: Pick<SiteConfig, 'docs'>): DocsOptions | undefined {
  return config.docs === false ? undefined : (config.docs ?? DEFAULT_DOCS);
}

/** The docs were not configured: a missing folder means "no docs", not a mistake. */
export function docsAreImplicit(config: Pick<SiteConfig, 'docs'>): boolean {
  return config.docs === undefined;
}

/** One API reference of the site, with its defaults filled in. */
export interface ApiSpec extends ApiOptions {
  /** The source's name: `api`, or `api:<id>` for one of several. */
  name: string;
  /** The sidebar its pages show: `api`, or `api-<id>`. */
  sidebarId: string;
  /** Its part of search (a key of `search.sections`): `api`, or the id. */
  searchPart: string;
  /** The default label of its search results. */
  searchLabel: string;
}

/** The single object form keeps the names it always had (`api`), so its output does not change. */
export function apiSpecs(config: Pick<SiteConfig, 'api'>): ApiSpec[] {
  const api = config.api;
  if (!api) return [];
  if (!Array.isArray(api)) return [{ ...api, name: 'api', sidebarId: 'api', searchPart: 'api', searchLabel: 'API' }];
  return api.map((item) => ({
    specPath: item.specPath,
    routeBasePath: item.routeBasePath ?? `/api/${item.id}`,
    downloadPath: item.downloadPath ?? `/openapi-${item.id}`,
    ...(item.introId === undefined ? {} : { introId: item.introId }),
    name: `api:${item.id}`,
    sidebarId: `api-${item.id}`,
    searchPart: item.id,
    searchLabel: `API (${item.id})`,
  }));
}

/** The search part of an API page, from the sidebar it shows (the inverse of `apiSpecs`' naming). */
export function apiSearchPart(sidebarId: string | undefined): string {
  return sidebarId?.startsWith('api-') ? sidebarId.slice('api-'.length) : 'api';
}
