/**
 * The site's swizzled components in a bundle (esbuild), as Docusaurus
 * resolves them:
 *
 * - `@theme/<Name>` is the site's `src/theme/<Name>` file, wherever it is
 *   imported (a component the site added itself included);
 * - `@theme-original/<Name>` and `@theme-init/<Name>` are what that file
 *   wraps: mysite's component through its adapter (themes/default/swizzle-adapters/), or the
 *   Docusaurus module mysite provides under that name (`@theme-original/Heading`);
 * - in the theme's bundles (`theme` given), wherever the default theme
 *   imports a component a swizzle stands for, it gets the site's file in
 *   the adapter instead (as theme.components does, component-overrides.ts);
 *   `DocItem/Footer` and a post's page for `BlogPostItem` are parts of a
 *   layout, which is given them where they are.
 *
 * Names a site swizzles that nothing of this handles are left to the rules
 * after it (site-imports.ts; an import of one is an error there); the build warns about their
 * files (compat/swizzle/swizzle-warnings.ts). A site without `src/theme/` adds no handler.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';
import { ENGINE_ROOT } from '../../core/engine-package.js';
import { codedDetail } from '../coded-detail.js';
import type { SiteSwizzle } from '../../compat/swizzle/site-swizzles.js';
import { swizzleTarget, type ThemeTarget } from '../../compat/swizzle/swizzle-map.js';
import { claims, resolveOnward } from './resolving.js';
import { RELATIVE_IMPORT, themeImportStem } from './theme-files.js';

const ADAPTERS = join(ENGINE_ROOT, 'themes/default/swizzle-adapters');
const DEFAULT_THEME = join(ENGINE_ROOT, 'themes/default');
const REQUEST = /^@theme(-original|-init)?\/(.+)$/;

export interface SwizzleBundle {
  swizzles: readonly SiteSwizzle[];
  /** The theme's bundles of the default theme; MDX bundles and other themes get the `@theme/…` imports only. */
  theme?: { publicEntry: string };
}

interface Placed {
  swizzle: SiteSwizzle;
  target: ThemeTarget;
}

