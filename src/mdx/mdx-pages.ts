/**
 * Makes the HTML of a source's MDX pages once they are compiled: bundles
 * them with what they import (bundle-mdx.ts), checks the components they use
 * exist, renders each on the server (runtime/island-server.tsx), and reads
 * its headings and ids back from the HTML. What a run's pages need in the
 * browser is gathered across sources: the islands (bundled by
 * bundle-islands.ts), the CSS and the files they import.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { PageContextValue, SiteInfo } from '../compat/page-context.js';
import type { Diagnostic, Diagnostics, Problem } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import { outsideReasonText, SiteBoundary } from '../core/site-boundary.js';
import { closest } from '../core/suggest.js';
import type { OutputFile } from '../core/types.js';
import type { CompiledMarkdown, MarkdownInput } from '../markdown/types.js';
import type { UserPlugins } from '../markdown/user-plugins.js';
import { componentError } from '../core/component-error.js';
import { bundleMdx, type MdxBundle } from './bundle-mdx.js';
import { htmlOutline } from './html-outline.js';
import type { IslandInfo } from './island-components.js';
import { partialLoops } from './partial-loops.js';
import { providerModule } from './provider.js';
import type { PageRender } from './runtime/island-server.js';

/** A page to render: compiled, with an MDX module. */
export interface MdxPageInput {
  relativePath: string;
  absolutePath: string;
  source: string;
  md: CompiledMarkdown;
  /** Its route, as components read it while it renders (`useLocation`); '' when not known. */
  route?: string;
}

/** How the browser bundle imports an island (bundle-islands.ts). */
export interface IslandEntry {
  key: string;
  info: IslandInfo;
  /** Folder the import is resolved from (the page's). */
  resolveDir: string;
}

interface ServerRuntime {
  renderMdxContent(Content: ComponentType, page: PageContextValue, keyOf: (info: IslandInfo) => string): PageRender;
  globalComponents: Record<string, unknown>;
}

export interface MdxPagesOptions {
  siteDir: string;
  /** The static folder (absolute). */
  staticDir: string;
  site: SiteInfo;
  /** The config's `markdown.components`. */
  components: Record<string, string>;
  /** Where server bundles are written. */
  bundleDir: string;
  compile: (input: MarkdownInput) => Promise<CompiledMarkdown>;
}

export const TRUNCATE_HTML = '<mysite-truncate></mysite-truncate>';

/** What the MDX pages of one group (a source's folder) need in the browser, and the files they were made from. */
export interface RenderedGroup {
  islands: Map<string, IslandEntry>;
  assets: OutputFile[];
  css?: string;
  /** Absolute paths. */
  inputs: string[];
}

export class MdxPages {
  /**
   * By group, what its last render gathered: a run renders again only the
   * sources it reloads, and the others' islands, files and CSS still count.
   */
  readonly groups = new Map<string, RenderedGroup>();
  /** Changes whenever a group is rendered (the site-wide files are then made again). */
  generation = 0;
  private readonly boundary: SiteBoundary;

  constructor(private readonly options: MdxPagesOptions) {
    this.boundary = SiteBoundary.of(options.siteDir);
  }

  /** Renders the pages; returns each page's completed result, by site-relative path. Warnings about partials go to `diagnostics`. */
  async render(pages: MdxPageInput[], group: string, diagnostics: Diagnostics, plugins?: UserPlugins): Promise<Map<string, CompiledMarkdown>> {
    const done = new Map<string, CompiledMarkdown>();
    if (pages.length === 0) return done;
    const { siteDir } = this.options;
    const bundle = await bundleMdx({
      siteDir,
      baseUrl: this.options.site.baseUrl,
      staticDir: this.options.staticDir,
      pages: pages.map((p) => ({ file: p.relativePath, absolutePath: p.absolutePath, source: p.source, code: p.md.mdx!.code })),
      outDir: `${this.options.bundleDir}/${group}`,
      provider: providerModule(siteDir, this.options.components),
      compilePartial: (path) => this.compilePartial(path, diagnostics, plugins),
      partialRefused: (path) => this.partialRefused(path),
    });
    const gathered: RenderedGroup = { islands: new Map(), assets: bundle.assets, css: bundle.css, inputs: bundle.inputs };
    // Kept even if rendering fails below: watch mode must still see the files that were read.
    this.groups.set(group, gathered);
    this.generation++;
    const loops = partialLoops(bundle.graph, siteDir);
    if (loops.length > 0) throw new MysiteError(loops);
    const runtime = await importModule<ServerRuntime>(bundle.runtime, bundle, siteDir);
    const problems: Diagnostic[] = [...unknownComponents(pages, Object.keys(runtime.globalComponents))];
    if (problems.length > 0) throw new MysiteError(problems);
    for (const page of pages) {
      const module = await importModule<{ default: ComponentType }>(bundle.pages.get(page.relativePath)!, bundle, siteDir);
      const head = { tags: [] as string[] };
      let rendered: PageRender;
      try {
        const context = { site: this.options.site, path: page.route ?? '', head, headingIds: page.md.anchors };
        rendered = runtime.renderMdxContent(module.default, context, (info) => this.islandKey(info, page));
      } catch (error) {
        problems.push(...(isTooLarge(error) ? [tooLarge(page, error)] : componentError(error, bundle.files, siteDir, page.relativePath).diagnostics));
        continue;
      }
      for (const p of rendered.problems) problems.push(renderProblem(p, page));
      for (const island of rendered.islands) {
        gathered.islands.set(island.key, { key: island.key, info: island.info, resolveDir: dirname(page.absolutePath) });
      }
      const { md, repeated } = completed(page.md, rendered.html, head);
      // Ids the compiled Markdown already repeats were reported at their line when it compiled.
      const reported = repeatedIn(page.md.anchors);
      for (const id of repeated) if (!reported.has(id)) diagnostics.warn(repeatedId(id, page.relativePath));
      done.set(page.relativePath, md);
    }
    if (problems.length > 0) throw new MysiteError(problems);
    return done;
  }

