/**
 * Engine modules whose contents depend on the site's features
 * (theme/site-features.ts says which and what): each such file is bundled
 * with the contents given for it, or as written where none is.
 */
import { basename } from 'node:path';
import type { Plugin } from 'esbuild';
import { codeLoader } from './theme-files.js';

/** `modules`: an engine file (absolute) → its contents for this site, undefined for the file as written. */
export function featureModules(modules: ReadonlyMap<string, string | undefined>): Plugin {
  const names = [...modules.keys()].map((file) => basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    name: 'mysite-feature-modules',
    setup(b) {
      if (names.length === 0) return;
      b.onLoad({ filter: new RegExp(`(?:^|[\\\\/])(?:${names.join('|')})$`) }, (args) => {
        const contents = modules.get(args.path);
        return contents === undefined ? undefined : { contents, loader: codeLoader(args.path) };
      });
    },
  };
}
