/**
 * The links the config puts on every page (navbar items and their dropdowns'
 * links, footer columns and the copyright's links) and the redirects' targets,
 * by the URL they have in the built pages: a broken one is reported at the
 * config key that sets it (`navbar.items[2].to`), not at a built file.
 */
import type { SiteConfig } from '../config/schema.js';
import type { SourcePosition } from '../core/types.js';
import { withBase } from '../core/urls.js';
import { copyrightHtml } from '../core/copyright-html.js';

export interface ConfigLinkSource {
  /** The key path in the config, e.g. `footer.columns[0].items[1].href`. */
  key: string;
  /** The config file, at the line that writes the URL when it can be found there. */
  at: SourcePosition;
}

/**
 * `configText` is the config's source, read to find the line of each URL;
 * a URL it does not hold (built by code, or set in an imported file) is
 * reported at the config file alone.
 */
export function configLinkSources(config: SiteConfig, configFile: string, configText: string): Map<string, ConfigLinkSource> {
  const links: [key: string, url: string | undefined][] = [];
  config.navbar.items.forEach((item, i) => {
    links.push([`navbar.items[${i}].to`, item.to], [`navbar.items[${i}].href`, item.href]);
    item.items?.forEach((link, j) => links.push([`navbar.items[${i}].items[${j}].to`, link.to], [`navbar.items[${i}].items[${j}].href`, link.href]));
  });
  config.footer.columns.forEach((column, c) => {
    column.items.forEach((item, i) => links.push([`footer.columns[${c}].items[${i}].href`, item.href]));
  });
  if (config.footer.copyright !== undefined) {
    for (const path of copyrightHtml(config.footer.copyright, config).sitePaths) links.push(['footer.copyright', path]);
  }
  config.redirects.rules.forEach((rule, i) => links.push([`redirects.rules[${i}].to`, rule.to]));
  const lines = configText.split('\n');
  const map = new Map<string, ConfigLinkSource>();
  for (const [key, url] of links) {
    if (!url?.startsWith('/')) continue; // external links are not checked
    const inPage = withBase(config.baseUrl, url);
    if (!map.has(inPage)) map.set(inPage, { key, at: { file: configFile, ...lineOf(lines, url) } });
  }
  return map;
}

/** The first line that writes `url` as a string literal. */
function lineOf(lines: string[], url: string): { line?: number; column?: number } {
  for (const [i, text] of lines.entries()) {
    for (const quote of ["'", '"', '`']) {
      const at = text.indexOf(`${quote}${url}${quote}`);
      if (at >= 0) return { line: i + 1, column: at + 1 };
    }
  }
  return {};
}
