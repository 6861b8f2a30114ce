/**
 * A Docusaurus config (as plain data) → a mysite config and the list of
 * what did not map. The sections that say where the docs are come first,
 * so that the navbar's doc items can be turned into routes.
 */
import { siteSwizzles } from '../compat/swizzle/site-swizzles.js';
import { swizzleTarget } from '../compat/swizzle/swizzle-map.js';
import { indexDocs } from './docs-index.js';
import { keyPath, Migration, STRING, STRINGS, type SkipKind } from './migration.js';
import { entriesOf, type MapContext, type MappedDocs, siteRelative, staticPath } from './map-context.js';
import { finishDocsSections } from './map-docs-sections.js';
import { mapHeadLinks, mapHeadTags } from './map-head.js';
import { mapI18n } from './map-i18n.js';
import { mapBrokenLevel, mapMarkdown } from './map-markdown.js';
import { mapPlugins, mapPresets } from './map-plugins.js';
import { mapThemeConfig } from './map-theme-config.js';
import { isPlainObject, isSpecial, type Plain, type PlainObject } from './plain-value.js';

const DEPLOY = 'a setting of `docusaurus deploy`: mysite writes dist/ for any static host';

/** Top-level options that never map, with why. */
const NOT_MAPPED: Record<string, [SkipKind, string]> = {
  organizationName: ['not-needed', DEPLOY],
  projectName: ['not-needed', DEPLOY],
  deploymentBranch: ['not-needed', DEPLOY],
  githubHost: ['not-needed', DEPLOY],
  githubPort: ['not-needed', DEPLOY],
  onDuplicateRoutes: ['not-needed', 'mysite always stops on two pages with the same route'],
  baseUrlIssueBanner: ['not-needed', 'mysite shows no base URL banner'],
  future: ['not-needed', "Docusaurus's feature flags"],
  webpack: ['not-needed', 'mysite bundles with esbuild'],
  jsLoader: ['not-needed', 'mysite bundles with esbuild'],
  titleDelimiter: ['no-equivalent', 'mysite writes page titles as "Page | Site"'],
  ssrTemplate: ['no-equivalent', 'mysite writes the HTML page itself: replace a theme component (theme.components) instead'],
  storage: ['no-equivalent', 'mysite names its own browser storage keys'],
};

export async function mapDocusaurusConfig(value: PlainObject, siteDir: string): Promise<Migration> {
  const m = new Migration();
  const baseUrl = typeof value.baseUrl === 'string' ? `/${value.baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/') : '/';
  const ctx: MapContext = { m, siteDir, baseUrl };
  const title = typeof value.title === 'string' ? value.title : undefined;

  mapPresets(ctx, value.presets);
  mapPlugins(ctx, value.plugins, 'plugins');
  mapPlugins(ctx, value.themes, 'themes');
  finishDocsSections(ctx);
  const index = ({ path, routeBasePath, sidebarPath }: MappedDocs) =>
    indexDocs(siteDir, { path, routeBasePath, ...(sidebarPath === undefined ? {} : { sidebarPath }) });
  if (ctx.docs) ctx.docsIndex = await index(ctx.docs);
  for (const section of ctx.docsSections?.values() ?? []) section.index = await index(section);

  for (const [key, v] of entriesOf(value)) {
    switch (key) {
      case 'presets':
      case 'plugins':
      case 'themes':
        break;
      case 'title':
      case 'tagline': {
        const text = m.take(key, v, STRING);
        if (text) m.set([key], text, key);
        break;
      }
      case 'url':
        mapUrl(ctx, v as string, key);
        break;
      case 'baseUrl':
        if (baseUrl === '/') m.mapped++;
        else m.set(['baseUrl'], baseUrl, key);
        break;
      case 'favicon': {
        const icon = m.take(key, v, STRING);
        if (icon) m.set(['favicon'], staticPath(icon), key);
        break;
      }
      case 'trailingSlash': // below: its absence maps too
        break;
      case 'noIndex':
        if (v === true) m.skip(key, 'no-equivalent', 'mysite has no site-wide noindex: set `unlisted: true` in the front matter of pages to hide');
        else m.mapped++;
        break;
      case 'onBrokenLinks':
      case 'onBrokenAnchors':
      case 'onBrokenMarkdownLinks':
        mapBrokenLevel(ctx, v, key, key);
        break;
      case 'staticDirectories':
        mapStaticDirectories(ctx, v);
        break;
      case 'i18n':
        mapI18n(ctx, v);
        break;
      case 'markdown':
        mapMarkdown(ctx, v);
        break;
      case 'headTags':
        mapHeadTags(ctx, v, key);
        break;
      case 'scripts':
      case 'stylesheets':
        mapHeadLinks(ctx, v, key);
        break;
      case 'themeConfig':
        await mapThemeConfig(ctx, v, title);
        break;
      case 'customFields':
        mapCustomFields(ctx, v);
        break;
      case 'clientModules':
        mapClientModules(ctx, v);
        break;
      default: {
        const known = NOT_MAPPED[key];
        if (known) m.skip(key, known[0], known[1]);
        else m.skip(key, 'no-equivalent', 'not an option mysite knows');
      }
    }
  }
  mapTrailingSlash(ctx, value.trailingSlash);
  mapFolder(ctx);
  // The classic theme styles pages with Infima's classes: mysite's theme draws them too.
  m.set(['theme', 'infima'], true, 'presets');
  return m;
}

/**
 * `true` and `false` mean what they mean in Docusaurus (false is mysite's default); not set, Docusaurus
 * writes `x/index.html` and keeps links as written, which is mysite's `'untouched'`: written, so the
 * migrated site keeps every address (with and without the slash).
 */
function mapTrailingSlash(ctx: MapContext, value: Plain | undefined): void {
  const { m } = ctx;
  if (value === undefined || value === null) m.set(['trailingSlash'], 'untouched', 'trailingSlash');
  else if (value === true) m.set(['trailingSlash'], true, 'trailingSlash');
  else if (value === false) m.mapped++;
  else m.skip('trailingSlash', 'refused', 'expected true, false or no value');
}

function mapUrl(ctx: MapContext, value: string, key: string): void {
  const { m } = ctx;
  const url = m.take(key, value, STRING);
  if (url === undefined) return;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    m.skip(key, 'refused', `"${url}" is not a URL`);
    return;
  }
  m.set(['url'], parsed.origin, key);
  if (parsed.pathname !== '/') m.adjust(key, `mysite's url is the origin only: "${parsed.pathname}" is left out (it belongs in baseUrl)`);
}

