/**
 * Pages: `content/pages/index.tsx` → `/`, `contact.tsx` → `/contact`,
 * `a/b.tsx` → `/a/b`; `.jsx`, and `.js` (with JSX) and `.ts` as Docusaurus reads them. A React page default-exports a component and may
 * export `head` ({ title, description }) for its <head>. A Markdown or MDX
 * page (`about.md`, `team.mdx`), as Docusaurus has them in `src/pages`, is
 * its content with its table of contents, without a sidebar.
 */
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../../config/schema.js';
import type { RouteOf } from '../../core/layout-data.js';
import type { SiteRoute } from '../../core/layout-data.js';
import type { ContentSource } from '../content-source.js';
import { tocBetween } from '../../markdown/toc-levels.js';
import { markdownTwin } from '../markdown-twin.js';
import { type CompiledFile, compileFiles } from '../compile-files.js';
import { userPlugins } from '../../markdown/user-plugins.js';
import { pageCodeOf, contentLinksOf, describePage, frontMatterString, frontMatterStrings } from './front-matter-fields.js';
import { joinRoute } from '../../core/urls.js';
import { assertSafeSymlinks } from '../symlink-check.js';

export interface PageFile {
  /** Layout name, `page:<route>`. */
  layout: `page:${string}`;
  route: string;
  absolutePath: string;
  relativePath: string;
}

export async function findPages(siteDir: string, pagesPath: string): Promise<PageFile[]> {
  const dir = join(siteDir, pagesPath);
  if (!existsSync(dir)) return [];
  assertSafeSymlinks(siteDir, dir);
  // As Docusaurus: every script is a page, but for files and folders starting with "_", tests and type declarations.
  const files = await fg(['**/*.{tsx,jsx,js,ts}', '!**/_*', '!**/_*/**', '!**/*.test.*', '!**/__tests__/**', '!**/*.d.ts'], { cwd: dir });
  return files.sort().map((file) => {
    const route = pageRoute(file);
    return { layout: `page:${route}`, route, absolutePath: join(dir, file), relativePath: posix.join(pagesPath, file) };
  });
}

export function pageRoute(file: string): string {
  const stem = file.replace(/\.(tsx|jsx|js|ts|mdx?)$/, '');
  return joinRoute(stem === 'index' ? '' : stem.replace(/\/index$/, ''));
}

/** Layout name → file, for the theme bundles. */
export function pageLayouts(pages: PageFile[]): Record<string, string> {
  return Object.fromEntries(pages.map((p) => [p.layout, p.absolutePath]));
}

export function pagesSource(pages: PageFile[], pagesPath: string): ContentSource {
  return {
    name: 'pages',
    watch: [`${pagesPath}/**`],
    async load(ctx) {
      const routes: SiteRoute[] = pages.map((p) => ({
        path: p.route,
        layout: p.layout,
        // Filled from the page module's `head` export when it is rendered.
        head: { title: '' },
        data: {},
        source: { file: p.relativePath },
      }));
      const markdownFiles = await ctx.files.list(['**/*.{md,mdx}', '!**/_*', '!**/_*/**'], join(ctx.siteDir, pagesPath));
      for (const page of await compileFiles(ctx, {
        folder: pagesPath,
        files: markdownFiles,
        plugins: userPlugins(ctx.siteDir, ctx.config.markdown),
        routeOf: (page) => pageRoute(page.file),
      }))
        routes.push(markdownPageRoute(page, ctx.config));
      return { routes };
    },
  };
}

function markdownPageRoute({ file, relativePath, source, md }: CompiledFile, config: SiteConfig): RouteOf<'markdownPage'> {
  const fm = md.frontMatter;
  const title = frontMatterString(fm.title) ?? md.title ?? file.replace(/\.mdx?$/, '');
  const description = describePage(fm, md);
  return {
    path: pageRoute(file),
    layout: 'markdownPage',
    source: { file: relativePath },
    sitemap: fm.unlisted === true ? false : {},
    head: {
      title,
      description,
      keywords: frontMatterStrings(fm.keywords),
      image: frontMatterString(fm.image),
      noindex: fm.unlisted === true,
      ...(md.headTags ? { elements: md.headTags } : {}),
    },
    contentLinks: contentLinksOf(md, relativePath),
    ...pageCodeOf(md, relativePath),
    markdown: markdownTwin({ title, description, source }),
    data: { title, html: md.html, toc: tocBetween(md.toc, fm, config.tableOfContents), hideTableOfContents: fm.hide_table_of_contents === true },
  };
}
