/**
 * What CSS names with `url()` or `@import`: a file of the static folder by
 * its path on the site, kept as a URL (with the base URL); another file by
 * its path from the stylesheet, published; never one outside the site,
 * unless it is a file of an installed package (a monorepo installs packages
 * above the site).
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'esbuild';
import { outsideReasonText, SiteBoundary } from '../../core/site-boundary.js';
import { inInstalledPackage } from './installed-package.js';
import { claims, fromStylesheet, resolveOnward } from './resolving.js';

export interface StylesheetReferencesOptions {
  siteDir: string;
  baseUrl: string;
  /** The static folder (absolute), whose files CSS may name by their path on the site (`url(/img/x.svg)`). */
  staticDir?: string;
}

export function stylesheetReferences({ siteDir, baseUrl, staticDir }: StylesheetReferencesOptions): Plugin {
  const boundary = SiteBoundary.of(siteDir, staticDir ? [staticDir] : []);
  return {
    name: 'mysite-stylesheet-references',
    setup(build) {
      build.onResolve(
        { filter: /.*/ },
        claims(async (args) => {
          if (!fromStylesheet(args)) return undefined;
          if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(args.path)) return { path: args.path, external: true };
          if (args.path.startsWith('/')) {
            const file = args.path.split(/[?#]/)[0]!;
            if (staticDir && !existsSync(join(staticDir, decodeURIComponent(file)))) {
              return {
                errors: [{ text: `${args.path} names a file of the static folder, and there is none at ${relative(siteDir, join(staticDir, file))}.` }],
              };
            }
            return { path: baseUrl + args.path.slice(1), external: true };
          }
          const resolved = await resolveOnward(build, args.path, args);
          if (resolved.errors.length > 0) return { errors: resolved.errors };
          const refused = inInstalledPackage(resolved.path) ? undefined : boundary.check(resolved.path);
          if (refused) return { errors: [{ text: `${args.path} may not be published: ${outsideReasonText(refused, relative(siteDir, resolved.path))}.` }] };
          return resolved;
        }),
      );
    },
  };
}
