/**
 * The config's `headTags`, `stylesheets` and `scripts`: the HTML they add to
 * every page's head, and the sources the Content-Security-Policy must allow
 * for them (the origins they load from, the hashes of inline scripts).
 */
import { type HeadTag, type SiteConfig, VOID_ELEMENTS } from '../config/schema.js';
import { escapeAttribute } from '../core/escape.js';
import { withBase } from '../core/urls.js';
import { scriptHash } from './head-script.js';

type Attributes = Record<string, string | boolean | undefined>;

/** The elements, in order: head tags, then stylesheets, then scripts (Docusaurus's order). */
export function configHeadTags(config: SiteConfig): string[] {
  return [
    ...config.headTags.map((tag) => element(tag.tagName, based(config, tag.attributes), tag.innerHTML)),
    ...config.stylesheets.map((s) => element('link', based(config, { rel: 'stylesheet', ...(typeof s === 'string' ? { href: s } : s) }))),
    ...config.scripts.map((s) => element('script', based(config, typeof s === 'string' ? { src: s } : s), '')),
  ];
}

/**
 * Font services whose stylesheets load their fonts from another origin, which
 * `font-src` must allow too: Google Fonts' CSS (fonts.googleapis.com) names
 * font files on fonts.gstatic.com.
 */
const FONTS_OF_STYLESHEETS: Partial<Record<string, string>> = {
  'https://fonts.googleapis.com': 'https://fonts.gstatic.com',
};

/** The origin a stylesheet origin's fonts come from, for a font service (undefined for any other origin). */
export function fontOriginOfStylesheet(origin: string | undefined): string | undefined {
  return origin === undefined ? undefined : FONTS_OF_STYLESHEETS[origin];
}

/** Sources to add per directive: each external origin the config loads from (and the fonts its font service's stylesheets load), and each inline script's hash. */
export function configHeadSources(config: SiteConfig): Record<string, string[]> {
  const sources: Record<string, string[]> = {};
  const add = (directive: string, source: string | undefined) => {
    if (!source) return;
    const list = (sources[directive] ??= []);
    if (!list.includes(source)) list.push(source);
  };
  const stylesheet = (url: string | undefined) => {
    const origin = originOf(url);
    add('style-src', origin);
    add('font-src', fontOriginOfStylesheet(origin));
  };
  for (const s of config.stylesheets) stylesheet(typeof s === 'string' ? s : s.href);
  for (const s of config.scripts) add('script-src', originOf(typeof s === 'string' ? s : s.src));
  for (const tag of config.headTags) {
    const [directive, url] = loadedBy(tag);
    if (directive === 'style-src') stylesheet(url);
    else if (directive) add(directive, originOf(url));
    if (tag.tagName === 'script' && !tag.attributes.src && tag.innerHTML && isExecutable(tag)) add('script-src', scriptHash(tag.innerHTML));
  }
  return sources;
}

/** The directive a head tag's URL is fetched under, if the tag loads one. */
function loadedBy(tag: HeadTag): [string | undefined, string | undefined] {
  const { src, href, rel } = tag.attributes;
  if (tag.tagName === 'script' && typeof src === 'string') return ['script-src', src];
  if (tag.tagName === 'link' && typeof href === 'string' && typeof rel === 'string') {
    const rels = rel.toLowerCase().split(/\s+/);
    if (rels.includes('stylesheet')) return ['style-src', href];
    if (rels.includes('manifest')) return ['manifest-src', href];
    if (rels.includes('icon')) return ['img-src', href];
  }
  return [undefined, undefined];
}

/** Data blocks (`application/ld+json`, templates) are not run, so the policy need not allow them. */
function isExecutable(tag: HeadTag): boolean {
  const type = tag.attributes.type;
  return typeof type !== 'string' || type === '' || /^(module|text\/javascript|application\/javascript)$/i.test(type);
}

/** The origin of an absolute or protocol-relative URL; undefined for the site's own paths. */
export function originOf(url: string | undefined): string | undefined {
  if (!url || !/^(https?:)?\/\//i.test(url)) return undefined;
  try {
    return new URL(url, 'https://site.invalid').origin;
  } catch {
    return undefined;
  }
}

/** A path of the site (`/js/x.js`) is served under the base URL, like every other path in the head. */
function based(config: SiteConfig, attributes: Attributes): Attributes {
  const out = { ...attributes };
  for (const name of ['src', 'href'] as const) {
    const value = out[name];
    if (typeof value === 'string') out[name] = withBase(config.baseUrl, value);
  }
  return out;
}

function element(tagName: string, attributes: Attributes, innerHTML?: string): string {
  let html = `<${tagName}`;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) html += ` ${name}`;
    else if (typeof value === 'string') html += ` ${name}="${escapeAttribute(value)}"`;
  }
  html += '>';
  if (VOID_ELEMENTS.has(tagName)) return html;
  return `${html}${innerHTML ?? ''}</${tagName}>`;
}
