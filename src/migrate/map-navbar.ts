/** `themeConfig.navbar` → `navbar`: title, logo, and the items mysite's navbar can show (links, doc and sidebar links). */
import { keyPath, type Migration, NUMBER, STRING } from './migration.js';
import { entriesOf, linkTarget, type MapContext, staticPath } from './map-context.js';
import { isPlainObject, type Plain, type PlainObject } from './plain-value.js';

const STYLE = 'mysite styles the navbar with its theme: use theme.customCss';

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

const BRAND_HOSTS: [RegExp, string, string][] = [
  [/^https?:\/\/(www\.)?github\.com\//, 'github', 'GitHub'],
  [/^https?:\/\/(www\.)?(discord\.gg|discord\.com|discordapp\.com)\//, 'discord', 'Discord'],
  [/^https?:\/\/(www\.)?(x\.com|twitter\.com)\//, 'x', 'X'],
];

function mapItem(ctx: MapContext, item: Plain, path: string): void {
  const { m } = ctx;
  if (!isPlainObject(item)) return void m.take(path, item, { test: () => false, what: 'an item object' });
  const type = typeof item.type === 'string' ? item.type : 'default';
  const label = typeof item.label === 'string' ? item.label : undefined;
  const named = `${path}${label ? ` ("${label}")` : ''}`;
  switch (type) {
    case 'default':
      mapLink(ctx, item, path);
      return;
    case 'doc':
    case 'docSidebar':
      mapDocLink(ctx, item, path, type);
      return;
    case 'dropdown': {
      const links = Array.isArray(item.items) ? item.items.map((i) => (isPlainObject(i) && typeof i.label === 'string' ? i.label : '?')) : [];
      m.skip(
        named,
        'no-equivalent',
        `mysite's navbar has no dropdowns: ${links.length === 1 ? 'its link' : `its ${links.length} links`} (${links.join(', ')}) ${links.length === 1 ? 'is' : 'are'} left out; put ${links.length === 1 ? 'it' : 'them'} in the footer or on a page the navbar links`,
      );
      return;
    }
    case 'search':
      m.skip(named, 'not-needed', 'mysite shows its built-in search in the navbar');
      return;
    case 'localeDropdown':
    case 'docsVersionDropdown':
      mapMenu(ctx, item, path, item.type as 'localeDropdown' | 'docsVersionDropdown');
      return;
    case 'docsVersion':
      m.skip(named, 'no-equivalent', "a link to a docs version: add a navbar link to the version's route (/docs, /docs/next, /docs/<name>)");
      return;
    case 'html':
      m.skip(named, 'no-equivalent', 'raw HTML in the navbar: replace the Navbar component (theme.components) to add it');
      return;
    default:
      m.skip(named, 'no-equivalent', `an item of type "${type}": replace the Navbar component (theme.components) to add it`);
      return;
  }
}

/** The keys every kind of link item shares. */
function common(ctx: MapContext, item: PlainObject, path: string, out: PlainObject, handled: string[]): void {
  const { m } = ctx;
  for (const [key, value] of entriesOf(item)) {
    const at = keyPath(path, key);
    if (handled.includes(key)) continue;
    if (key === 'label') {
      const label = m.take(at, value, STRING);
      if (label !== undefined) out.label = label;
    } else if (key === 'position') {
      if (value === 'right') out.position = 'right';
      else if (value !== 'left') m.take(at, value, { test: () => false, what: "'left' or 'right'" });
    } else if (key === 'aria-label') {
      const aria = m.take(at, value, STRING);
      if (aria !== undefined) out.ariaLabel = aria;
    } else if (key === 'title') {
      const title = m.take(at, value, STRING);
      if (title !== undefined) out.title = title;
    } else if (key === 'activeBasePath') {
      const base = m.take(at, value, STRING);
      if (base !== undefined) out.activeBasePath = linkTarget(base, ctx.baseUrl, 'to').to ?? base;
    } else if (key === 'className' || key === 'style') {
      m.skip(at, 'no-equivalent', STYLE);
    } else if (key === 'target' || key === 'rel') {
      m.skip(at, 'not-needed', 'mysite opens external links in a new tab itself');
    } else {
      m.skip(at, 'no-equivalent', 'a navbar item option mysite does not have');
    }
  }
}

function mapLink(ctx: MapContext, item: PlainObject, path: string): void {
  const { m } = ctx;
  const out: PlainObject = {};
  const skip = wholeItemSkip(m);
  common(ctx, item, path, out, ['to', 'href', 'type', 'html', 'prependBaseUrlToHref']);
  if (typeof item.html === 'string') {
    skip(path, "an item of HTML: mysite's navbar items are text; replace the Navbar component (theme.components) to show HTML");
    return;
  }
  const raw = typeof item.to === 'string' ? item.to : typeof item.href === 'string' ? item.href : undefined;
  if (raw === undefined) {
    skip(path, 'a navbar item without `to` or `href`');
    return;
  }
  Object.assign(out, linkTarget(raw, ctx.baseUrl, typeof item.to === 'string' ? 'to' : 'href'));
  if (!out.label && out.href) {
    const brand = BRAND_HOSTS.find(([host]) => host.test(String(out.href)));
    if (brand) {
      out.icon = brand[1];
      out.ariaLabel ??= brand[2];
      m.adjust(path, `has no label: shown as mysite's ${brand[2]} icon`);
    }
  }
  if (!out.label && !out.icon) {
    skip(path, `an item without a label (${raw}): mysite's items need a label, or a link to GitHub, Discord or X for an icon`);
    return;
  }
  m.push(['navbar', 'items'], order(out), path);
}

function mapDocLink(ctx: MapContext, item: PlainObject, path: string, type: 'doc' | 'docSidebar'): void {
  const { m } = ctx;
  const out: PlainObject = {};
  const key = type === 'doc' ? 'docId' : 'sidebarId';
  const skip = wholeItemSkip(m);
  common(ctx, item, path, out, ['type', key, 'docsPluginId']);
  if (item.docsPluginId !== undefined && item.docsPluginId !== 'default') {
    skip(path, 'mysite has one docs section');
    return;
  }
  const id = typeof item[key] === 'string' ? (item[key] as string) : undefined;
  const index = ctx.docsIndex;
  if (!id) {
    skip(path, `a ${type} item without \`${key}\``);
    return;
  }
  const doc = type === 'doc' ? index?.docs.get(id) : undefined;
  const route = type === 'doc' ? doc?.route : index?.firstDocOf(id);
  if (!route) {
    const why =
      type === 'doc'
        ? `no doc of ${ctx.docs?.path ?? 'docs'}/ has the id "${id}"`
        : `the sidebar "${id}" has no doc${index?.sidebarsProblem ? ` (the sidebars file could not be read: ${index.sidebarsProblem})` : ''}`;
    skip(path, `${why}, so its route is unknown`);
    return;
  }
  out.to = route;
  out.label ??= doc?.label ?? id;
  m.push(['navbar', 'items'], order(out), path);
}

/**
 * Skips a whole item: what was said about its parts (a className…) is
 * taken back, the item itself being left out.
 */
function wholeItemSkip(m: Migration): (path: string, reason: string) => void {
  const skipped = m.skipped.length;
  const adjusted = m.adjusted.length;
  return (path, reason) => {
    m.skipped.length = skipped;
    m.adjusted.length = adjusted;
    m.skip(path, 'no-equivalent', reason);
  };
}

/** Keys in the order a person writes them. */
function order(item: PlainObject): PlainObject {
  const keys = ['label', 'to', 'href', 'icon', 'ariaLabel', 'title', 'position', 'activeBasePath'];
  return Object.fromEntries(keys.filter((k) => item[k] !== undefined).map((k) => [k, item[k]!]));
}

/** The locale or docs version menu: its position and label; the extra links Docusaurus can put around the entries are left out. */
function mapMenu(ctx: MapContext, item: PlainObject, path: string, type: 'localeDropdown' | 'docsVersionDropdown'): void {
  const { m } = ctx;
  const out: PlainObject = { type };
  for (const [key, value] of entriesOf(item)) {
    const at = keyPath(path, key);
    if (key === 'type') continue;
    if (key === 'position' && (value === 'left' || value === 'right')) out.position = value;
    else if (key === 'label' && typeof value === 'string') out.label = value;
    else m.skip(at, 'no-equivalent', type === 'localeDropdown' ? 'the locale menu lists the locales only' : 'the version menu lists the versions only');
  }
  m.push(['navbar', 'items'], out, path);
}
