/** The classic preset's `theme` (custom CSS) and `sitemap` options. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keyPath, NUMBER, oneOf, STRINGS } from './migration.js';
import { entriesOf, type MapContext, siteRelative } from './map-context.js';
import type { Plain } from './plain-value.js';
import { cssEmbeds } from '../render/embeds.js';
import { fontOriginOfStylesheet, originOf } from '../render/config-head.js';

export function mapThemeCss(ctx: MapContext, options: Plain | undefined, path: string): void {
  const { m } = ctx;
  for (const [key, value] of entriesOf(options)) {
    const at = keyPath(path, key);
    if (key !== 'customCss') {
      m.skip(at, 'no-equivalent', 'a theme option mysite does not have');
      continue;
    }
    const files = typeof value === 'string' ? [value] : m.take(at, value, STRINGS);
    if (!files) continue;
    files.forEach((file, i) => {
      const from = Array.isArray(value) ? keyPath(at, i) : at;
      // Sass too: mysite compiles it with the site's own sass package, as docusaurus-plugin-sass does.
      const rel = `./${siteRelative(ctx.siteDir, file)}`;
      m.push(['theme', 'customCss'], rel, from);
      brandColours(ctx, rel);
      allowCssOrigins(ctx, rel, from);
    });
  }
}

/**
 * What custom CSS loads from other origins (`@import` of a web font's
 * stylesheet, a font's `url()`) Docusaurus sends no policy against; mysite's
 * Content-Security-Policy would block it, so the origins go into `security.csp`.
 */
function allowCssOrigins(ctx: MapContext, file: string, from: string): void {
  let css: string;
  try {
    css = readFileSync(join(ctx.siteDir, file), 'utf8');
  } catch {
    return;
  }
  for (const embed of cssEmbeds(css)) {
    const origin = originOf(embed.url);
    allowOrigin(ctx, { directive: embed.directive, origin, from, note: `its ${embed.what} of ${origin} is allowed` });
    // A font service's stylesheet (Google Fonts) loads its font files from another origin, which the CSS does not name.
    if (embed.directive === 'style-src') {
      const fonts = fontOriginOfStylesheet(origin);
      allowOrigin(ctx, { directive: 'font-src', origin: fonts, from, note: `the fonts of ${origin}, on ${fonts}, are allowed` });
    }
  }
}

/** `note` says what is allowed; the adjust note adds how. */
function allowOrigin(ctx: MapContext, { directive, origin, from, note }: { directive: string; origin: string | undefined; from: string; note: string }): void {
  const list = ctx.m.get(['security', 'csp', directive]);
  if (!origin || (Array.isArray(list) && list.includes(origin))) return;
  ctx.m.push(['security', 'csp', directive], origin, from);
  ctx.m.adjust(from, `${note} by adding the origin to security.csp's ${directive}`);
}

/**
 * Docusaurus sites set their brand colour as Infima's `--ifm-color-primary`
 * in custom CSS; mysite takes it as `theme.colors` (and derives its shades).
 */
function brandColours(ctx: MapContext, file: string): void {
  let css: string;
  try {
    css = readFileSync(join(ctx.siteDir, file), 'utf8');
  } catch {
    return; // the build names the missing file
  }
  const inBlock = (selector: RegExp) => {
    // A rule's selector is what follows the last `;` or `}` (an @import) before its `{`; comments are dropped first.
    for (const block of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
      if (!selector.test(block[1]!.trim())) continue;
      const colour = /--ifm-color-primary\s*:\s*(#[0-9a-f]{6}|#[0-9a-f]{3})\s*[;}]?/i.exec(block[2]!)?.[1];
      if (colour) return colour;
    }
    return undefined;
  };
  const light = inBlock(/^:root$/);
  const dark = inBlock(/^(html)?\[data-theme=['"]?dark['"]?\]$/);
  if (light && !ctx.m.get(['theme', 'colors', 'primary'])) ctx.m.set(['theme', 'colors', 'primary'], light, `${file} (--ifm-color-primary)`);
  if (dark && !ctx.m.get(['theme', 'colors', 'primaryDark'])) ctx.m.set(['theme', 'colors', 'primaryDark'], dark, `${file} (--ifm-color-primary, dark)`);
}

export function mapSitemap(ctx: MapContext, options: Plain | undefined, path: string): void {
  const { m } = ctx;
  if (options === false) {
    m.skip(path, 'no-equivalent', 'mysite always writes sitemap.xml');
    return;
  }
  for (const [key, value] of entriesOf(options)) {
    const at = keyPath(path, key);
    if (value === null) continue;
    if (key === 'changefreq') {
      const freq = m.take(at, value, oneOf('always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'));
      if (freq !== undefined) m.set(['sitemap', 'changefreq'], freq, at);
    } else if (key === 'priority') {
      const n = m.take(at, value, NUMBER);
      if (n !== undefined) m.set(['sitemap', 'priority'], n, at);
    } else if (key === 'ignorePatterns') {
      const patterns = m.take(at, value, STRINGS);
      // Docusaurus matches routes with the base URL; mysite without it.
      const base = ctx.baseUrl;
      if (patterns)
        m.set(
          ['sitemap', 'ignorePatterns'],
          patterns.map((p) => (base !== '/' && p.startsWith(base) ? p.slice(base.length - 1) : p)),
          at,
        );
    } else if (key === 'lastmod') {
      m.skip(at, 'not-needed', "mysite writes each page's lastmod from its last commit (or last_update front matter)");
    } else if (key === 'filename') {
      m.skip(at, 'no-equivalent', 'mysite writes sitemap.xml');
    } else {
      m.skip(at, 'no-equivalent', 'a sitemap option mysite does not have');
    }
  }
}
