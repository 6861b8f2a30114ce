/**
 * Warns, at the file and line, when content or custom CSS loads something
 * from an origin the Content-Security-Policy blocks: the browser would
 * refuse it without a word on the page (an empty frame, a missing font).
 */
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { SiteConfig } from '../../config/schema.js';
import type { Diagnostics } from '../../core/diagnostics.js';
import type { Route } from '../../core/types.js';
import { type CspPolicy, effectiveSources } from '../../render/csp.js';
import { sourcesAllow } from '../../render/csp-allows.js';
import { contentEmbeds, cssEmbeds, type Embed } from '../../render/embeds.js';

export interface EmbedCheckInput {
  config: SiteConfig;
  siteDir: string;
  routes: Route[];
  /** Undefined: the site sends no policy, so nothing is blocked. */
  policy: CspPolicy | undefined;
  diagnostics: Diagnostics;
  /** The text of a content file the sources have read already, if they have. */
  textOf?: (absolutePath: string) => string | undefined;
}

export function checkEmbeds({ config, siteDir, routes, policy, diagnostics, textOf }: EmbedCheckInput): void {
  if (!policy) return;
  const siteOrigin = new URL(config.url).origin;
  const report = (file: string, embed: Embed) => {
    let url: URL;
    try {
      url = new URL(embed.url, config.url);
    } catch {
      return;
    }
    if (url.origin === siteOrigin || sourcesAllow(effectiveSources(policy, embed.directive), url, siteOrigin)) return;
    diagnostics.warn({
      code: 'render/blocked-by-csp',
      message: `${embed.what} loads ${url.origin}, which the Content-Security-Policy's ${embed.directive} blocks: browsers will not load it.`,
      at: { file, line: embed.line, column: embed.column },
      hint: `Allow it in site.config.ts: security: { csp: { '${embed.directive}': ['${url.origin}'] } } (or security: { csp: false } to send no policy).`,
    });
  };
  const files = new Set(routes.flatMap((r) => (r.source?.file ? [r.source.file] : [])));
  for (const file of files) {
    const text = readText(resolve(siteDir, file), textOf);
    if (text !== undefined) for (const embed of contentEmbeds(text)) report(file, embed);
  }
  for (const file of config.theme.customCss) {
    const absolute = resolve(siteDir, file);
    const text = readText(absolute, undefined);
    if (text !== undefined) for (const embed of cssEmbeds(text)) report(relative(siteDir, absolute).split(sep).join('/'), embed);
  }
}

function readText(absolute: string, textOf: EmbedCheckInput['textOf']): string | undefined {
  const known = textOf?.(absolute);
  if (known !== undefined) return known;
  try {
    return readFileSync(absolute, 'utf8');
  } catch {
    // Not a file of the site (a generated page); a missing custom CSS file is reported by the theme.
    return undefined;
  }
}
