/**
 * `presets`, `plugins` and `themes`: the classic preset and the content
 * plugins map to mysite's sections, client-redirects to `redirects`, ideal-image to `idealImage`; every other plugin or theme is named in
 * the report with what mysite does instead.
 */
import { keyPath, missingPackageReason, type SkipKind } from './migration.js';
import type { MapContext } from './map-context.js';
import { mapBlog } from './map-blog.js';
import { mapDocs } from './map-docs.js';
import { mapPages } from './map-pages.js';
import { mapRedirects } from './map-redirects.js';
import { mapIdealImage } from './map-ideal-image.js';
import { MERMAID_THEME, mapMermaidTheme } from './map-mermaid.js';
import { mapSitemap, mapThemeCss } from './map-preset-parts.js';
import { isFunctionValue, isMissing, isPlainObject, type Plain } from './plain-value.js';
import { mapSitePlugin } from './map-site-plugins.js';
import { PLUGINS_WITH_SEARCH_PAGE, turnOnSearchPage } from './map-search-page.js';

const SEARCH: [SkipKind, string] = ['not-needed', 'mysite has built-in search'];
const ANALYTICS: [SkipKind, string] = [
  'no-equivalent',
  "mysite has no analytics plugins: add the service's script with the `scripts` or `headTags` option (its origin is added to the Content-Security-Policy; add the origin it reports to under security.csp's connect-src)",
];
const OPENAPI: [SkipKind, string] = [
  'no-equivalent',
  'mysite builds an API reference from one OpenAPI document itself: set api.specPath (docs/AUTHORING.md#api-reference)',
];
const NO_PLUGINS =
  "a plugin package: mysite runs the site's own plugins (src/plugins/, local packages), not Docusaurus's packages; add it to plugins in site.config.ts to try it (docs/PLUGINS.md says what runs)";

/** What mysite does instead of a known plugin or theme, by package name. */
const KNOWN: Record<string, [SkipKind, string]> = {
  '@docusaurus/plugin-google-gtag': ANALYTICS,
  '@docusaurus/plugin-google-analytics': ANALYTICS,
  '@docusaurus/plugin-google-tag-manager': ANALYTICS,
  '@docusaurus/plugin-vercel-analytics': ANALYTICS,
  '@docusaurus/plugin-pwa': ['no-equivalent', 'mysite writes a web manifest (webManifest) but no service worker'],
  '@docusaurus/plugin-debug': ['not-needed', 'Docusaurus debug pages'],
  '@docusaurus/plugin-rsdoctor': ['not-needed', 'a Docusaurus bundle analyser'],
  '@docusaurus/plugin-svgr': ['no-equivalent', 'mysite does not import SVG files as React components'],
  '@docusaurus/theme-classic': ['not-needed', "mysite's default theme takes its place"],
  '@docusaurus/theme-search-algolia': SEARCH,
  '@docusaurus/theme-live-codeblock': ['no-equivalent', 'mysite runs no code in pages'],
  '@easyops-cn/docusaurus-search-local': SEARCH,
  '@cmfcmf/docusaurus-search-local': SEARCH,
  'docusaurus-lunr-search': SEARCH,
  'docusaurus-plugin-search-local': SEARCH,
  'docusaurus-search-local': SEARCH,
  'docusaurus-plugin-sass': ['not-needed', "mysite compiles .scss and .sass files (CSS modules and theme.customCss too) with the site's own sass package"],
  'docusaurus-plugin-openapi-docs': OPENAPI,
  'docusaurus-theme-openapi-docs': OPENAPI,
  'docusaurus-plugin-openapi': OPENAPI,
  redocusaurus: OPENAPI,
  'docusaurus-plugin-image-zoom': ['no-equivalent', 'mysite does not zoom images'],
  'docusaurus-plugin-zooming': ['no-equivalent', 'mysite does not zoom images'],
};

/** A plugin entry's name (a package, a path, `classic`) and options; `name` is undefined for a plugin function. */
function entryOf(entry: Plain): { name?: string; options?: Plain; missing?: string; fn?: string; head?: Plain } {
  const [head, options] = Array.isArray(entry) ? entry : [entry];
  if (typeof head === 'string') return { name: packageOfPath(head), options, head };
  if (isMissing(head)) return { name: head.package, missing: head.package, options, head };
  if (isFunctionValue(head)) return { fn: head.name, options, head };
  return { options, head };
}

/** A `require.resolve`d plugin (`/site/node_modules/docusaurus-plugin-sass/lib/index.js`) → its package name. */
function packageOfPath(name: string): string {
  const inModules = /node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/.exec(name)?.[1];
  return inModules ? inModules.replace(/\\/g, '/') : name;
}

function isClassic(name: string): boolean {
  return name === 'classic' || name === '@docusaurus/preset-classic' || name === 'docusaurus-preset-classic';
}

export function mapPresets(ctx: MapContext, presets: Plain | undefined): void {
  forEachEntry(ctx, presets, 'presets', (entry, at, label) => {
    if (entry.name && isClassic(entry.name)) return mapClassic(ctx, entry.options, at);
    skipEntry(ctx, entry, label, 'a Docusaurus preset mysite does not know');
  });
}

