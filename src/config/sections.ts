/**
 * The sections a config asks for, with what their options leave unsaid made
 * explicit: the docs (set, left out, or the default folder when it exists)
 * and the APIs (one object or a list, each with its sidebar and search part).
 */
import type { ApiOptions, DocsOptions, SiteConfig } from './schema.js';
import { DEFAULT_DOCS, DEFAULT_DOCS_ID } from './schema.js';
import { MysiteError } from '../core/errors.js';
import { closest } from '../core/suggest.js';

/** One docs section of the site, with the names its id gives it. */
export interface DocsSpec extends DocsOptions {
  /** `default` for the single `docs` object, else the section's own id. */
  id: string;
  /** The source's name: `docs`, or `docs:<id>`. */
  name: string;
  /** Its part of search (a key of `search.sections`): `docs`, or the id. */
  searchPart: string;
  /** The default label of its search results. */
  searchLabel: string;
  /** The start of its sidebars' ids (the files the browser loads them from): `docs`, or `docs_<id>`. */
  sidebarBase: string;
  /** The start of its versions' files in Docusaurus's layout: '' (`versions.json`…), or `<id>_`. */
  versionsPrefix: string;
  /** Its folder of translations under `i18n/<locale>/`, as Docusaurus names the plugin instance. */
  i18nFolder: string;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * Every docs section the config asks for (none when `docs: false`). The default
 * section keeps the names it always had, so a site of one section builds as before.
 */
export function docsSpecs(config: Pick<SiteConfig, 'docs'>): DocsSpec[] {
  if (config.docs === false) return [];
  const list = Array.isArray(config.docs) ? config.docs : [{ ...(config.docs ?? DEFAULT_DOCS), id: DEFAULT_DOCS_ID }];
  return list.map(({ id, ...options }) => {
    if (id === DEFAULT_DOCS_ID)
      return { ...options, id, name: 'docs', searchPart: 'docs', searchLabel: 'Docs', sidebarBase: 'docs', versionsPrefix: '', i18nFolder: DOCS_PLUGIN };
    return {
      ...options,
      id,
      name: `docs:${id}`,
      searchPart: id,
      searchLabel: `Docs (${id})`,
      sidebarBase: `docs_${id}`,
      versionsPrefix: `${id}_`,
      i18nFolder: `${DOCS_PLUGIN}-${id}`,
    };
  });
}

/** The docs section of an id (a navbar item's `docsPluginId`), if the site has it. */
export function docsSpecOf(config: Pick<SiteConfig, 'docs'>, id: string = DEFAULT_DOCS_ID): DocsSpec | undefined {
  return docsSpecs(config).find((spec) => spec.id === id);
}

/** The first docs section's options (the default one, when there is one), or undefined when the config turns the docs off. */
export function docsOptionsOf(config: Pick<SiteConfig, 'docs'>): DocsSpec | undefined {
  const specs = docsSpecs(config);
  return specs.find((spec) => spec.id === DEFAULT_DOCS_ID) ?? specs[0];
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

/** A navbar version menu's `docsPluginId` names a docs section of the site, else the menu would show nothing. */
export function checkDocsPluginIds(config: Pick<SiteConfig, 'docs' | 'navbar'>): void {
  const ids = docsSpecs(config).map((spec) => spec.id);
  config.navbar.items.forEach((item, i) => {
    if (item.docsPluginId === undefined || ids.includes(item.docsPluginId)) return;
    const guess = closest(item.docsPluginId, ids);
    throw MysiteError.of({
      code: 'config/invalid-value',
      message: `navbar.items[${i}].docsPluginId names the docs section "${item.docsPluginId}", which the site does not have${guess ? ` (did you mean "${guess}"?)` : ''}.`,
      at: { file: 'site.config.ts' },
      hint:
        ids.length > 0
          ? `Docs sections: ${ids.join(', ')} (the id of each entry of docs: [...]).`
          : 'The site has no docs section: remove the item or set docs.',
    });
  });
}

/**
 * A docs section's id is its part of search, as a blog's id and one of
 * several APIs' id are: two sections of one id would share it (and their
 * results), so the config is refused, naming both.
 */
export function checkSectionIds(config: Pick<SiteConfig, 'docs' | 'blogs' | 'api'>): void {
  const owners = new Map<string, string>();
  if (Array.isArray(config.api)) config.api.forEach((api, i) => owners.set(api.id, `api[${i}]`));
  else if (config.api) owners.set(apiSpecs(config)[0]!.searchPart, 'api');
  config.blogs.forEach((blog, i) => {
    if (!owners.has(blog.id)) owners.set(blog.id, `blogs[${i}]`);
  });
  const list = Array.isArray(config.docs);
  docsSpecs(config).forEach((spec, i) => {
    const other = owners.get(spec.searchPart);
    if (!other) return;
    const docs = list ? `docs[${i}]` : 'docs';
    throw MysiteError.of({
      code: 'config/invalid-value',
      message: `${docs} (the docs section "${spec.searchPart}") and ${other} have the same id "${spec.searchPart}": each section's id names its part of search, so they would share it.`,
      at: { file: 'site.config.ts' },
      hint: `Give ${docs} or ${other} another id (the docs section's pages and translations folder, i18n/<locale>/docusaurus-plugin-content-docs-<id>/, follow its id).`,
    });
  });
}
