/** `themeConfig.footer` → `footer`: link columns (a flat list becomes one column) and the copyright line. */
import { keyPath, STRING } from './migration.js';
import { entriesOf, linkTarget, type MapContext, skipLinkTarget } from './map-context.js';
import { isPlainObject, type Plain, type PlainObject } from './plain-value.js';

export function mapFooter(ctx: MapContext, footer: Plain, path: string): void {
  const { m } = ctx;
  for (const [key, value] of entriesOf(footer)) {
    const at = keyPath(path, key);
    if (key === 'copyright') {
      // HTML as in Docusaurus: the footer keeps its links and inline tags (core/copyright-html.ts).
      const html = m.take(at, value, STRING);
      if (html !== undefined) m.set(['footer', 'copyright'], html, at);
    } else if (key === 'links') {
      mapLinks(ctx, value, at);
    } else if (key === 'style') {
      m.skip(at, 'no-equivalent', "mysite's theme sets the footer's colours: use theme.customCss");
    } else if (key === 'logo') {
      m.skip(at, 'no-equivalent', 'replace the Footer component (theme.components) to show a logo');
    } else {
      m.skip(at, 'no-equivalent', 'a footer option mysite does not have');
    }
  }
}

function mapLinks(ctx: MapContext, links: Plain, path: string): void {
  const { m } = ctx;
  if (!Array.isArray(links)) return void m.take(path, links, { test: () => false, what: 'a list' });
  const columns = links.some((l) => isPlainObject(l) && Array.isArray(l.items));
  if (!columns) {
    // The "simple" footer: one row of links, which mysite shows as one column.
    const column: PlainObject = { title: 'Links', items: [] };
    links.forEach((item, i) => addItem(ctx, column, item, keyPath(path, i)));
    m.push(['footer', 'columns'], column, path);
    m.adjust(path, 'a single row of links: written as one column titled "Links"');
    return;
  }
  links.forEach((raw, i) => {
    const at = keyPath(path, i);
    if (!isPlainObject(raw)) return void m.take(at, raw, { test: () => false, what: 'a column object' });
    const column: PlainObject = { title: typeof raw.title === 'string' ? raw.title : '', items: [] };
    for (const [key, value] of entriesOf(raw)) {
      const where = keyPath(at, key);
      if (key === 'title') continue;
      if (key === 'items' && Array.isArray(value)) value.forEach((item, j) => addItem(ctx, column, item, keyPath(where, j)));
      else m.skip(where, 'no-equivalent', 'a footer column option mysite does not have');
    }
    m.push(['footer', 'columns'], column, at);
  });
}

function addItem(ctx: MapContext, column: PlainObject, item: Plain, path: string): void {
  const { m } = ctx;
  if (!isPlainObject(item)) return void m.take(path, item, { test: () => false, what: 'a link object' });
  if (typeof item.html === 'string') {
    column.html = `${typeof column.html === 'string' ? column.html : ''}${item.html}`;
    m.mapped++;
    return;
  }
  const label = m.take(keyPath(path, 'label'), item.label, STRING);
  const raw = typeof item.to === 'string' ? item.to : typeof item.href === 'string' ? item.href : undefined;
  if (label === undefined || raw === undefined) {
    m.skip(path, 'no-equivalent', 'a footer link needs a label and `to` or `href`');
    return;
  }
  const target = linkTarget(raw, ctx.baseUrl, typeof item.to === 'string' ? 'to' : 'href');
  (column.items as Plain[]).push({ label, href: target.href ?? target.to! });
  m.mapped++;
  for (const key of Object.keys(item)) {
    if (['label', 'to', 'href'].includes(key) || item[key] === undefined) continue;
    if (key === 'target' || key === 'rel') skipLinkTarget(m, keyPath(path, key), item);
    else m.skip(keyPath(path, key), 'no-equivalent', 'a footer link option mysite does not have');
  }
}