export function swizzledComponents({ swizzles, theme }: SwizzleBundle): Plugin {
  const byName = new Map(swizzles.map((s) => [s.name, s]));
  const swizzleFiles = new Set(swizzles.map((s) => s.file));
  const placed: Placed[] = [];
  for (const swizzle of swizzles) {
    const target = swizzleTarget(swizzle.name);
    if (target?.kind === 'theme') placed.push({ swizzle, target });
  }
  const byThemeFile = new Map<string, Placed[]>();
  for (const p of theme ? placed : []) {
    if (isInLayout(p)) continue;
    const file = join(DEFAULT_THEME, p.target.file);
    byThemeFile.set(file, [...(byThemeFile.get(file) ?? []), p]);
  }
  return {
    name: 'mysite-swizzles',
    setup(b) {
      if (swizzles.length === 0) return;
      b.onResolve(
        { filter: REQUEST },
        claims(async (args) => {
          const [, variant, name] = REQUEST.exec(args.path)!;
          const swizzle = byName.get(name!);
          if (!swizzle) return keptComponent(name!, variant, args.importer);
          if (!variant && args.importer !== swizzle.file) return { path: swizzle.file };
          const target = swizzleTarget(name!);
          if (target?.kind === 'module') {
            // mysite's module of that name (`@theme-original/Heading`): the Docusaurus modules' rule gives it.
            return target.original === args.path ? undefined : resolveOnward(b, target.original, args);
          }
          if (target?.kind !== 'theme') return undefined;
          if (!theme) {
            const text = `${args.path} is part of the theme's frame (${target.where}), which a page's own code cannot show.`;
            return {
              errors: [
                { text, detail: codedDetail('theme/swizzle-in-page', `Render it where the theme does: ${swizzle.relative} already replaces it there.`) },
              ],
            };
          }
          return { path: name!, namespace: 'mysite-swizzle-original' };
        }),
      );
      b.onLoad({ filter: /.*/, namespace: 'mysite-swizzle-original' }, (args) => {
        const target = swizzleTarget(args.path) as ThemeTarget;
        return {
          // Read at render, as in replacementModule: the adapter's module may not be evaluated yet.
          contents: `import { ${target.adapter[1]} as a } from ${adapterFile(target)};\nimport { jsx } from 'react/jsx-runtime';\nexport default function Original(props) { return jsx(a.Original, props); }\n`,
          loader: 'js',
          resolveDir: ADAPTERS,
        };
      });
      /**
       * A swizzled file's import of a theme component the site did not swizzle (an ejected TOC's
       * `@theme/TOCItems`): the theme's own, as Docusaurus gives it; elsewhere, left to the other plugins.
       */
      function keptComponent(name: string, variant: string | undefined, importer: string) {
        if (variant || !theme || !swizzleFiles.has(importer) || swizzleTarget(name)?.kind !== 'theme') return undefined;
        return { path: name, namespace: 'mysite-swizzle-original' };
      }
      if (!theme || byThemeFile.size + placed.length === 0) return;

      // The theme's own imports of a component the site swizzled.
      b.onResolve(
        { filter: RELATIVE_IMPORT },
        claims((args) => {
          const stem = themeImportStem(args, { dir: DEFAULT_THEME, publicEntry: theme.publicEntry });
          return stem !== undefined && byThemeFile.has(stem) ? { path: stem, namespace: 'mysite-swizzle' } : undefined;
        }),
      );
      b.onLoad({ filter: /.*/, namespace: 'mysite-swizzle' }, (args) => ({
        contents: replacementModule(args.path, byThemeFile.get(args.path)!),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));

      // The parts of layouts, given the site's component where they are.
      for (const part of LAYOUT_PARTS) {
        const p = placed.find((x) => x.swizzle.name === part.name);
        if (!p) continue;
        const file = join(DEFAULT_THEME, `${part.layout}.tsx`);
        b.onLoad({ filter: new RegExp(`${escape(part.layout)}\\.tsx$`) }, (args) => {
          if (args.path !== file) return undefined;
          return { contents: part.transform(readFileSync(file, 'utf8'), p.swizzle.file), loader: 'tsx', resolveDir: dirname(file) };
        });
      }
    },
  };
}

const adapterFile = (target: ThemeTarget) => JSON.stringify(join(ADAPTERS, `${target.adapter[0]}.tsx`));

/**
 * The theme's file with the swizzled components in place of its own, each wrapping the one before (TOC around TOCItems).
 * Wrapped at first render, not when the module is evaluated: an adapter's module imports theme components that
 * import this one (the navbar's colour mode toggle), so with two swizzles of one adapter either may be evaluated first.
 */
function replacementModule(themeFile: string, parts: Placed[]): string {
  const lines = [
    `import * as original from ${JSON.stringify(themeFile)};`,
    `export * from ${JSON.stringify(themeFile)};`,
    "import { jsx } from 'react/jsx-runtime';",
    'const atFirstRender = (make) => { let made; return (props) => jsx((made ??= make()), props); };',
  ];
  const byExport = new Map<string, Placed[]>();
  for (const p of parts) byExport.set(p.target.exportName, [...(byExport.get(p.target.exportName) ?? []), p]);
  let i = 0;
  for (const [exportName, group] of byExport) {
    const local = `c${i}`;
    lines.push(`let ${local} = original[${JSON.stringify(exportName)}];`);
    for (const p of group.sort((a, b) => WRAP_ORDER.indexOf(a.swizzle.name) - WRAP_ORDER.indexOf(b.swizzle.name))) {
      const n = i++;
      lines.push(
        `import site${n} from ${JSON.stringify(p.swizzle.file)};`,
        `import { ${p.target.adapter[1]} as adapter${n} } from ${adapterFile(p.target)};`,
        `${local} = ((inner) => atFirstRender(() => adapter${n}.wrap(site${n}, inner)))(${local});`,
      );
    }
    lines.push(exportName === 'default' ? `export default ${local};` : `export { ${local} as ${exportName} };`);
  }
  return lines.join('\n');
}

/** Inner first: a swizzled TOC wraps a swizzled TOCItems, NotFound its Content. */
const WRAP_ORDER = ['TOCItems', 'TOC', 'NotFound/Content', 'NotFound'];

interface LayoutPart {
  name: string;
  layout: string;
  transform(source: string, siteFile: string): string;
}

/** Components that are a part of a layout: the layout's source, the part wrapped in the site's component. */
const LAYOUT_PARTS: LayoutPart[] = [
  {
    name: 'DocItem/Footer',
    layout: 'layouts/DocLayout',
    transform: (source, siteFile) =>
      wrapPart(source, '{doc.editUrl ? (', '{doc.lastUpdate ? <LastUpdated {...doc.lastUpdate} /> : null}', siteFile, {
        adapter: ['docs', 'DocItemFooter'],
        open: '<SwizzledPart>',
        wrapped: 'adapter.wrap(site, ({ children }) => <>{children}</>)',
      }),
  },
  {
    name: 'BlogPostItem',
    layout: 'layouts/BlogPostLayout',
    transform: (source, siteFile) =>
      wrapPart(source, '<article className="blog-post">', '</article>', siteFile, {
        adapter: ['blog', 'BlogPostItem'],
        open: '<SwizzledPart post={post}>',
        wrapped: 'adapter.wrapArticle(site)',
      }),
  },
];

/** A part that is only in a layout (not `BlogPostItem`, a component of list pages too). */
const isInLayout = (p: Placed) => LAYOUT_PARTS.some((part) => part.name === p.swizzle.name && part.layout === p.target.file);

function wrapPart(source: string, start: string, end: string, siteFile: string, how: { adapter: [string, string]; open: string; wrapped: string }): string {
  const from = source.indexOf(start);
  const to = source.indexOf(end, from);
  if (from < 0 || to < 0)
    throw new Error(`mysite's swizzle of a layout part no longer finds ${JSON.stringify(start)} in the theme's layout: update src/mdx/imports/swizzles.ts.`);
  const close = to + end.length;
  const imports = [
    `import site from ${JSON.stringify(siteFile)};`,
    `import { ${how.adapter[1]} as adapter } from ${JSON.stringify(join(ADAPTERS, `${how.adapter[0]}.tsx`))};`,
    `const SwizzledPart = ${how.wrapped};`,
  ].join(' ');
  // The imports go on the first line, so the layout's lines keep their numbers.
  return `${imports} ${source.slice(0, from)}${how.open}${source.slice(from, close)}</SwizzledPart>${source.slice(close)}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
