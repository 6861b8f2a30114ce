/**
 * Joins the docs versions, each loaded on its own, into one result: every
 * page learns the other versions (this page in each, else that version's
 * first page), the banner of an unreleased or unmaintained version (linking
 * to the page in the last version, else to that version's home), its canonical URL (the last version's
 * page, when it has one), and each version's sidebars get ids of their own.
 * A page is matched across versions by its doc id (a generated category
 * index, which has no id, by its route within the version). Pages outside
 * the docs get each version's first page when the navbar has a version menu.
 */
import type { RouteOf, SiteRoute } from '../../core/layout-data.js';
import type { DocsVersionMenu, DocVersion, DocVersionLink } from '../../core/page-data/doc.js';
import type { SidebarItem } from '../../core/types.js';
import type { SourceResult } from '../content-source.js';
import { CURRENT_VERSION, type DocsVersion } from './docs-versions.js';
import { flattenSidebar } from './docs-sidebar.js';

export interface LoadedVersion {
  version: DocsVersion;
  routes: RouteOf<'doc'>[];
  /** Its tags list and tag pages: they name their version themselves and take no links to the others. */
  tagRoutes?: SiteRoute[];
  sidebars: Record<string, SidebarItem[]>;
  inputFiles?: string[];
}

interface VersionPages {
  version: DocsVersion;
  /** Page key → route. */
  byKey: Map<string, string>;
  firstPage: string;
}

export class VersionLinker {
  /** The linked route made from each loaded one, and what it was linked with: an unchanged page keeps its object in watch mode. */
  private readonly linked = new WeakMap<RouteOf<'doc'>, { extra: string; route: RouteOf<'doc'> }>();

  /** `menuOutsideDocs`: the navbar has a version menu, which pages outside the docs show too. */
  link(loaded: LoadedVersion[], { menuOutsideDocs = false, section }: { menuOutsideDocs?: boolean; section?: string } = {}): SourceResult {
    const pages = loaded.map(versionPages);
    const last = pages.find((p) => p.version.isLast);
    const routes: SiteRoute[] = [];
    const sidebars: Record<string, SidebarItem[]> = {};
    for (const { version, routes: own, tagRoutes = [], sidebars: ownSidebars } of loaded) {
      routes.push(...tagRoutes);
      const ids = new Map(Object.keys(ownSidebars).map((id) => [id, sidebarIdIn(version, id)]));
      for (const [id, items] of Object.entries(ownSidebars)) sidebars[ids.get(id)!] = items;
      for (const route of own) {
        const key = pageKey(route, version);
        const links: DocVersionLink[] = pages.map((p) => ({ name: p.version.name, label: p.version.label, path: p.byKey.get(key) ?? p.firstPage }));
        const latest = last?.byKey.get(key);
        const data: DocVersion = {
          name: version.name,
          label: version.label,
          links,
          badge: version.badge,
          ...(version.banner !== 'none'
            ? {
                banner: {
                  kind: version.banner,
                  ...(last ? { latest: { label: last.version.label, path: latest ?? last.firstPage, samePage: latest !== undefined } } : {}),
                },
              }
            : {}),
        };
        const canonical = !version.isLast && latest !== undefined ? latest : undefined;
        const sidebarId = route.sidebarId === undefined ? undefined : ids.get(route.sidebarId);
        routes.push(this.linkedRoute(route, { data, canonical, sidebarId }));
      }
    }
    // The last version may be left out of the build (onlyIncludeVersions): the newest built one stands in.
    const shown = last ?? pages[0];
    const docsVersions: DocsVersionMenu | undefined =
      menuOutsideDocs && shown
        ? {
            ...(section === undefined ? {} : { section }),
            last: shown.version.name,
            links: pages.map((p) => ({ name: p.version.name, label: p.version.label, path: p.firstPage })),
          }
        : undefined;
    return { routes, sidebars, inputFiles: loaded.flatMap((l) => l.inputFiles ?? []), ...(docsVersions ? { docsVersions } : {}) };
  }

  private linkedRoute(route: RouteOf<'doc'>, extra: { data: DocVersion; canonical?: string; sidebarId?: string }): RouteOf<'doc'> {
    const key = JSON.stringify(extra);
    const kept = this.linked.get(route);
    if (kept?.extra === key) return kept.route;
    const linked: RouteOf<'doc'> = {
      ...route,
      sidebarId: extra.sidebarId,
      head: { ...route.head, ...(extra.canonical ? { canonical: extra.canonical } : {}) },
      data: { ...route.data, version: extra.data },
    };
    if (extra.sidebarId === undefined) delete linked.sidebarId;
    this.linked.set(route, { extra: key, route: linked });
    return linked;
  }
}

function versionPages({ version, routes, sidebars }: LoadedVersion): VersionPages {
  const byKey = new Map(routes.map((r) => [pageKey(r, version), r.path]));
  return { version, byKey, firstPage: firstPageOf(version, routes, sidebars) };
}

/** The doc's id, or a generated index's route within its version. */
function pageKey(route: RouteOf<'doc'>, version: DocsVersion): string {
  const id = route.data.id;
  if (!id.startsWith('/')) return id;
  return `route:${route.path.slice(version.options.routeBasePath.length)}`;
}

/** The version's home: the page at its route, else the first page of its first sidebar, else its first route. */
function firstPageOf(version: DocsVersion, routes: RouteOf<'doc'>[], sidebars: Record<string, SidebarItem[]>): string {
  const base = version.options.routeBasePath;
  if (routes.some((r) => r.path === base)) return base;
  const first = Object.values(sidebars)
    .map((items) => flattenSidebar(items).links[0]?.href)
    .find((href) => href !== undefined);
  return first ?? [...routes.map((r) => r.path)].sort()[0] ?? base;
}

/** The docs folder keeps its sidebars' ids; a released version's are prefixed with its name, made safe as a file name. */
function sidebarIdIn(version: DocsVersion, id: string): string {
  return version.name === CURRENT_VERSION ? id : `version-${version.name.replace(/[^\w-]+/g, '-')}-${id}`;
}