  /** The key an island's component is loaded by in the browser: what it is, and from where it is imported. */
  private islandKey(info: IslandInfo, page: MdxPageInput): string {
    const from = info.kind === 'global' ? `global\0${info.name}` : `${dirname(page.absolutePath)}\0${info.source}\0${info.imported}`;
    return createHash('sha1').update(from).digest('hex').slice(0, 12);
  }

  /** Why a partial may not be read: it is outside the site, or hidden (core/site-boundary.ts). */
  partialRefused(path: string): string | undefined {
    const file = relative(this.options.siteDir, path).split(sep).join('/');
    const refused = this.boundary.check(path);
    return refused && `The partial ${file} may not be read: ${outsideReasonText(refused, file)}.`;
  }

  /** A Markdown or MDX file a page imports, compiled as MDX; its warnings are reported. */
  async compilePartial(path: string, diagnostics?: Diagnostics, plugins?: UserPlugins): Promise<string> {
    const { siteDir } = this.options;
    const file = relative(siteDir, path).split(sep).join('/');
    const md = await this.options.compile({
      absolutePath: path,
      relativePath: file,
      source: readFileSync(path, 'utf8'),
      format: 'mdx',
      partialsRoot: dirname(file),
      plugins,
    });
    for (const d of md.diagnostics) diagnostics?.report(d);
    return md.mdx!.code;
  }
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

function repeatedIn(ids: string[]): Set<string> {
  const seen = new Set<string>();
  return new Set(ids.filter((id) => seen.has(id) || !seen.add(id)));
}

/** Two elements of one page with the same id: a link to it reaches only the first. */
function repeatedId(id: string, file: string): Problem {
  return {
    code: 'markdown/repeated-id',
    message: `Two elements of the page have the id "${id}": a link to #${id} reaches only the first.`,
    at: { file },
    hint: 'Give one of them another id: "## Title {#other-id}" on a Markdown heading, id="other-id" on <Heading> or an element.',
  };
}

async function importModule<T>(file: string, bundle: MdxBundle, siteDir: string): Promise<T> {
  try {
    return (await import(pathToFileURL(file).href)) as T;
  } catch (error) {
    throw componentError(error, bundle.files, siteDir);
  }
}

/** Components a page uses without importing them that the site does not have globally either. */
function unknownComponents(pages: MdxPageInput[], globals: string[]): Diagnostic[] {
  const known = new Set(globals);
  const problems: Diagnostic[] = [];
  for (const page of pages) {
    for (const use of page.md.mdx!.components) {
      if (use.kind !== 'global' || known.has(use.name)) continue;
      const guess = closest(
        use.name,
        [...known].filter((name) => /^[A-Z]/.test(name)),
      );
      problems.push({
        severity: 'error',
        code: 'mdx/unknown-component',
        message: `<${use.name}> is not imported by this page, and the site has no global component of that name.`,
        at: { file: page.relativePath, line: use.line, column: use.column },
        hint: `${guess ? `Did you mean <${guess}>? ` : ''}Import it (import ${use.name} from '@site/src/components/${use.name}';), or register it in src/theme/MDXComponents or markdown.components in site.config.ts.`,
      });
    }
  }
  return problems;
}

function isTooLarge(error: unknown): error is Error {
  return error instanceof Error && error.name === 'PageTooLargeError';
}

function tooLarge(page: MdxPageInput, error: Error): Diagnostic {
  return {
    severity: 'error',
    code: 'markdown/page-too-large',
    message: `${page.relativePath} is too large to render: ${error.message}.`,
    at: { file: page.relativePath },
    hint: 'A partial used many times, or partials that include each other more than once at each level, multiply the page: split it, or use them fewer times.',
  };
}

function renderProblem(problem: PageRender['problems'][number], page: MdxPageInput): Diagnostic {
  return {
    severity: 'error',
    code: problem.code,
    message: problem.message,
    at: { file: problem.info.page ?? page.relativePath, line: problem.info.line, column: problem.info.column },
    hint:
      problem.code === 'mdx/island-props'
        ? 'Pass it text, numbers, true/false, lists or objects of them; or move what needs the function into the component itself.'
        : 'Check the import: the module may have no default export, or export the component under another name.',
  };
}
