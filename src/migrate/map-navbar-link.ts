/**
 * Navbar link items of a Docusaurus config (a link, a `doc` or `docSidebar`
 * item) as mysite navbar links, for the navbar and for a dropdown's menu.
 * Each returns the mapped link, or undefined when it was left out (the
 * reason is recorded).
 */
import { keyPath, type Migration, STRING } from './migration.js';
import { entriesOf, linkTarget, type MapContext, skipLinkTarget } from './map-context.js';
import { unknownDocsPluginReason } from './map-docs-sections.js';
import type { PlainObject } from './plain-value.js';

export const STYLE = 'mysite styles the navbar with its theme: use theme.customCss';

const BRAND_HOSTS: [RegExp, string, string][] = [
  [/^https?:\/\/(www\.)?github\.com\//, 'github', 'GitHub'],
  [/^https?:\/\/(www\.)?(discord\.gg|discord\.com|discordapp\.com)\//, 'discord', 'Discord'],
  [/^https?:\/\/(www\.)?(x\.com|twitter\.com)\//, 'x', 'X'],
];

/** The keys every kind of link item shares. */
export function common(ctx: MapContext, item: PlainObject, path: string, out: PlainObject, handled: string[]): void {
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
      skipLinkTarget(m, at, item);
    } else {
      m.skip(at, 'no-equivalent', 'a navbar item option mysite does not have');
    }
  }
}

export function mapLink(ctx: MapContext, item: PlainObject, path: string): PlainObject | undefined {
  const { m } = ctx;
  const out: PlainObject = {};
  const skip = wholeItemSkip(m);
  common(ctx, item, path, out, ['to', 'href', 'type', 'html', 'prependBaseUrlToHref']);
  if (typeof item.html === 'string') {
    skip(path, "an item of HTML: mysite's navbar items are text; replace the Navbar component (theme.components) to show HTML");
    return undefined;
  }
  const raw = typeof item.to === 'string' ? item.to : typeof item.href === 'string' ? item.href : undefined;
  if (raw === undefined) {
    skip(path, 'a navbar item without `to` or `href`');
    return undefined;
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
    return undefined;
  }
  return order(out);
}

export function mapDocLink(ctx: MapContext, item: PlainObject, path: string, type: 'doc' | 'docSidebar'): PlainObject | undefined {
  const { m } = ctx;
  const out: PlainObject = {};
  const key = type === 'doc' ? 'docId' : 'sidebarId';
  const skip = wholeItemSkip(m);
  common(ctx, item, path, out, ['type', key, 'docsPluginId']);
  // A link into another docs section is found among that section's docs.
  const pluginId = item.docsPluginId === undefined || item.docsPluginId === 'default' ? undefined : String(item.docsPluginId);
  const section = pluginId === undefined ? undefined : ctx.docsSections?.get(pluginId);
  if (pluginId !== undefined && !section) {
    skip(path, unknownDocsPluginReason(pluginId, `a link into the ${type === 'doc' ? `doc "${item.docId}"` : `sidebar "${item.sidebarId}"`}`));
    return undefined;
  }
  const id = typeof item[key] === 'string' ? (item[key] as string) : undefined;
  const index = section ? section.index : ctx.docsIndex;
  if (!id) {
    skip(path, `a ${type} item without \`${key}\``);
    return undefined;
  }
  const doc = type === 'doc' ? index?.docs.get(id) : undefined;
  const route = type === 'doc' ? doc?.route : index?.firstDocOf(id);
  if (!route) {
    const why =
      type === 'doc'
        ? `no doc of ${(section ?? ctx.docs)?.path ?? 'docs'}/ has the id "${id}"`
        : `the sidebar "${id}" has no doc${index?.sidebarsProblem ? ` (the sidebars file could not be read: ${index.sidebarsProblem})` : ''}`;
    skip(path, `${why}, so its route is unknown`);
    return undefined;
  }
  out.to = route;
  out.label ??= doc?.label ?? id;
  return order(out);
}

/**
 * Skips a whole item: what was said about its parts (a className…) is
 * taken back, the item itself being left out.
 */
export function wholeItemSkip(m: Migration): (path: string, reason: string) => void {
  const skipped = m.skipped.length;
  const adjusted = m.adjusted.length;
  return (path, reason) => {
    m.skipped.length = skipped;
    m.adjusted.length = adjusted;
    m.skip(path, 'no-equivalent', reason);
  };
}

/** Keys in the order a person writes them. */
export function order(item: PlainObject): PlainObject {
  const keys = ['label', 'to', 'href', 'icon', 'ariaLabel', 'title', 'position', 'activeBasePath'];
  return Object.fromEntries(keys.filter((k) => item[k] !== undefined).map((k) => [k, item[k]!]));
}
