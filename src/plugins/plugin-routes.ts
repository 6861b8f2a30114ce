/**
 * `actions.addRoute` and `actions.createData`: a route a plugin adds is a
 * React page of the site, whose layout is its component
 * (`page:component:<file>`, one layout per component however many routes
 * use it) and whose data is the component's props, one per key of
 * `modules`: a `createData` file's JSON, a JSON file of the site, or a
 * value given as it is. The route's path is Docusaurus's, with the base URL.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { SiteRoute } from '../core/layout-data.js';
import { normaliseRoute } from '../core/urls.js';
import { invalid, type Caller } from './call-hook.js';
import type { RouteConfig } from './plugin-types.js';
import type { PostModules } from './docusaurus-blog/post-modules.js';

/** The layout of the routes whose component is `file` (site-relative). */
export const COMPONENT_LAYOUT = 'page:component:';

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js'];

/** The data `createData` made, by the path it returned. */
export type CreatedData = Map<string, unknown>;

export interface RouteMaker {
  siteDir: string;
  baseUrl: string;
  created: CreatedData;
  /** The blog posts a wrapped blog plugin loaded, which `modules` may name by their file. */
  posts?: PostModules;
  /** Docusaurus's folder of generated files (`.docusaurus`), which the alias `~blog/` starts from. */
  generatedFilesDir?: string;
}

/** The route, and the component file it renders (absolute). */
export function pluginRoute(route: RouteConfig, caller: Caller, maker: RouteMaker): { route: SiteRoute; component: string } {
  if (!route || typeof route.path !== 'string' || typeof route.component !== 'string') {
    throw invalid(caller, 'addRoute was given a route without a path and a component ({ path, component, modules }).');
  }
  if (/[:*]/.test(route.path))
    throw invalid(caller, `addRoute: the route ${route.path} has parameters; mysite writes a page per route, so give each its path.`);
  if (Array.isArray(route.routes) && route.routes.length > 0) {
    throw invalid(caller, `addRoute: the route ${route.path} has nested routes, which mysite does not render: add each as a route of its own.`);
  }
  const component = componentFile(route.component, caller, maker.siteDir);
  const rel = relative(maker.siteDir, component).split(sep).join('/');
  const props = Object.fromEntries(Object.entries(route.modules ?? {}).map(([key, value]) => [key, moduleValue(value, `modules.${key}`, caller, maker)]));
  return {
    component,
    route: {
      path: routeOf(route.path, maker.baseUrl),
      layout: `${COMPONENT_LAYOUT}${rel}`,
      // Filled from what the component declares (<Layout title>, <Head>) when it is rendered.
      head: { title: '' },
      data: Object.keys(props).length > 0 ? { props } : {},
      source: { file: rel },
    },
  };
}

/** Docusaurus's route paths carry the base URL; mysite's routes do not. */
function routeOf(path: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  const own = base && (path === base || path.startsWith(`${base}/`)) ? path.slice(base.length) : path;
  return normaliseRoute(own);
}

function componentFile(request: string, caller: Caller, siteDir: string): string {
  if (/^@theme(-original|-init)?\//.test(request)) {
    throw invalid(caller, `addRoute: the component ${request} is a theme component; mysite renders routes with a component of the site (@site/src/…).`);
  }
  const file = siteFile(request, siteDir);
  const found = file && EXTENSIONS.flatMap((ext) => [file + ext, join(file, `index${ext}`)]).find((f) => existsSync(f) && statSync(f).isFile());
  if (!found)
    throw invalid(
      caller,
      `addRoute: there is no component file ${request} in the site.`,
      'Give the component as @site/src/components/X, or an absolute path inside the site.',
    );
  return found;
}

/** `@site/x`, an absolute path or a path relative to the site, inside the site; else undefined. */
function siteFile(request: string, siteDir: string): string | undefined {
  const file = request.startsWith('@site/') ? join(siteDir, request.slice('@site/'.length)) : isAbsolute(request) ? request : resolve(siteDir, request);
  const inside = relative(siteDir, file);
  return inside.startsWith('..') || isAbsolute(inside) ? undefined : file;
}

/** A module of `modules`, as the component gets it: what its path holds, or the value itself. */
function moduleValue(value: unknown, at: string, caller: Caller, maker: RouteMaker): unknown {
  if (typeof value === 'string') return maker.posts?.module(value, maker.siteDir, false) ?? moduleAt(value, at, caller, maker);
  if (value && typeof value === 'object' && (value as { __import?: unknown }).__import === true) {
    const { path, query } = value as { path?: unknown; query?: { truncated?: unknown } };
    const truncated = query?.truncated === true || query?.truncated === 'true';
    return maker.posts?.module(String(path), maker.siteDir, truncated) ?? moduleAt(String(path), at, caller, maker);
  }
  if (Array.isArray(value)) return value.map((v, i) => moduleValue(v, `${at}[${i}]`, caller, maker));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, moduleValue(v, `${at}.${k}`, caller, maker)]));
  }
  return value;
}

function moduleAt(path: string, at: string, caller: Caller, maker: RouteMaker): unknown {
  if (maker.created.has(path)) return maker.created.get(path);
  const aliased = blogAlias(path, maker);
  if (aliased !== undefined && maker.created.has(aliased)) return maker.created.get(aliased);
  const file = siteFile(path, maker.siteDir);
  if (file && /\.json$/.test(file) && existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw invalid(caller, `addRoute ${at}: ${path} is not valid JSON (${(error as Error).message}).`);
    }
  }
  throw invalid(
    caller,
    `addRoute ${at}: ${path} is neither a file createData made nor a JSON file of the site.`,
    'mysite gives a route component its props as data: make them with actions.createData(name, JSON.stringify(value)), or give a JSON file of the site.',
  );
}

/**
 * `~blog/x`: Docusaurus's alias of the blog plugin's generated folder, which
 * wrappers write as `path.relative('.docusaurus/docusaurus-plugin-content-blog', file)`
 * of a file createData made (relative to the folder the build runs in).
 */
function blogAlias(path: string, maker: RouteMaker): string | undefined {
  if (!path.startsWith('~blog/')) return undefined;
  const rest = path.slice('~blog/'.length);
  const made = [
    resolve(process.cwd(), '.docusaurus', 'docusaurus-plugin-content-blog', rest),
    resolve(maker.generatedFilesDir ?? maker.siteDir, 'docusaurus-plugin-content-blog', rest),
  ];
  return made.find((file) => maker.created.has(file));
}
