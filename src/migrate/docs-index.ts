/**
 * The docs of the folder being migrated, read the way mysite reads them
 * (ids and routes from doc-route.ts, sidebars from the sidebars file or the
 * folders), without compiling any Markdown: enough to turn a navbar's
 * `type: 'doc'` or `type: 'docSidebar'` item into a link to its route.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, posix } from 'node:path';
import fg from 'fast-glob';
import { docsOptionsSchema, type DocsOptions } from '../config/schema.js';
import { SidebarsLoader } from '../content/sidebars-file.js';
import { parseCategoryFile, type CategoryMeta } from '../content/read-category.js';
import { docIdOf, docRouteOf } from '../content/sources/doc-route.js';
import { buildDocsSidebar, flattenSidebar, SidebarGenerator, type DocEntry } from '../content/sources/docs-sidebar.js';
import { readExplicitSidebars } from '../content/sources/docs-explicit-sidebars.js';
import { frontMatterString } from '../content/sources/front-matter-fields.js';
import type { SidebarItem } from '../core/types.js';
import { splitFrontMatter } from '../markdown/front-matter.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { stripNumberPrefix } from '../content/number-prefix.js';

export interface DocsIndex {
  /** Doc id → its route and sidebar label. */
  docs: Map<string, { route: string; label: string }>;
  /** The route of a sidebar's first doc (the sidebar of the folders when there is no sidebars file), if known. */
  firstDocOf(sidebar: string): string | undefined;
  /** Why sidebars could not be read, if they could not. */
  sidebarsProblem?: string;
}

export async function indexDocs(siteDir: string, input: { path: string; routeBasePath: string; sidebarPath?: string | false }): Promise<DocsIndex> {
  const options: DocsOptions = docsOptionsSchema.parse(input);
  const docsDir = join(siteDir, options.path);
  const docs: DocEntry[] = [];
  const categories = new Map<string, CategoryMeta>();
  if (existsSync(docsDir)) {
    const files = await fg(['**/*.md', '**/*.mdx', '**/_category_.{json,yml,yaml}'], { cwd: docsDir });
    for (const file of files.sort()) {
      const relativePath = posix.join(options.path, file);
      const source = readFileSync(join(docsDir, file), 'utf8');
      if (basename(file).startsWith('_category_.')) {
        try {
          categories.set(dirname(file) === '.' ? '' : dirname(file), parseCategoryFile(source, relativePath));
        } catch {
          // A category the build will report; its folder still makes a category.
        }
        continue;
      }
      if (file.split('/').some((part) => part.startsWith('_'))) continue;
      const entry = docEntry({ file, relativePath, source, options });
      if (entry) docs.push(entry);
    }
  }
  const byId = new Map(docs.map((d) => [d.id, { route: d.route, label: d.label }]));
  const { sidebars, problem } = await readSidebars({ siteDir, options, docs, categories });
  return {
    docs: byId,
    firstDocOf: (name) => {
      const items = sidebars?.get(name);
      return items ? flattenSidebar(items).links.find((link) => link.href.startsWith('/'))?.href : undefined;
    },
    ...(problem ? { sidebarsProblem: problem } : {}),
  };
}

function docEntry({ file, relativePath, source, options }: { file: string; relativePath: string; source: string; options: DocsOptions }): DocEntry | undefined {
  let fm: Record<string, unknown>;
  let body: string;
  try {
    ({ data: fm, body } = splitFrontMatter(source, relativePath));
  } catch {
    return undefined; // front matter the build will report
  }
  let route: string;
  try {
    route = docRouteOf({ file, relativePath, source, fm, options });
  } catch {
    return undefined;
  }
  const fileName = basename(file, extname(file));
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(body)?.[1];
  const title = frontMatterString(fm.title) ?? heading ?? stripNumberPrefix(fileName);
  const md = { frontMatter: fm, title, html: '', toc: [], anchors: [], refs: [], words: 0, diagnostics: [], dependencies: [] } satisfies CompiledMarkdown;
  return {
    id: docIdOf(file, fm),
    file,
    dir: dirname(file) === '.' ? '' : dirname(file),
    fileName,
    relativePath,
    route,
    title,
    label: frontMatterString(fm.sidebar_label) ?? title,
    position: typeof fm.sidebar_position === 'number' ? fm.sidebar_position : undefined,
    unlisted: fm.unlisted === true,
    md,
    source,
  };
}

/** Sidebar name → items: the sidebars file's, or the folders' one sidebar (Docusaurus names it `defaultSidebar`). */
async function readSidebars(input: {
  siteDir: string;
  options: DocsOptions;
  docs: DocEntry[];
  categories: Map<string, CategoryMeta>;
}): Promise<{ sidebars?: Map<string, SidebarItem[]>; problem?: string }> {
  const { siteDir, options, docs, categories } = input;
  if (options.sidebarPath === undefined || options.sidebarPath === false) {
    const { items } = buildDocsSidebar(docs, categories, options);
    return { sidebars: new Map([['defaultSidebar', items]]) };
  }
  try {
    const file = await new SidebarsLoader(options).load(siteDir);
    if (!file) return {};
    const generator = new SidebarGenerator(docs, categories, options);
    return { sidebars: readExplicitSidebars({ file, docs, hiddenIds: new Set(), generator, options }).sidebars };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}
