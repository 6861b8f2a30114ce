/**
 * React in MDX bundles: on the server, the site's React behind the probes
 * that find islands (runtime/probe*.ts); in the browser, the page's own
 * React, shared through `globalThis` (src/client/islands.ts).
 */
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { ENGINE_ROOT } from '../../core/engine-package.js';
import { loadSiteReact, resolveSiteReact } from '../../core/site-react.js';

const RUNTIME = join(ENGINE_ROOT, 'src/mdx/runtime');

/** React: one copy, the site's (core/site-react.ts), on both sides. */
export function reactImports(target: 'server' | 'client', siteDir: string): Plugin {
  return {
    name: 'mysite-mdx-react',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        const fromRuntime = args.importer.startsWith(RUNTIME);
        if (target === 'client') return { path: args.path, namespace: 'mysite-shared-react' };
        if (!fromRuntime && args.path === 'react') return { path: join(RUNTIME, 'probe-react.ts') };
        if (!fromRuntime && (args.path === 'react/jsx-runtime' || args.path === 'react/jsx-dev-runtime')) return { path: join(RUNTIME, 'probe-jsx.ts') };
        return { path: resolveSiteReact(args.path, siteDir), external: true };
      });
      build.onLoad({ filter: /.*/, namespace: 'mysite-shared-react' }, (args) => ({ contents: sharedReactModule(args.path, siteDir), loader: 'js' }));
    },
  };
}

/**
 * `react`, `react-dom`… in the browser bundle of islands: the module the
 * page's own runtime put on `globalThis.__mysiteReact` before it loaded the
 * islands, so that an island adds its own code and nothing of React.
 */
function sharedReactModule(request: string, siteDir: string): string {
  const part =
    request === 'react'
      ? 'React'
      : request.startsWith('react/jsx')
        ? 'JsxRuntime'
        : request === 'react-dom/client'
          ? 'ReactDOMClient'
          : request.startsWith('react-dom')
            ? 'ReactDOM'
            : 'React';
  const names = part === 'React' ? reactExports(siteDir) : SHARED_EXPORTS[part]!;
  return `const m = globalThis.__mysiteReact.${part};\nexport default m;\n${names.map((n) => `export const ${n} = m.${n};`).join('\n')}\n`;
}

/** The names the site's React exports (18 and 19 differ). */
function reactExports(siteDir: string): string[] {
  return Object.keys(loadSiteReact(siteDir)).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
}

const SHARED_EXPORTS: Record<string, string[]> = {
  JsxRuntime: ['jsx', 'jsxs', 'Fragment'],
  ReactDOM: ['createPortal', 'flushSync'],
  ReactDOMClient: ['createRoot', 'hydrateRoot'],
};
