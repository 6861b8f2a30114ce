/**
 * Reads and compiles the Markdown files of a source folder, gathering every
 * broken file into one error so an author sees them all at once. In watch
 * mode a file unchanged since the last run is answered from memory at once:
 * thousands of unchanged files cost no waiting and no hashing.
 */
import { markdownTexts } from '../markdown/texts.js';
import { join, posix } from 'node:path';
import type { BuildContext } from './content-source.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { settleAll } from '../core/settle-all.js';
import { formatSetting } from '../markdown/page-format.js';
import type { UserPlugins } from '../markdown/user-plugins.js';
import type { DocsHookData } from '../compat/docs-hook-data.js';

export interface CompiledFile {
  /** Relative to the source folder. */
  file: string;
  /** Relative to the site folder. */
  relativePath: string;
  source: string;
  md: CompiledMarkdown;
}

export interface CompileFilesInput {
  /** The section's folder, site-relative. */
  folder: string;
  /** Relative to `folder`; the results come back in this order. */
  files: string[];
  /** The site's remark and rehype plugins for this section. */
  plugins?: UserPlugins;
  /** A page's route, known from its file and front matter, for what its MDX components read while it renders. */
  routeOf?: (file: CompiledFile) => string;
  /** The files are docs: their MDX pages may read the docs client hooks, whose data comes later (`renderWithDocs`). */
  docs?: boolean;
}

export async function compileFiles(ctx: BuildContext, { folder, files, plugins, routeOf, docs }: CompileFilesInput): Promise<CompiledFile[]> {
  const results = await compileEach(ctx, folder, files, plugins);
  return renderMdx(ctx, folder, results, plugins, routeOf, docs === true);
}

/** Docs of `folder` whose first render read the docs client hooks (`md.mdx.readsDocs`), rendered again with their data; by site-relative path. */
export async function renderWithDocs(
  ctx: BuildContext,
  folder: string,
  docs: { file: CompiledFile; route: string; docs: DocsHookData }[],
): Promise<Map<string, CompiledMarkdown>> {
  if (docs.length === 0 || !ctx.mdx) return new Map();
  const pages = docs.map(({ file, route, docs: data }) => ({
    relativePath: file.relativePath,
    absolutePath: join(ctx.siteDir, file.relativePath),
    source: file.source,
    md: file.md,
    route,
    docs: data,
  }));
  return ctx.mdx.renderWithDocs(pages, folder, ctx.diagnostics);
}

/** MDX pages come out of the compiler as modules: their HTML is made by rendering them, all of a folder at once. */
async function renderMdx(
  ctx: BuildContext,
  folder: string,
  results: CompiledFile[],
  plugins: UserPlugins | undefined,
  routeOf: CompileFilesInput['routeOf'],
  docs: boolean,
): Promise<CompiledFile[]> {
  const mdx = results.filter((r) => r.md.mdx);
  if (mdx.length === 0) return results;
  if (!ctx.mdx && ctx.unrenderedMdx) return results;
  if (!ctx.mdx) throw new Error('MDX pages need an MDX renderer in the build context.');
  const pages = mdx.map((r) => ({
    relativePath: r.relativePath,
    absolutePath: join(ctx.siteDir, r.relativePath),
    source: r.source,
    md: r.md,
    route: routeAt(r, routeOf),
    ...(docs ? { docs: 'pending' as const } : {}),
  }));
  const rendered = await ctx.mdx.render(pages, folder, ctx.diagnostics, plugins);
  return results.map((r) => (r.md.mdx ? { ...r, md: rendered.get(r.relativePath)! } : r));
}

async function compileEach(ctx: BuildContext, folder: string, files: string[], plugins: UserPlugins | undefined): Promise<CompiledFile[]> {
  const results: CompiledFile[] = new Array(files.length);
  const waiting: Promise<void>[] = [];
  const base = posix.normalize(folder + '/');
  const texts = markdownTexts(ctx.messages);
  files.forEach((file, i) => {
    // A locale's translation of the file, when it has one (i18n/content-overlay.ts).
    const relativePath = ctx.files.locate(base === './' ? file : base + file);
    const absolutePath = join(ctx.siteDir, relativePath);
    const source = ctx.files.textOf(absolutePath);
    const format = formatSetting(ctx.config.markdown?.format, relativePath);
    const md = source === undefined ? undefined : ctx.markdown.resultFor(relativePath, source, format, texts);
    if (source !== undefined && md) {
      results[i] = { file, relativePath, source, md };
      return;
    }
    waiting.push(
      (async () => {
        const text = await ctx.files.read(absolutePath, relativePath);
        results[i] = {
          file,
          relativePath,
          source: text,
          md: await ctx.markdown.compile({
            absolutePath,
            relativePath,
            source: text,
            partialsRoot: folder,
            format,
            plugins,
            emoji: ctx.config.markdown?.emoji,
            mermaid: ctx.config.markdown?.mermaid,
            texts,
          }),
        };
      })(),
    );
  });
  await settleAll(waiting);
  return results;
}

/** The page's route for rendering, if the section can tell it (a bad `slug` is reported by the section itself). */
function routeAt(file: CompiledFile, routeOf: CompileFilesInput['routeOf']): string {
  try {
    return routeOf?.(file) ?? '';
  } catch {
    return '';
  }
}
