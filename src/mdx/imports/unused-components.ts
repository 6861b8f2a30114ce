/**
 * The theme's components no page of the site can show (theme/unused-components.ts
 * finds them), bundled as nothing: the layout keeps its import and its test
 * of the page's data, and the component it gets renders nothing. The public
 * entry keeps every component: a page or an override may import it.
 */
import type { Plugin } from 'esbuild';
import { claims } from './resolving.js';
import { RELATIVE_IMPORT, type ThemeFiles, themeImportStem, withoutExtension } from './theme-files.js';

/** `files`: the unused components' files (absolute), by component name. */
export function unusedComponents(files: ReadonlyMap<string, string>, theme: ThemeFiles): Plugin {
  const byStem = new Map([...files].map(([name, file]) => [withoutExtension(file), name] as const));
  return {
    name: 'mysite-unused-components',
    setup(b) {
      if (byStem.size === 0) return;
      b.onResolve(
        { filter: RELATIVE_IMPORT },
        claims((args) => {
          const stem = themeImportStem(args, theme);
          const name = stem === undefined ? undefined : byStem.get(stem);
          return name ? { path: name, namespace: 'mysite-unused' } : undefined;
        }),
      );
      b.onLoad({ filter: /.*/, namespace: 'mysite-unused' }, (args) => ({ contents: `export function ${args.path}() { return null; }\n`, loader: 'js' }));
    },
  };
}
