/**
 * `@site/…`: a path from the site folder, as Docusaurus sites write it. It
 * is resolved as `./…` from the site folder through every rule, so that
 * `@site/x.svg` is a component and `@site/x.png` a published file as the
 * relative import would be.
 */
import type { Plugin } from 'esbuild';

export function siteAlias(siteDir: string): Plugin {
  return {
    name: 'mysite-site-alias',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const resolved = await build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: siteDir, importer: args.importer });
        if (resolved.errors.length === 0) return resolved;
        // A rule's own refusal (the site's boundary, boundary.ts) says more than "could not resolve".
        const refusals = resolved.errors.filter((error) => error.detail);
        return { errors: refusals.length > 0 ? refusals : [{ text: `Could not resolve "${args.path}" (in the site folder)` }] };
      });
    },
  };
}