export function mapPlugins(ctx: MapContext, plugins: Plain | undefined, key: 'plugins' | 'themes'): void {
  forEachEntry(ctx, plugins, key, (entry, at, label) => {
    if (entry.name && mapContentPlugin(ctx, entry.name, entry.options, at, label)) return;
    if (entry.name === '@docusaurus/plugin-sitemap') return mapSitemap(ctx, entry.options, at);
    if (entry.name === '@docusaurus/plugin-client-redirects') return mapRedirects(ctx, entry.options, at);
    if (entry.name === '@docusaurus/plugin-ideal-image') return mapIdealImage(ctx, entry.options, at);
    if (entry.name === MERMAID_THEME) return mapMermaidTheme(ctx, label);
    if (entry.name && PLUGINS_WITH_SEARCH_PAGE.has(entry.name)) turnOnSearchPage(ctx, label);
    const mapWrapped = (wrapped: string) => mapContentPlugin(ctx, wrapped, entry.options, at, label);
    if (key === 'plugins' && !entry.missing && !(entry.name && KNOWN[entry.name]) && mapSitePlugin(ctx, entry, at, label, mapWrapped)) return;
    skipEntry(ctx, entry, label, key === 'themes' ? 'a Docusaurus theme: mysite renders with its own theme (theme.name)' : NO_PLUGINS);
  });
}

/** Docusaurus's docs, blog and pages plugins → mysite's sections; false for another plugin. */
function mapContentPlugin(ctx: MapContext, name: string, given: Plain | undefined, at: string, label: string): boolean {
  const options = isPlainObject(given) ? given : {};
  const id = typeof options.id === 'string' ? options.id : 'default';
  if (name === '@docusaurus/plugin-content-docs' && id === 'default' && !ctx.docs) mapDocs(ctx, given, at);
  else if (name === '@docusaurus/plugin-content-docs' && id === 'default') ctx.m.skip(label, 'no-equivalent', 'a second docs plugin without an id');
  else if (name === '@docusaurus/plugin-content-docs' && ctx.docsSections?.has(id))
    ctx.m.skip(label, 'no-equivalent', `a second docs plugin with the id "${id}"`);
  else if (name === '@docusaurus/plugin-content-docs') mapDocs(ctx, given, at, id);
  else if (name === '@docusaurus/plugin-content-blog') mapBlog(ctx, given, at, id);
  else if (name === '@docusaurus/plugin-content-pages' && !ctx.m.config.pagesPath) mapPages(ctx, given, at);
  else return false;
  return true;
}

function forEachEntry(
  ctx: MapContext,
  list: Plain | undefined,
  key: string,
  each: (entry: ReturnType<typeof entryOf>, at: string, label: string) => void,
): void {
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) {
    ctx.m.skip(key, 'no-equivalent', 'is not a list');
    return;
  }
  list.forEach((item, i) => {
    if (item === false || item === null) return; // Docusaurus skips these (a plugin turned off by a condition).
    const entry = entryOf(item);
    const at = keyPath(key, i);
    const name = entry.name ?? (entry.fn ? `function ${entry.fn}` : 'unknown');
    each(entry, at, `${at} (${name})`);
  });
}

function skipEntry(ctx: MapContext, entry: ReturnType<typeof entryOf>, label: string, fallback: string): void {
  const known = entry.name ? KNOWN[entry.name] : undefined;
  if (known) {
    ctx.m.skip(label, known[0], known[1]);
    return;
  }
  if (entry.missing) {
    ctx.m.skip(label, 'missing-package', `${missingPackageReason(entry.missing)}; and ${fallback}`);
    return;
  }
  ctx.m.skip(label, 'no-equivalent', fallback);
}

function mapClassic(ctx: MapContext, options: Plain | undefined, at: string): void {
  const { m } = ctx;
  const given = isPlainObject(options) ? options : {};
  const path = (key: string) => keyPath(at, key);
  // The preset turns on docs, blog and pages unless told `false`.
  if (given.docs === false) m.skip(path('docs'), 'no-equivalent', 'mysite always has a docs section (docs.path)');
  else mapDocs(ctx, given.docs, path('docs'));
  if (given.blog !== false) mapBlog(ctx, given.blog, path('blog'), 'default');
  if (given.pages !== false) mapPages(ctx, given.pages, path('pages'));
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined || ['docs', 'blog', 'pages'].includes(key)) continue;
    if (key === 'theme') mapThemeCss(ctx, value, path('theme'));
    else if (key === 'sitemap') mapSitemap(ctx, value, path('sitemap'));
    else if (key === 'gtag' || key === 'googleAnalytics' || key === 'googleTagManager') m.skip(path(key), ANALYTICS[0], ANALYTICS[1]);
    else if (key === 'debug') m.skip(path(key), 'not-needed', 'Docusaurus debug pages');
    else if (key === 'svgr') m.skip(path(key), 'no-equivalent', 'mysite does not import SVG files as React components');
    else m.skip(path(key), 'no-equivalent', 'an option of the classic preset that mysite does not have');
  }
}
