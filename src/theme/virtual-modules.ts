/**
 * The modules the engine provides to a theme bundle, wherever mysite is
 * installed:
 * - `mysite:theme`: the theme's definition, with the site's React pages
 *   added to its layouts;
 * - `mysite:site`: the part of the config the browser needs;
 * - `mysite:styles`: imports the colours of highlighted code's token
 *   classes (`mysite:tokens.css`), the stylesheet made from `theme.colors`
 *   and `theme.fonts` (`mysite:variables.css`), then the site's
 *   `theme.customCss`, in that order, after the theme's own CSS;
 * - `mysite-ssg/client` and `mysite-ssg/theme` (or `mysite/…`, the former
 *   package name): the engine's public entries for
 *   pages and components; `mysite-ssg/search`, the search runtime (for code
 *   loaded lazily: it is kept out of the barrel so no page loads it up front);
 * - `react` and `react-dom`: always the site's copy (core/site-react.ts),
 *   the same for the server and the browser and for the MDX bundles, so a
 *   page holds one React whatever else is installed;
 * - in the browser bundle, `react/jsx-runtime` (what JSX compiles to) as an
 *   ES module over React's CommonJS one: every element is then a plain call
 *   `j("div", …)` rather than `(0, r.jsx)("div", …)`, about 0.3 KB gzip less
 *   on a page. (A module like it for `react` itself would have to name all
 *   of React's exports and keep them all, which costs more than it saves.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { ENGINE_ROOT } from '../core/engine-package.js';
import { resolveSiteReact } from '../core/site-react.js';
import { packageSpecifier } from '../core/package-name.js';
import type { ThemeSetup } from './prepare-theme.js';
import { COMPONENT_LAYOUT } from '../plugins/plugin-routes.js';

const CLIENT_ENTRY = join(ENGINE_ROOT, 'src/client/index.ts');
const SEARCH_ENTRY = join(ENGINE_ROOT, 'src/client/search.ts');
const JSX_RUNTIME = `import runtime from 'react/jsx-runtime';
export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;`;

/** A React page that imports Docusaurus modules is loaded through a wrapper that gives them the page's context. */
const DOCUSAURUS_PAGE = 'mysite-docusaurus-page:';
const PAGE_CONTEXT = join(ENGINE_ROOT, 'src/compat/page-context.ts');
const POST_CONTENT = join(ENGINE_ROOT, 'src/compat/post-content.ts');

/** A component a plugin's routes render is loaded through a wrapper that gives it its props. */
const PLUGIN_ROUTE = 'mysite-plugin-route:';

/** What a page layout imports: its file, or the wrapper it needs. */
function pageModule(name: string, file: string): string {
  if (name.startsWith(COMPONENT_LAYOUT)) return `${PLUGIN_ROUTE}${file}`;
  return usesDocusaurusModules(file) ? `${DOCUSAURUS_PAGE}${file}` : file;
}

