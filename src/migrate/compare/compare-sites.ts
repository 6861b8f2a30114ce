/**
 * A Docusaurus build and a mysite build of one site, compared route by
 * route and page by page: which routes each serves (and which redirect),
 * and for each page in both what differs (compare-pages.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeOfUrlPath } from '../../core/urls.js';
import { comparePages, differenceSummary, type PageDifferences } from './compare-pages.js';
import { outlinePage, type PageOutline } from './page-outline.js';
import { type BuiltSite, imageFile, imageName, linkTarget, readBuild } from './read-build.js';
import { median } from './similarity.js';

export interface RedirectRoute {
  route: string;
  /** Where mysite sends it, when mysite redirects it. */
  redirectsTo?: string;
}

export interface SiteComparison {
  docusaurusDir: string;
  mysiteDir: string;
  routes: {
    both: number;
    /** Docusaurus pages mysite does not serve; `redirectsTo` when mysite redirects the route instead. */
    onlyDocusaurus: RedirectRoute[];
    onlyMysite: string[];
    /** Docusaurus redirect pages, and whether mysite serves or redirects them too. */
    docusaurusRedirects: { route: string; to: string; mysite: 'page' | 'redirect' | 'missing' }[];
  };
  /** Pages in both, worst first: by text similarity, then by how many kinds of difference. */
  pages: PageDifferences[];
  summary: {
    /** Docusaurus routes (pages and redirects) that mysite serves or redirects, out of all of them. */
    routeParity: number;
    medianSimilarity: number;
    worstSimilarity: number;
    /** Share of pages at or above `threshold` similarity. */
    atThreshold: { threshold: number; share: number };
  };
}

interface ReadSite {
  build: BuiltSite;
  outlines: Map<string, PageOutline>;
}

function readSite(dir: string): ReadSite {
  const build = readBuild(dir);
  const outlines = new Map<string, PageOutline>();
  for (const [route, file] of build.pages) outlines.set(route, outlinePage(readFileSync(join(dir, file), 'utf8')));
  return { build, outlines };
}

export interface CompareOptions {
  docusaurusDir: string;
  mysiteDir: string;
  /** The site's base URL (`/` or `/docs-site/`): link targets are compared without it. */
  baseUrl: string;
  /** The similarity the summary's share counts from (default 0.95). */
  threshold?: number;
}

export function compareSites(options: CompareOptions): SiteComparison {
  const docusaurus = readSite(options.docusaurusDir);
  const mysite = readSite(options.mysiteDir);
  const threshold = options.threshold ?? 0.95;
  const route = (target: string) =>
    target.startsWith('/')
      ? (routeOfUrlPath(target.split('#')[0]!, options.baseUrl) ?? target) + (target.includes('#') ? target.slice(target.indexOf('#')) : '')
      : target;
  const mysiteRedirect = (path: string): string | undefined => mysite.outlines.get(path)?.redirectsTo ?? mysite.build.redirects.get(path);

  const onlyDocusaurus: RedirectRoute[] = [];
  const docusaurusRedirects: SiteComparison['routes']['docusaurusRedirects'] = [];
  const pages: PageDifferences[] = [];
  for (const [path, d] of docusaurus.outlines) {
    const m = mysite.outlines.get(path);
    if (d.redirectsTo !== undefined) {
      docusaurusRedirects.push({
        route: path,
        to: d.redirectsTo,
        mysite: m && !m.redirectsTo ? 'page' : mysiteRedirect(path) !== undefined ? 'redirect' : 'missing',
      });
      continue;
    }
    if (!m || m.redirectsTo !== undefined) {
      const to = mysiteRedirect(path);
      onlyDocusaurus.push({ route: path, ...(to !== undefined ? { redirectsTo: to } : {}) });
      continue;
    }
    const dFile = docusaurus.build.pages.get(path)!;
    const mFile = mysite.build.pages.get(path)!;
    const targets = (o: PageOutline, file: string) => o.links.map((href) => route(linkTarget(href, file)));
    const brokenImages = m.images
      .map((image) => image.src)
      .filter((src) => {
        const file = imageFile(src, mFile);
        const inSite = file === undefined ? undefined : route(`/${file}`).replace(/^\//, '');
        return inSite !== undefined && !mysite.build.files.has(decodeURIComponent(inSite));
      });
    pages.push(
      comparePages({
        route: path,
        docusaurus: d,
        mysite: m,
        targets: { docusaurus: targets(d, dFile), mysite: targets(m, mFile) },
        images: { docusaurus: d.images.map((i) => ({ name: imageName(i), alt: i.alt })), mysite: m.images.map((i) => ({ name: imageName(i), alt: i.alt })) },
        brokenImages,
      }),
    );
  }
  const onlyMysite = [...mysite.outlines].filter(([path, o]) => o.redirectsTo === undefined && !docusaurus.outlines.has(path)).map(([path]) => path);
  pages.sort((a, b) => a.similarity - b.similarity || differenceSummary(b).length - differenceSummary(a).length || a.route.localeCompare(b.route));
  const docusaurusRoutes = docusaurus.outlines.size;
  const served =
    pages.length + onlyDocusaurus.filter((r) => r.redirectsTo !== undefined).length + docusaurusRedirects.filter((r) => r.mysite !== 'missing').length;
  const similarities = pages.map((p) => p.similarity);
  return {
    docusaurusDir: options.docusaurusDir,
    mysiteDir: options.mysiteDir,
    routes: { both: pages.length, onlyDocusaurus, onlyMysite, docusaurusRedirects },
    pages,
    summary: {
      routeParity: docusaurusRoutes === 0 ? 1 : served / docusaurusRoutes,
      medianSimilarity: median(similarities),
      worstSimilarity: similarities.length ? similarities[0]! : 1,
      atThreshold: { threshold, share: similarities.length ? similarities.filter((s) => s >= threshold).length / similarities.length : 1 },
    },
  };
}
