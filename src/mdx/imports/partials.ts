/**
 * `.md` and `.mdx` files imported by a page: partials, compiled as MDX. The
 * boundary is checked where they are imported, so that an error names the
 * import.
 */
import { dirname } from 'node:path';
import type { PartialMessage, Plugin } from 'esbuild';
import type { Diagnostic } from '../../core/diagnostics.js';
import { MysiteError } from '../../core/errors.js';
import { codedDetail } from '../coded-detail.js';
import { claims, resolveOnward } from './resolving.js';

export interface PartialsOptions {
  /** A Markdown or MDX file imported by a page, compiled to a module. */
  compilePartial: (absolutePath: string) => Promise<string>;
  /** Why a partial may not be read (core/site-boundary.ts), or undefined. */
  partialRefused?: (absolutePath: string) => string | undefined;
}

export function partials({ compilePartial, partialRefused }: PartialsOptions): Plugin {
  return {
    name: 'mysite-partials',
    setup(build) {
      build.onResolve(
        { filter: /\.mdx?$/ },
        claims(async (args) => {
          if (!partialRefused) return undefined;
          const resolved = await resolveOnward(build, args.path, args);
          if (resolved.errors.length > 0) return { errors: resolved.errors };
          const refused = partialRefused(resolved.path);
          return refused ? { errors: [{ text: refused }] } : { path: resolved.path };
        }),
      );
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        try {
          return { contents: await compilePartial(args.path), loader: 'js', resolveDir: dirname(args.path) };
        } catch (error) {
          if (!(error instanceof MysiteError)) throw error;
          // Each problem at its place in the partial, with its own code (bundle-errors.ts reads them back).
          return { errors: error.diagnostics.map(partialMessage) };
        }
      });
    },
  };
}

/** A problem of a partial as esbuild's message: its file is site-relative, esbuild's column 0-based. */
function partialMessage(d: Diagnostic): PartialMessage {
  const { at } = d;
  return {
    text: d.message,
    location: at?.line ? { file: at.file, line: at.line, column: (at.column ?? 1) - 1 } : null,
    detail: codedDetail(d.code, d.hint ?? ''),
  };
}
