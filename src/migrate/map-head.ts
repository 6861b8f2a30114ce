/**
 * Docusaurus's `headTags`, `scripts`, `stylesheets` and `themeConfig.metadata`
 * → mysite's `headTags`, `scripts` and `stylesheets` (same shapes; metadata
 * becomes `<meta>` head tags). Attribute values must be text or booleans; an
 * item that is not written as data is skipped with the reason.
 */
import type { MapContext } from './map-context.js';
import { keyPath } from './migration.js';
import { isPlainObject, type Plain, type PlainObject } from './plain-value.js';

type Attributes = Record<string, string | boolean>;

/** `headTags: [{ tagName, attributes, innerHTML? }]`. */
export function mapHeadTags(ctx: MapContext, value: Plain, at: string): void {
  eachItem(ctx, value, at, (item, where) => {
    const attributes = isPlainObject(item) && item.attributes !== undefined ? attributesOf(item.attributes) : {};
    if (!isPlainObject(item) || typeof item.tagName !== 'string' || !attributes || !(item.innerHTML === undefined || typeof item.innerHTML === 'string')) {
      return 'is not { tagName, attributes, innerHTML? } written as text';
    }
    ctx.m.push(['headTags'], { tagName: item.tagName, attributes, ...(item.innerHTML === undefined ? {} : { innerHTML: item.innerHTML }) }, where);
    return undefined;
  });
}

/** `scripts` (`key` `src`) and `stylesheets` (`key` `href`): a URL, or its attributes. */
export function mapHeadLinks(ctx: MapContext, value: Plain, at: 'scripts' | 'stylesheets'): void {
  const key = at === 'scripts' ? 'src' : 'href';
  eachItem(ctx, value, at, (item, where) => {
    if (typeof item === 'string') ctx.m.push([at], item, where);
    else {
      const attributes = isPlainObject(item) ? attributesOf(item) : undefined;
      if (!attributes || typeof attributes[key] !== 'string') return `is not a URL or { ${key}, … } written as text`;
      ctx.m.push([at], attributes, where);
    }
    return undefined;
  });
}

/** `themeConfig.metadata: [{ name, content }]` → `<meta>` head tags. */
export function mapMetadata(ctx: MapContext, value: Plain, at: string): void {
  eachItem(ctx, value, at, (item, where) => {
    const attributes = isPlainObject(item) ? attributesOf(item) : undefined;
    if (!attributes) return 'is not { name, content } written as text';
    ctx.m.push(['headTags'], { tagName: 'meta', attributes }, where);
    return undefined;
  });
}

/** Runs `map` on each item of a list; what it refuses (its reason) is skipped. */
function eachItem(ctx: MapContext, value: Plain, at: string, map: (item: Plain, where: string) => string | undefined): void {
  if (!Array.isArray(value)) {
    ctx.m.skip(at, 'no-equivalent', 'is not a list');
    return;
  }
  value.forEach((item, i) => {
    const where = keyPath(at, i);
    const refused = map(item, where);
    if (refused) ctx.m.skip(where, 'no-equivalent', refused);
  });
}

/** Attribute values as mysite takes them: text (numbers written as text) or booleans. */
function attributesOf(value: Plain): Attributes | undefined {
  if (!isPlainObject(value)) return undefined;
  const out: Attributes = {};
  for (const [name, v] of Object.entries(value as PlainObject)) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string' || typeof v === 'boolean') out[name] = v;
    else if (typeof v === 'number') out[name] = String(v);
    else return undefined;
  }
  return out;
}
