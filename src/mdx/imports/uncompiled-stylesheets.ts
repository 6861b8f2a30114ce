/**
 * A stylesheet in a language mysite does not compile (Less, Stylus) imported
 * from code: a mistake to say at the import, not a file to publish and link
 * to (which published-files.ts would do with a file of an unknown type).
 */
import { extname } from 'node:path';
import type { Plugin } from 'esbuild';
import { claims, fromStylesheet } from './resolving.js';

const STYLE_LANGUAGES: Record<string, string> = { '.less': 'Less', '.styl': 'Stylus', '.stylus': 'Stylus' };

export function uncompiledStylesheets(): Plugin {
  return {
    name: 'mysite-uncompiled-stylesheets',
    setup(build) {
      build.onResolve(
        { filter: /\.(less|styl|stylus)$/i },
        claims((args) => {
          if (fromStylesheet(args) || args.kind === 'entry-point') return undefined;
          const language = STYLE_LANGUAGES[extname(args.path).toLowerCase()]!;
          return {
            errors: [
              { text: `${args.path} is ${language}, which mysite does not compile: write it as CSS, or as Sass (.scss) with the sass package installed.` },
            ],
          };
        }),
      );
    },
  };
}
