/** `themeConfig.navbar` → `navbar`: title, logo, and the items mysite's navbar can show (links, doc and sidebar links, dropdowns, menus). */
import { keyPath, type Migration, NUMBER, STRING } from './migration.js';
import { entriesOf, type MapContext, staticPath } from './map-context.js';
import { mapDropdown } from './map-navbar-dropdown.js';
import { mapDocLink, mapLink, STYLE } from './map-navbar-link.js';
import { unknownDocsPluginReason } from './map-docs-sections.js';
import { isPlainObject, type Plain, type PlainObject } from './plain-value.js';

export function mapNavbar(ctx: MapContext, navbar: Plain, path: string, siteTitle: string | undefined): void {
  const { m } = ctx;
  for (const [key, value] of entriesOf(navbar)) {
    const at = keyPath(path, key);
    if (key === 'title') {
      const title = m.take(at, value, STRING);
      if (title) m.set(['navbar', 'title'], title, at);
      else if (title === '') m.mapped++;
    } else if (key === 'logo') {
      mapLogo(ctx, value, at, siteTitle);
    } else if (key === 'items') {
      if (Array.isArray(value)) value.forEach((item, i) => mapItem(ctx, item, keyPath(at, i)));
      else m.take(at, value, { test: () => false, what: 'a list of items' });
    } else if (key === 'hideOnScroll' || key === 'style') {
      m.skip(at, 'no-equivalent', STYLE);
    } else {
      m.skip(at, 'no-equivalent', 'a navbar option mysite does not have');
    }
  }
}

function mapLogo(ctx: MapContext, logo: Plain, path: string, siteTitle: string | undefined): void {
  const { m } = ctx;
  if (!isPlainObject(logo)) return void m.take(path, logo, { test: () => false, what: 'an object' });
  const out: PlainObject = {};
  for (const [key, value] of entriesOf(logo)) {
    const at = keyPath(path, key);
    if (key === 'src') {
      const src = m.take(at, value, STRING);
      if (src) out.src = staticPath(src);
    } else if (key === 'alt') {
      const alt = m.take(at, value, STRING);
      if (alt !== undefined) out.alt = alt;
    } else if (key === 'width' || key === 'height') {
      const size = typeof value === 'string' && /^\d+(px)?$/.test(value) ? Number.parseInt(value, 10) : m.take(at, value, NUMBER);
      if (size !== undefined) out[key] = Math.round(size);
    } else if (key === 'href') {
      if (value === '/' || value === ctx.baseUrl) m.mapped++;
      else m.skip(at, 'no-equivalent', "mysite's logo links to the home page");
    } else if (key === 'srcDark') {
      m.skip(at, 'no-equivalent', 'mysite shows one logo in both colour modes');
    } else {
      m.skip(at, 'no-equivalent', STYLE);
    }
  }
  if (!out.src) return;
  out.alt ??= `${siteTitle ?? 'Site'} logo`;
  m.set(['navbar', 'logo'], { alt: out.alt, src: out.src, ...(out.width ? { width: out.width } : {}), ...(out.height ? { height: out.height } : {}) }, path);
}

function mapItem(ctx: MapContext, item: Plain, path: string): void {
  const { m } = ctx;
  if (!isPlainObject(item)) return void m.take(path, item, { test: () => false, what: 'an item object' });
  // Docusaurus takes an item with `items` and no type for a dropdown.
  const type = typeof item.type === 'string' ? item.type : Array.isArray(item.items) ? 'dropdown' : 'default';
  const label = typeof item.label === 'string' ? item.label : undefined;
  const named = `${path}${label ? ` ("${label}")` : ''}`;
  switch (type) {
    case 'default':
      pushItem(m, mapLink(ctx, item, path), path);
      return;
    case 'doc':
    case 'docSidebar':
      pushItem(m, mapDocLink(ctx, item, path, type), path);
      return;
    case 'dropdown':
      mapDropdown(ctx, item, path);
      return;
    case 'search':
      m.skip(named, 'not-needed', 'mysite shows its built-in search in the navbar');
      return;
    case 'localeDropdown':
    case 'docsVersionDropdown':
      mapMenu(ctx, item, path, item.type as 'localeDropdown' | 'docsVersionDropdown');
      return;
    case 'docsVersion':
      if (item.docsPluginId !== undefined && item.docsPluginId !== 'default' && !ctx.docsSections?.has(String(item.docsPluginId)))
        return void m.skip(named, 'no-equivalent', unknownDocsPluginReason(String(item.docsPluginId), 'a link to a version'));
      {
        const base =
          (item.docsPluginId === undefined || item.docsPluginId === 'default' ? ctx.docs : ctx.docsSections?.get(String(item.docsPluginId)))?.routeBasePath ??
          '/docs';
        const at = base === '/' ? '' : base;
        m.skip(named, 'no-equivalent', `a link to a docs version: add a navbar link to the version's route (${at || '/'}, ${at}/next, ${at}/<name>)`);
      }
      return;
    case 'html':
      m.skip(named, 'no-equivalent', 'raw HTML in the navbar: replace the Navbar component (theme.components) to add it');
      return;
    default:
      m.skip(named, 'no-equivalent', `an item of type "${type}": replace the Navbar component (theme.components) to add it`);
      return;
  }
}

function pushItem(m: Migration, item: PlainObject | undefined, path: string): void {
  if (item) m.push(['navbar', 'items'], item, path);
}

/** The locale or docs version menu: its position and label; the extra links Docusaurus can put around the entries are left out. */
function mapMenu(ctx: MapContext, item: PlainObject, path: string, type: 'localeDropdown' | 'docsVersionDropdown'): void {
  const { m } = ctx;
  // A version menu lists one docs section's versions: its docsPluginId's, which the config must have.
  const pluginId = type === 'docsVersionDropdown' && item.docsPluginId !== undefined && item.docsPluginId !== 'default' ? String(item.docsPluginId) : undefined;
  if (pluginId !== undefined && !ctx.docsSections?.has(pluginId)) {
    return void m.skip(path, 'no-equivalent', unknownDocsPluginReason(pluginId, 'the version menu'));
  }
  const out: PlainObject = { type };
  for (const [key, value] of entriesOf(item)) {
    const at = keyPath(path, key);
    if (key === 'type') continue;
    if (key === 'docsPluginId' && type === 'docsVersionDropdown') {
      if (pluginId === undefined) m.mapped++;
      else out.docsPluginId = pluginId;
      continue;
    }
    if (key === 'position' && (value === 'left' || value === 'right')) out.position = value;
    else if (key === 'label' && typeof value === 'string') out.label = value;
    else m.skip(at, 'no-equivalent', type === 'localeDropdown' ? 'the locale menu lists the locales only' : 'the version menu lists the versions only');
  }
  m.push(['navbar', 'items'], out, path);
}
