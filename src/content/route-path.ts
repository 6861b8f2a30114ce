/** Route path rules: always a leading "/", never a trailing one (except the root). */

export function normaliseRoute(path: string): string {
  let p = ('/' + path).replace(/\/{2,}/g, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p;
}

export function joinRoute(...parts: string[]): string {
  return normaliseRoute(parts.filter(Boolean).join('/'));
}

/** Docusaurus number prefixes: `01_Setup`, `2-intro`, `10. Notes` → the name without it. */
export function stripNumberPrefix(name: string): string {
  const m = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/.exec(name);
  return m ? name.slice(m[0].length) : name;
}

/** Where a route is written in dist/: `/` → index.html, `/docs` → docs.html. */
export function routeOutputFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** URL of a route's data chunk, derived from its path (no manifest needed). */
export function routeDataFile(route: string): string {
  return route === '/' ? '_mysite/data.json' : `_mysite/data${route}.json`;
}

/** The social card of a route (see src/seo/social-cards.ts). */
export function routeCardFile(route: string): string {
  return route === '/' ? '_mysite/cards/index.jpg' : `_mysite/cards${route}.jpg`;
}

/** The Markdown twin of a route: `/docs/x` → `docs/x.md`. */
export function routeTwinFile(route: string): string {
  return route === '/' ? 'index.md' : `${route.slice(1)}.md`;
}
