/**
 * The link check, as a pure function over the built pages: every internal
 * URL must reach a page or a file, and every #anchor an id on its target
 * page. Used by `mysite build` (with the config's severities) and by
 * `mysite check-links` (where everything broken is an error).
 */
import type { SourcePosition } from '../core/types.js';
import { closest } from '../core/suggest.js';
import type { ScannedPage } from './scan-html.js';

export interface CheckedPage extends ScannedPage {
  /** Route path, e.g. `/docs/x`. */
  path: string;
  /** The output file, for messages (`dist/docs/x.html`). */
  file: string;
  /** Where Markdown links on this page were written: resolved URL → position. */
  markdownSources?: Map<string, SourcePosition>;
}

export interface LinkProblem {
  kind: 'link' | 'anchor';
  href: string;
  /** Where to fix it: the Markdown source when the link came from Markdown. */
  at: SourcePosition;
  reason: string;
}

export interface CheckInput {
  pages: CheckedPage[];
  /** Other files in the output (relative, no leading slash), e.g. `assets/x.png`. */
  files: Set<string>;
  baseUrl: string;
}

export interface CheckResult {
  problems: LinkProblem[];
  external: { href: string; at: SourcePosition }[];
  checked: number;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** `/x.html`, `/x/index.html` and `/x/` all mean `/x`. */
export function canonicalPath(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

export function checkLinks(input: CheckInput): CheckResult {
  const byPath = new Map(input.pages.map((p) => [p.path, p]));
  const problems: LinkProblem[] = [];
  const external: CheckResult['external'] = [];
  let checked = 0;
  const base = input.baseUrl;
  for (const page of input.pages) {
    const pageUrl = new URL(base + page.path.slice(1), 'http://site.invalid');
    for (const link of page.links) {
      const at = page.markdownSources?.get(link.url) ?? { file: page.file, line: link.line };
      if (EXTERNAL.test(link.url)) {
        if (/^https?:|^\/\//i.test(link.url)) external.push({ href: link.url, at });
        continue;
      }
      checked++;
      let url: URL;
      try {
        url = new URL(link.url, pageUrl);
      } catch {
        problems.push({ kind: 'link', href: link.url, at, reason: 'not a valid URL' });
        continue;
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        pathname = url.pathname;
      }
      if (!pathname.startsWith(base) && pathname + '/' !== base) {
        problems.push({ kind: 'link', href: link.url, at, reason: `outside the base URL ${base}` });
        continue;
      }
      const rel = pathname.slice(base.length);
      const file = rel.replace(/^\//, '');
      const target = byPath.get(canonicalPath('/' + rel));
      if (!target) {
        if (input.files.has(file) || input.files.has(file.replace(/\/$/, '') + '/index.html')) continue;
        const suggestion = closest(canonicalPath('/' + rel), byPath.keys());
        problems.push({ kind: 'link', href: link.url, at, reason: `no page or file at ${canonicalPath('/' + rel)}${suggestion ? `; did you mean ${suggestion}?` : ''}` });
        continue;
      }
      const hash = url.hash.slice(1);
      if (!hash || hash === 'top') continue;
      let id: string;
      try {
        id = decodeURIComponent(hash);
      } catch {
        id = hash;
      }
      if (!target.ids.has(id)) {
        const suggestion = closest(id, target.ids);
        problems.push({ kind: 'anchor', href: link.url, at, reason: `no element with id "${id}" on ${target.path}${suggestion ? `; did you mean #${suggestion}?` : ''}` });
      }
    }
  }
  return { problems, external, checked };
}
