/**
 * A Docusaurus navbar dropdown (`type: 'dropdown'`, or an item with `items`
 * and no type) → mysite's `type: 'dropdown'`: its label and position, and
 * each link of its menu mapped as a navbar link is (links, `doc` and
 * `docSidebar` items). A link on the dropdown's own label becomes the menu's
 * first entry: mysite's label opens the menu and links nowhere.
 */
import { keyPath } from './migration.js';
import { linkTarget, type MapContext } from './map-context.js';
import { common, mapDocLink, mapLink, wholeItemSkip } from './map-navbar-link.js';
import { isPlainObject, type Plain, type PlainObject } from './plain-value.js';

export function mapDropdown(ctx: MapContext, item: PlainObject, path: string): void {
  const { m } = ctx;
  const skip = wholeItemSkip(m);
  const out: PlainObject = { type: 'dropdown' };
  common(ctx, item, path, out, ['type', 'items', 'to', 'href', 'activeBasePath', 'activeBaseRegex']);
  if (!out.label) {
    skip(path, 'a dropdown without a label: mysite opens its menu from the label');
    return;
  }
  const links: { link: PlainObject; from: string }[] = [];
  const own = typeof item.to === 'string' ? item.to : typeof item.href === 'string' ? item.href : undefined;
  if (own !== undefined) {
    links.push({ link: { label: out.label, ...linkTarget(own, ctx.baseUrl, typeof item.to === 'string' ? 'to' : 'href') }, from: path });
    m.adjust(path, `its label opens the menu; its link (${own}) is the menu's first entry`);
  }
  for (const key of ['activeBasePath', 'activeBaseRegex']) {
    if (item[key] !== undefined) m.skip(keyPath(path, key), 'no-equivalent', "a dropdown is highlighted while the page is one of its links'");
  }
  const items = m.take(keyPath(path, 'items'), item.items, { test: Array.isArray, what: 'a list of items' }) as Plain[] | undefined;
  items?.forEach((sub, i) => {
    const at = keyPath(keyPath(path, 'items'), i);
    const link = mapMenuLink(ctx, sub, at);
    if (link) links.push({ link, from: at });
  });
  if (links.length === 0) {
    skip(path, 'a dropdown none of whose links maps');
    return;
  }
  m.push(['navbar', 'items'], { ...out, items: links.map((l) => l.link) }, path);
  // Each link keeps its own origin: one the schema refuses is taken out alone, not the whole menu.
  const at = (m.get(['navbar', 'items']) as Plain[]).length - 1;
  links.forEach(({ from }, i) => m.sources.set(`navbar.items.${at}.items.${i}`, from));
}

/** A link of the menu; a menu entry has no position, and needs a label. */
function mapMenuLink(ctx: MapContext, item: Plain, path: string): PlainObject | undefined {
  const { m } = ctx;
  if (!isPlainObject(item)) return void m.take(path, item, { test: () => false, what: 'an item object' });
  const type = typeof item.type === 'string' ? item.type : 'default';
  const label = typeof item.label === 'string' ? item.label : undefined;
  const named = `${path}${label ? ` ("${label}")` : ''}`;
  let link: PlainObject | undefined;
  if (type === 'default' && label === undefined && typeof item.html !== 'string')
    return void m.skip(path, 'no-equivalent', `a menu entry without a label (${String(item.to ?? item.href ?? '')}): give it one`);
  if (type === 'default') link = mapLink(ctx, item, path);
  else if (type === 'doc' || type === 'docSidebar') link = mapDocLink(ctx, item, path, type);
  else if (type === 'html')
    return void m.skip(named, 'no-equivalent', 'raw HTML in a dropdown: replace the NavbarDropdown component (theme.components) to add it');
  else if (type === 'docsVersion')
    return void m.skip(named, 'no-equivalent', "a link to a docs version: add a link to the version's route (/docs, /docs/next, /docs/<name>)");
  else return void m.skip(named, 'no-equivalent', `a dropdown entry of type "${type}": replace the NavbarDropdown component (theme.components) to add it`);
  if (!link) return undefined;
  const { position: _position, ...entry } = link;
  if (item.position !== undefined) m.skip(keyPath(path, 'position'), 'not-needed', 'an entry of a menu has no position of its own');
  return entry;
}
