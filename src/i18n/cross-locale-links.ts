/**
 * The links from one locale's site into another's (the locale dropdown, the
 * notice of an untranslated page, a link an author wrote to `/fr/...`): each
 * locale's own link check leaves them out (CheckInput.otherBases), and they
 * are checked here once every locale is built, against the site they lead
 * into, reported at the page they are on.
 */
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { checkLinks, type CheckedPage, type LinkingFile, otherSite } from '../links/check.js';
import { linkDiagnostics } from '../links/report.js';
import type { ScannedPage } from '../links/scan-html.js';

/** One locale's built site, as the check reads it. */
export interface BuiltLocale {
  baseUrl: string;
  /** Its folder in the output (`''` for the default locale, `fr/`). */
  prefix: string;
  /** Its pages by route: the HTML file and what it holds. */
  pages: ReadonlyMap<string, { file: string; scan: ScannedPage }>;
  /** Its files besides pages, relative to its own folder. */
  files: ReadonlySet<string>;
}

const NOTHING = { problems: [], targets: [], external: [], checked: 0 };

export function checkAcrossLocales(sites: BuiltLocale[], config: Pick<SiteConfig, 'onBrokenLinks' | 'onBrokenAnchors'>, outDirName: string): Diagnostic[] {
  if (sites.length < 2) return [];
  const bases = sites.map((s) => s.baseUrl);
  const problems = sites.flatMap((target) => {
    // Every other site's links that lead into `target`, each page as a file that links without being a target.
    const linking: LinkingFile[] = sites
      .filter((from) => from !== target)
      .flatMap((from) => {
        const into = otherSite(
          from.baseUrl,
          bases.filter((b) => b !== from.baseUrl),
        );
        const ownBase = otherSite(
          target.baseUrl,
          bases.filter((b) => b !== target.baseUrl),
        );
        return [...from.pages].map(([route, record]) => ({
          path: route,
          file: `${outDirName}/${from.prefix}${record.file}`,
          links: record.scan.links.filter((l) => l.url.startsWith('/') && !l.url.startsWith('//') && into(pathOf(l.url)) && !ownBase(pathOf(l.url))),
        }));
      })
      .filter((f) => f.links.length > 0);
    if (linking.length === 0) return [];
    const pages: CheckedPage[] = [...target.pages].map(([path, record]) => ({ path, file: record.file, ids: record.scan.ids, links: [] }));
    return checkLinks({ pages, linkingFiles: linking, files: new Set(target.files), baseUrl: target.baseUrl, reuse: () => NOTHING }).problems;
  });
  const rules = { 'links/broken-link': config.onBrokenLinks, 'links/broken-anchor': config.onBrokenAnchors, 'links/broken-markdown-link': 'ignore' } as const;
  const severity = { throw: 'error', warn: 'warning', ignore: 'ignore' } as const;
  return linkDiagnostics(problems, outDirName, (code) => severity[rules[code]]);
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}
