/**
 * `@site/…`: a path from the site folder, as Docusaurus sites write it. It
 * is resolved as `./…` from the site folder through every rule, so that
 * `@site/x.svg` is a component and `@site/x.png` a published file as the
 * relative import would be.
 *
 * `/…` in a JavaScript import (`import '/src/css/x.css'`,
 * `import team from '/data/team.json'`) is resolved as webpack resolves it
 * for Docusaurus, whose `resolve.roots` are the static folder, then the
 * site folder: from the first of them that has the file, else the path as
 * it is. A stylesheet's `url(/img/x.png)` is left to its own rule: it names
 * a published file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { OnResolveArgs, Plugin, PluginBuild } from 'esbuild';
import { fromStylesheet, isOnward } from './resolving.js';

/** `staticDir`: the static folder (absolute), the first root of `/…` imports. */
export function siteAlias(siteDir: string, staticDir?: string): Plugin {
  const roots = staticDir ? [staticDir, siteDir] : [siteDir];
  return {
    name: 'mysite-site-alias',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, (args) => fromSiteFolder(build, args, args.path.slice('@site/'.length), siteDir));
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        // The rules' own calls and the bundler's absolute paths (a file of the site) are paths as they are.
        if (fromStylesheet(args) || isOnward(args) || roots.some((root) => args.path.startsWith(`${root}/`))) return undefined;
        const root = roots.find((dir) => inFolder(dir, args.path));
        return root ? fromSiteFolder(build, args, args.path.slice(1), root) : undefined;
      });
    },
  };
}

/** `root`: the folder `path` is taken from (the site folder, or the static folder for a `/…` import). */
async function fromSiteFolder(build: PluginBuild, args: OnResolveArgs, path: string, root: string) {
  const resolved = await build.resolve(`./${path}`, { kind: args.kind, resolveDir: root, importer: args.importer });
  if (resolved.errors.length === 0) return resolved;
  // A rule's own refusal (the site's boundary, boundary.ts) says more than "could not resolve".
  const refusals = resolved.errors.filter((error) => error.detail);
  return { errors: refusals.length > 0 ? refusals : [{ text: `Could not resolve "${args.path}" (in the site folder)` }] };
}

const CODE_EXTENSIONS = ['', '.js', '.jsx', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];

/** Whether `/path` names a file of the folder (code may leave out its extension, as webpack lets it). */
function inFolder(dir: string, path: string): boolean {
  const file = join(dir, path.split('?')[0]!);
  return CODE_EXTENSIONS.some((ext) => existsSync(file + ext));
}
