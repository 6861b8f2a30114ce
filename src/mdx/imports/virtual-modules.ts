/** `mysite:…`: modules the bundler makes (a page's provider, its styles, the islands' entry), by name. */
import type { Plugin } from 'esbuild';

export function virtualModules(siteDir: string, modules: Record<string, () => string>): Plugin {
  return {
    name: 'mysite-virtual-modules',
    setup(build) {
      build.onResolve({ filter: /^mysite:/ }, (args) =>
        args.path in modules ? { path: args.path, namespace: 'mysite-virtual' } : { errors: [{ text: `mysite has no module "${args.path}".` }] },
      );
      build.onLoad({ filter: /.*/, namespace: 'mysite-virtual' }, (args) => ({
        contents: modules[args.path]!(),
        loader: 'tsx',
        resolveDir: siteDir,
      }));
    },
  };
}
