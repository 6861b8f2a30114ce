/**
 * SVG imported from code: a React component (as Docusaurus's SVGR), or its
 * URL with `?url`, published as published-files.ts publishes files. From CSS
 * an SVG is a file (stylesheet-references.ts).
 */
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Plugin } from 'esbuild';
import { svgComponentModule } from '../svg-component.js';
import type { FileBoundary } from './boundary.js';
import { ASSET_NAMESPACE } from './published-files.js';
import { claims, fromStylesheet, resolveOnward } from './resolving.js';

export const SVG_NAMESPACE = 'mysite-svg';

export function svgComponents(boundary: FileBoundary): Plugin {
  return {
    name: 'mysite-svg-components',
    setup(build) {
      build.onResolve(
        { filter: /\.svg(\?url)?$/ },
        claims(async (args) => {
          if (fromStylesheet(args)) return undefined;
          const resolved = await resolveOnward(build, args.path.replace(/\?url$/, ''), args);
          if (resolved.errors.length > 0) return { errors: resolved.errors };
          const refused = boundary.refusal(args, resolved.path);
          if (refused) return refused;
          return { path: resolved.path, namespace: args.path.endsWith('?url') ? ASSET_NAMESPACE : SVG_NAMESPACE };
        }),
      );
      build.onLoad({ filter: /.*/, namespace: SVG_NAMESPACE }, (args) => ({
        contents: svgComponentModule(readFileSync(args.path, 'utf8'), basename(args.path)),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
    },
  };
}
