/**
 * `@theme/X`, `@theme-original/X`, `@theme-init/X`, `@docusaurus/X` and
 * `@mdx-js/react`: mysite's modules of the same name (src/compat/); one it
 * does not have is an error at the import saying what to use instead.
 */
import type { Plugin } from 'esbuild';
import { compatModule, missingModuleMessage } from '../../compat/modules.js';

export function docusaurusModules(): Plugin {
  return {
    name: 'mysite-docusaurus-modules',
    setup(build) {
      build.onResolve({ filter: /^(@theme(-original|-init)?|@docusaurus)\/|^@mdx-js\/react$/ }, (args) => {
        const file = compatModule(args.path);
        return file ? { path: file } : { errors: [{ text: missingModuleMessage(args.path) }] };
      });
    },
  };
}
