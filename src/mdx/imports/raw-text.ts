/**
 * `!!raw-loader!<file>` (webpack's inline loader, webpack-loaders.ts): the
 * file's text, from the site only, as any file content names. Any other
 * loader is an error saying what to do.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin } from 'esbuild';
import { outsideReasonText, SiteBoundary } from '../../core/site-boundary.js';
import { codedDetail } from '../coded-detail.js';
import { LOADER_IMPORT, loaderRequest, unsupportedLoaderHint } from '../webpack-loaders.js';
import { claims, resolveOnward } from './resolving.js';

/** `staticDir`: the static folder (absolute), which may be outside the site. */
export function rawText(siteDir: string, staticDir?: string): Plugin {
  const boundary = SiteBoundary.of(siteDir, staticDir ? [staticDir] : []);
  return {
    name: 'mysite-raw-text',
    setup(build) {
      build.onResolve(
        { filter: LOADER_IMPORT },
        claims(async (args) => {
          const request = loaderRequest(args.path);
          if (!request) return undefined;
          if (request.loaders.join('!') !== 'raw-loader') {
            const text = `${args.path} uses the webpack loader${request.loaders.length > 1 ? 's' : ''} ${request.loaders.map((l) => `"${l}"`).join(', ')}, which mysite does not run.`;
            return { errors: [{ text, detail: codedDetail('mdx/webpack-loader', unsupportedLoaderHint(request)) }] };
          }
          const resolved = await resolveOnward(build, request.file, args);
          if (resolved.errors.length > 0) return { errors: resolved.errors };
          const refused = boundary.check(resolved.path);
          if (refused) {
            const text = `${args.path} may not be read: ${outsideReasonText(refused, relative(siteDir, resolved.path))}.`;
            return {
              errors: [{ text, detail: codedDetail('mdx/import', 'Move the file into the site folder (say, src/ or static/), and import it from there.') }],
            };
          }
          return { path: resolved.path, namespace: RAW_NAMESPACE };
        }),
      );
      build.onLoad({ filter: /.*/, namespace: RAW_NAMESPACE }, (args) => ({
        contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};`,
        loader: 'js',
        watchFiles: [args.path],
      }));
    },
  };
}

export const RAW_NAMESPACE = 'mysite-raw';
