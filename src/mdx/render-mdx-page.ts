/**
 * Renders the MDX pages of a server bundle (bundle-mdx.ts) into their HTML
 * and reads their headings and ids back from it. The pages' modules are
 * loaded side by side, not one file after another. Rendering stays on the
 * main thread: on the build's worker threads it cost about 1.9 s more CPU
 * at 300 pages (each thread loads the bundle and React's server renderer
 * again, and the pages and results are copied both ways).
 */
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { DocsHookData } from '../compat/docs-hook-data.js';
import type { PageContextValue, SiteInfo } from '../compat/page-context.js';
import { componentError } from '../core/component-error.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { htmlOutline } from './html-outline.js';
import type { IslandInfo } from './island-components.js';
import type { PageRender } from './runtime/island-server.js';

export interface MdxRenderTask {
  siteDir: string;
  site: SiteInfo;
  /** The bundle's render runtime and the page's module (absolute files). */
  runtime: string;
  module: string;
  /** Every file of the bundle, for mapping a throw back to its source. */
  files: string[];
  page: {
    relativePath: string;
    absolutePath: string;
    /** As components read it while the page renders (`useLocation`); '' when not known. */
    route: string;
    /** The compiled page, its module's code left out (the bundle has it). */
    md: CompiledMarkdown;
  };
  /**
   * A doc's data for the docs client hooks (compat/docs-hook-data.ts):
   * `pending` on its first render, before its section's sidebars are known;
   * absent on a page that is no doc.
   */
  docs?: 'pending' | DocsHookData;
}

export interface MdxRenderedIsland {
  key: string;
  info: IslandInfo;
}

export interface MdxRenderResult {
  /** The page completed with its HTML; none when it could not render. */
  md?: CompiledMarkdown;
  /** Ids its HTML repeats. */
  repeated: string[];
  islands: MdxRenderedIsland[];
  problems: Diagnostic[];
  /** Rendered with `docs: 'pending'`, the page asked for the docs data: it must be rendered again with it (its problems wait for that render). */
  readsDocs?: true;
}

export interface ServerRuntime {
  renderMdxContent(Content: ComponentType, page: PageContextValue, keyOf: (info: IslandInfo) => string): PageRender;
  globalComponents: Record<string, unknown>;
}

const TRUNCATE_HTML = '<mysite-truncate></mysite-truncate>';

/** Pages of one bundle: their modules are loaded side by side, then each is rendered. */
export async function renderMdxPages(tasks: MdxRenderTask[]): Promise<MdxRenderResult[]> {
  return Promise.all(tasks.map(renderMdxPage));
}

export async function renderMdxPage(task: MdxRenderTask): Promise<MdxRenderResult> {
  const { page, siteDir } = task;
  const runtime = await importBundled<ServerRuntime>(task.runtime, task);
  const module = await importBundled<{ default: ComponentType }>(task.module, task);
  const head = { tags: [] as string[] };
  let rendered: PageRender;
  const docs = task.docs === 'pending' ? { pending: true as const, read: false } : task.docs;
  try {
    const context: PageContextValue = { site: task.site, path: page.route, head, headingIds: page.md.anchors, ...(docs ? { docs } : {}) };
    rendered = runtime.renderMdxContent(module.default, context, (info) => islandKey(info));
  } catch (error) {
    // Empty answers of the first render may make a component throw: what counts is the render with the data.
    if (docs && 'pending' in docs && docs.read) return { md: page.md, repeated: [], islands: [], problems: [], readsDocs: true };
    const problems = isTooLarge(error) ? [tooLarge(page.relativePath, error)] : componentError(error, task.files, siteDir, page.relativePath).diagnostics;
    return { repeated: [], islands: [], problems };
  }
  const { md, repeated } = completed(page.md, rendered.html, head);
  // The render with the data starts again from the compiled page; what `<Head>` said names the doc meanwhile.
  if (docs && 'pending' in docs && docs.read)
    return { md: { ...page.md, frontMatter: md.frontMatter }, repeated: [], islands: [], problems: [], readsDocs: true };
  return {
    md,
    repeated,
    islands: rendered.islands.map((island) => ({ key: island.key, info: island.info })),
    problems: rendered.problems.map((p) => renderProblem(p, page.relativePath)),
  };
}

/** A module of the bundle; a throw while it loads is the author's, at their line. */
export async function importBundled<T>(file: string, task: Pick<MdxRenderTask, 'files' | 'siteDir'>): Promise<T> {
  try {
    return (await import(pathToFileURL(file).href)) as T;
  } catch (error) {
    throw componentError(error, task.files, task.siteDir);
  }
}

/**
 * The key an island's component is loaded by in the browser: what it is, and from where it is imported (the
 * page's folder in the site, so that the site's own folder does not change the key, and the scripts' names).
 */
function islandKey(info: IslandInfo): string {
  const pageFolder = dirname(info.page);
  const from = info.inline
    ? `${pageFolder}\0inline\0${info.inline.source}\0${info.inline.globals.join()}`
    : info.kind === 'global'
      ? `global\0${info.name}`
      : `${pageFolder}\0${info.source}\0${info.imported}`;
  return createHash('sha1').update(from).digest('hex').slice(0, 12);
}

/** The page's result with what rendering made, and the ids its HTML repeats. */
function completed(
  md: CompiledMarkdown,
  rendered: string,
  head: { title?: string; description?: string; tags: string[] },
): { md: CompiledMarkdown; repeated: string[] } {
  const cut = rendered.indexOf(TRUNCATE_HTML);
  const html = cut < 0 ? rendered : rendered.slice(0, cut) + rendered.slice(cut + TRUNCATE_HTML.length);
  const { toc, anchors, repeated } = htmlOutline(html);
  const frontMatter = { ...md.frontMatter };
  if (head.title && frontMatter.title === undefined) frontMatter.title = head.title;
  if (head.description && frontMatter.description === undefined) frontMatter.description = head.description;
  const completedMd: CompiledMarkdown = {
    ...md,
    frontMatter,
    html,
    excerptHtml: cut < 0 ? undefined : rendered.slice(0, cut),
    toc,
    anchors: [...new Set([...md.anchors, ...anchors])],
    ...(head.tags.length > 0 ? { headTags: head.tags } : {}),
  };
  return { md: completedMd, repeated };
}

function isTooLarge(error: unknown): error is Error {
  return error instanceof Error && error.name === 'PageTooLargeError';
}

function tooLarge(file: string, error: Error): Diagnostic {
  return {
    severity: 'error',
    code: 'markdown/page-too-large',
    message: `${file} is too large to render: ${error.message}.`,
    at: { file },
    hint: 'A partial used many times, or partials that include each other more than once at each level, multiply the page: split it, or use them fewer times.',
  };
}

function renderProblem(problem: PageRender['problems'][number], file: string): Diagnostic {
  return {
    severity: 'error',
    code: problem.code,
    message: problem.message,
    at: { file: problem.info.page ?? file, line: problem.info.line, column: problem.info.column },
    hint:
      problem.hint ??
      (problem.code === 'mdx/island-props'
        ? 'Pass it text, numbers, true/false, lists or objects of them; or move what needs the function into the component itself.'
        : 'Check the import: the module may have no default export, or export the component under another name.'),
  };
}