/** `customFields`, but for what is not plain data (a function, a value of a missing package), which is reported. */
function mapCustomFields(ctx: MapContext, value: Plain | undefined): void {
  const { m } = ctx;
  if (!isPlainObject(value)) {
    m.skip('customFields', 'refused', 'expected an object of values');
    return;
  }
  const fields: PlainObject = {};
  for (const [name, field] of entriesOf(value)) {
    if (containsSpecial(field))
      m.skip(keyPath('customFields', name), 'no-equivalent', 'only JSON values can be written into site.config.ts: compute it in the component that reads it');
    else fields[name] = field;
  }
  if (Object.keys(fields).length > 0) m.set(['customFields'], fields, 'customFields');
}

function containsSpecial(value: Plain | undefined): boolean {
  if (isSpecial(value)) return true;
  if (Array.isArray(value)) return value.some(containsSpecial);
  return isPlainObject(value) && Object.values(value).some(containsSpecial);
}

function mapStaticDirectories(ctx: MapContext, value: unknown): void {
  const { m } = ctx;
  const dirs = m.take('staticDirectories', value as never, STRINGS);
  if (!dirs || dirs.length === 0) return;
  const first = siteRelative(ctx.siteDir, dirs[0]!);
  if (first === 'static') m.mapped++;
  else m.set(['staticDir'], first, keyPath('staticDirectories', 0));
  dirs
    .slice(1)
    .forEach((dir, i) =>
      m.skip(
        `${keyPath('staticDirectories', i + 1)} (${dir})`,
        'no-equivalent',
        `mysite copies one static folder (staticDir): move these files into ${first}/`,
      ),
    );
}

/** What the folder holds beside the config: swizzled components (the build takes those mysite's theme has a place for). (Versions build as they are.) */
function mapFolder(ctx: MapContext): void {
  const { m, siteDir } = ctx;
  // src/theme/MDXComponents is read with the MDX components (markdown.components), as every other swizzle is read by the build.
  const swizzles = siteSwizzles(siteDir).filter((s) => !/^MDXComponents$/.test(s.name));
  const used = swizzles.filter((s) => {
    const target = swizzleTarget(s.name);
    return target !== undefined && target.kind !== 'unsupported';
  });
  if (used.length > 0) {
    const content = used.filter((s) => swizzleTarget(s.name)?.kind === 'module').map((s) => s.name);
    m.adjust(
      `src/theme/ (${listed(used.map((s) => s.name))})`,
      `used by the build in place of the theme's components, with Docusaurus's props (docs/MIGRATING.md lists them)${
        content.length > 0
          ? `; ${content.join(', ')} ${content.length === 1 ? 'applies' : 'apply'} to the pages read as MDX (markdown.format: 'mdx' reads every page so)`
          : ''
      }`,
    );
  }
  for (const s of swizzles) {
    const target = swizzleTarget(s.name);
    if (target?.kind === 'unsupported')
      m.skip(`${s.relative} (${s.name})`, 'no-equivalent', `mysite's theme has no place for it (the build warns): ${target.instead}`);
  }
  if (!m.config.docs) m.skip('docs', 'no-equivalent', 'the config has no docs plugin, but mysite always has a docs section: set docs.path in site.config.ts');
}

/** `clientModules`: paths (relative, or absolute from require.resolve) inside the site, as mysite's option of that name. */
function mapClientModules(ctx: MapContext, value: Plain): void {
  if (!Array.isArray(value)) {
    ctx.m.skip('clientModules', 'no-equivalent', 'is not a list');
    return;
  }
  value.forEach((item, i) => {
    const at = `clientModules[${i}]`;
    const path = typeof item === 'string' ? siteRelative(ctx.siteDir, item) : undefined;
    if (path === undefined || path.startsWith('../')) ctx.m.skip(at, 'refused', 'a client module is a file inside the site folder');
    else ctx.m.push(['clientModules'], `./${path}`, at);
  });
}

/** Names for a message: up to four, then how many more. */
function listed(names: string[]): string {
  return names.length <= 4 ? names.join(', ') : `${names.slice(0, 4).join(', ')} and ${names.length - 4} more`;
}