function usesDocusaurusModules(file: string): boolean {
  try {
    return /from\s+['"](?:@docusaurus\/|@theme(?:-original)?\/)/.test(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * The wrapper: the page inside the context the Docusaurus modules read
 * (compat/page-context.ts). On the server it also says what the page's
 * `<Layout title>` or `<Head>` declare, by rendering it once, when the page
 * exports no `head` of its own.
 */
function docusaurusPageModule(file: string, target: 'server' | 'client', site: ThemeSetup['site']): string {
  const lines = [
    `import * as Page from ${JSON.stringify(file)};`,
    "import { createElement as h } from 'react';",
    `import { PageContext } from ${JSON.stringify(PAGE_CONTEXT)};`,
    "import site from 'mysite:site';",
    `const info = { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl, favicon: site.favicon, customFields: site.customFields ?? {}, locale: site.locale, defaultColorMode: site.colorMode.defaultMode${site.globalData ? ', globalData: site.globalData' : ''}${site.trailingSlash ? ', trailingSlash: site.trailingSlash' : ''} };`,
    'export default function DocusaurusPage(props) {',
    // reactPage: the component is the whole page, so <Layout> gives it the main-content element.
    '  return h(PageContext.Provider, { value: { site: info, path: props.page.path, head: props.head, reactPage: true } }, h(Page.default, props));',
    '}',
  ];
  if (target === 'server') {
    lines.push(
      "import { renderToStaticMarkup } from 'react-dom/server';",
      'export const head = Page.head ?? (() => {',
      '  const collected = { tags: [] };',
      "  renderToStaticMarkup(h(PageContext.Provider, { value: { site: info, path: '', head: collected, reactPage: true } }, h(Page.default, {})));",
      '  if (!collected.title) return undefined;',
      '  return { title: collected.title, ...(collected.description ? { description: collected.description } : {}), ...(collected.tags.length ? { elements: collected.tags } : {}) };',
      '})();',
    );
  } else lines.push('export const head = Page.head;');
  return lines.join('\n');
}

/**
 * The wrapper of a component a plugin's routes render (plugins/plugin-routes.ts):
 * it is given its props (the route's `modules`) from the page's data, inside
 * the context the Docusaurus modules read. Its head differs by route, so the
 * server says it per page (`headOf`), by rendering the page once.
 */
function pluginRouteModule(file: string, target: 'server' | 'client', site: ThemeSetup['site']): string {
  const lines = [
    `import Component from ${JSON.stringify(file)};`,
    "import { createElement as h } from 'react';",
    `import { PageContext } from ${JSON.stringify(PAGE_CONTEXT)};`,
    `import { withPostContents } from ${JSON.stringify(POST_CONTENT)};`,
    "import site from 'mysite:site';",
    `const info = { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl, favicon: site.favicon, customFields: site.customFields ?? {}, locale: site.locale, defaultColorMode: site.colorMode.defaultMode${site.globalData ? ', globalData: site.globalData' : ''}${site.trailingSlash ? ', trailingSlash: site.trailingSlash' : ''} };`,
    // Blog posts among the props become the components Docusaurus gives (compat/post-content.ts).
    'const element = (page, head) => h(PageContext.Provider, { value: { site: info, path: page.path, head, reactPage: true } }, h(Component, { ...withPostContents(page.data?.props ?? {}), route: { path: page.path, exact: true } }));',
    'export default function PluginRoute({ page }) { return element(page); }',
  ];
  if (target === 'server') {
    lines.push(
      "import { renderToStaticMarkup } from 'react-dom/server';",
      'export function headOf(page) {',
      '  const collected = { tags: [] };',
      '  renderToStaticMarkup(element(page, collected));',
      '  if (!collected.title) return undefined;',
      '  return { title: collected.title, ...(collected.description ? { description: collected.description } : {}), ...(collected.tags.length ? { elements: collected.tags } : {}) };',
      '}',
    );
  }
  return lines.join('\n');
}

export function virtualModules(setup: ThemeSetup, target: 'server' | 'client'): Plugin {
  return {
    name: 'mysite-virtual',
    setup(b) {
      b.onResolve({ filter: /^mysite:(theme|site|styles|variables\.css|tokens\.css)$/ }, (args) => ({ path: args.path, namespace: 'mysite' }));
      b.onResolve({ filter: packageSpecifier('client') }, () => ({ path: CLIENT_ENTRY }));
      b.onResolve({ filter: packageSpecifier('search') }, () => ({ path: SEARCH_ENTRY }));
      b.onResolve({ filter: packageSpecifier('theme') }, () => ({ path: setup.publicEntry }));
      if (target === 'client') {
        // The module's own import falls through to the site's copy below.
        b.onResolve({ filter: /^react\/jsx-runtime$/ }, (args) =>
          args.importer === 'mysite:jsx-runtime' ? undefined : { path: 'mysite:jsx-runtime', namespace: 'mysite' },
        );
      }
      b.onResolve({ filter: new RegExp(`^${DOCUSAURUS_PAGE}`) }, (args) => ({
        path: args.path.slice(DOCUSAURUS_PAGE.length),
        namespace: 'mysite-docusaurus-page',
      }));
      b.onLoad({ filter: /.*/, namespace: 'mysite-docusaurus-page' }, (args) => ({
        contents: docusaurusPageModule(args.path, target, setup.site),
        loader: 'tsx',
        resolveDir: setup.siteDir,
      }));
      b.onResolve({ filter: new RegExp(`^${PLUGIN_ROUTE}`) }, (args) => ({ path: args.path.slice(PLUGIN_ROUTE.length), namespace: 'mysite-plugin-route' }));
      b.onLoad({ filter: /.*/, namespace: 'mysite-plugin-route' }, (args) => ({
        contents: pluginRouteModule(args.path, target, setup.site),
        loader: 'tsx',
        resolveDir: setup.siteDir,
      }));
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: resolveSiteReact(args.path, setup.siteDir), external: target === 'server' }));
      b.onLoad({ filter: /.*/, namespace: 'mysite' }, (args) => {
        if (args.path === 'mysite:jsx-runtime') return { contents: JSX_RUNTIME, loader: 'js' };
        if (args.path === 'mysite:site') return { contents: `export default ${JSON.stringify(setup.site)};`, loader: 'js' };
        if (args.path === 'mysite:variables.css') return { contents: setup.stylesheet, loader: 'css' };
        if (args.path === 'mysite:tokens.css') return { contents: setup.tokenStylesheet, loader: 'css' };
        if (args.path === 'mysite:styles') {
          if (target === 'server') return { contents: '', loader: 'js' };
          // The site's client modules (its config's and its plugins'), run once in the browser, after its CSS.
          const files = ['mysite:tokens.css', 'mysite:variables.css', ...setup.customCss, ...(setup.clientModules ?? [])];
          return { contents: files.map((file) => `import ${JSON.stringify(file)};`).join('\n'), loader: 'js', resolveDir: setup.siteDir };
        }
        const pages = Object.entries(setup.pageLayouts)
          .map(([name, file]) => `${JSON.stringify(name)}: () => import(${JSON.stringify(pageModule(name, file))})`)
          .join(',\n');
        return {
          contents: `import theme from ${JSON.stringify(setup.theme.entry)};\nexport default { ...theme, layouts: { ...theme.layouts, ${pages} } };`,
          loader: 'js',
          resolveDir: setup.siteDir,
        };
      });
    },
  };
}
