/**
 * React for a site's bundles. React is a peer dependency: the site chooses
 * its version (18.3 or 19) and installs it, and every bundle of the site
 * (the theme's server and browser bundles, the MDX pages and their islands)
 * takes that one copy, so a page never carries two Reacts. Found from the
 * site's folder as Node would find it; when the site has none (a site
 * folder without node_modules, in this repository's tests), the copy found
 * from the engine's folder. `react` and `react-dom` come from the same place.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ENGINE_ROOT, packageRoot } from './engine-package.js';

const resolvers = new Map<string, NodeJS.Require>();

/** `require` from where the site's React is installed. */
function reactRequire(siteDir: string): NodeJS.Require {
  let require = resolvers.get(siteDir);
  if (!require) {
    const from = packageRoot('react', siteDir) ? siteDir : ENGINE_ROOT;
    require = createRequire(join(from, 'package.json'));
    resolvers.set(siteDir, require);
  }
  return require;
}

/** The file of `react`, `react-dom/client`, `react/jsx-runtime`… that the site's bundles use. */
export function resolveSiteReact(request: string, siteDir: string): string {
  return reactRequire(siteDir).resolve(request);
}

/** The site's React module itself (for the names it exports). */
export function loadSiteReact(siteDir: string): object {
  return reactRequire(siteDir)('react') as object;
}

/** `react@x react-dom@y` as the site's bundles get them: part of the engine identity, so a change of React builds again. */
export function siteReactVersions(siteDir: string): string {
  const require = reactRequire(siteDir);
  return ['react', 'react-dom']
    .map((name) => {
      try {
        return `${name}@${(require(`${name}/package.json`) as { version: string }).version}`;
      } catch {
        return `${name}@none`;
      }
    })
    .join(' ');
}
