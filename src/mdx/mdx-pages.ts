/**
 * Makes the HTML of a source's MDX pages once they are compiled: bundles
 * them with what they import (bundle-mdx.ts), checks the components they use
 * exist, and renders each on the server (render-mdx-page.ts). What a run's pages need in the
 * browser is gathered across sources: the islands (bundled by
 * bundle-islands.ts), the CSS and the files they import.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import type { DocsHookData } from '../compat/docs-hook-data.js';
import type { SiteInfo } from '../compat/page-context.js';
import type { DocusaurusData } from './docusaurus-data.js';
import type { Diagnostic, Diagnostics, Problem } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import { outsideReasonText, SiteBoundary } from '../core/site-boundary.js';
import type { LookedUpFiles } from '../core/looked-up-files.js';
import { closest } from '../core/suggest.js';
import type { OutputFile } from '../core/types.js';
import type { CompiledMarkdown, MarkdownInput } from '../markdown/types.js';
import type { UserPlugins } from '../markdown/user-plugins.js';
import { bundleMdx } from './bundle-mdx.js';
import type { IdealImages } from './ideal-image/ideal-images.js';
import { machineUseErrors } from './machine-access.js';
import type { IslandInfo } from './island-components.js';
import { partialLoops } from './partial-loops.js';
import { providerModule } from './provider.js';
import { importBundled, renderMdxPages, type ServerRuntime } from './render-mdx-page.js';

/** A page to render: compiled, with an MDX module. */
export interface MdxPageInput {
  relativePath: string;
  absolutePath: string;
  source: string;
  md: CompiledMarkdown;
  /** Its route, as components read it while it renders (`useLocation`); '' when not known. */
  route?: string;
  /** A doc's data for the docs client hooks, `pending` until its section's sidebars are known (render-mdx-page.ts). */
  docs?: 'pending' | DocsHookData;
}

/** A group's bundle as `render` made it, for rendering its docs again (`renderWithDocs`). */
interface BundledGroup {
  runtime: string;
  pages: Map<string, string>;
  files: string[];
  gathered: RenderedGroup;
}

/** How the browser bundle imports an island (bundle-islands.ts). */
export interface IslandEntry {
  key: string;
  info: IslandInfo;
  /** Folder the import is resolved from (the page's). */
  resolveDir: string;
}

export interface MdxPagesOptions {
  siteDir: string;
  /** The static folder (absolute). */
  staticDir: string;
  site: SiteInfo;
  /** What Docusaurus's generated modules hold, for pages that import them. */
  docusaurus: DocusaurusData;
  /** The config's `markdown.components`. */
  components: Record<string, string>;
  /** Where the site's MDXComponents file is looked up (provider.ts). */
  lookedUp: LookedUpFiles;
  /** Where server bundles are written. */
  bundleDir: string;
  compile: (input: MarkdownInput) => Promise<CompiledMarkdown>;
  /** The config's `idealImage`, set up: images imported from code are then responsive. */
  idealImages?: IdealImages;
  /** `--untrusted-content`: a page whose own code reaches the build machine is refused before any page runs (machine-access.ts). */
  untrustedContent?: boolean;
}

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
  private readonly bundles = new Map<string, BundledGroup>();
  /** Changes whenever a group is rendered (the site-wide files are then made again). */
  generation = 0;
  /** What Docusaurus's generated modules hold (the islands' bundle gives them too). */
  get docusaurus(): DocusaurusData {
    return this.options.docusaurus;
  }
  /** The config's `idealImage`, set up (the islands' bundle makes the same images). */
  get idealImages(): IdealImages | undefined {
    return this.options.idealImages;
  }
  private readonly boundary: SiteBoundary;

  constructor(private readonly options: MdxPagesOptions) {
    this.boundary = SiteBoundary.of(options.siteDir);
  }

  /** Renders the pages; returns each page's completed result, by site-relative path. Warnings about partials go to `diagnostics`. */
  async render(pages: MdxPageInput[], group: string, diagnostics: Diagnostics, plugins?: UserPlugins): Promise<Map<string, CompiledMarkdown>> {
    if (pages.length === 0) return new Map();
    const { siteDir } = this.options;
    if (this.options.untrustedContent) {
      const refused = pages.flatMap((page) => machineUseErrors(page.relativePath, page.md.mdx!.machineUses ?? []));
      if (refused.length > 0) throw new MysiteError(refused);
    }
    const bundle = await bundleMdx({
      siteDir,
      baseUrl: this.options.site.baseUrl,
      docusaurus: this.options.docusaurus,
      staticDir: this.options.staticDir,
      pages: pages.map((p) => ({ file: p.relativePath, absolutePath: p.absolutePath, source: p.source, code: p.md.mdx!.code })),
      outDir: `${this.options.bundleDir}/${group}`,
      provider: providerModule(this.options.lookedUp, this.options.components),
      compilePartial: (path) => this.compilePartial(path, diagnostics, plugins),
      partialRefused: (path) => this.partialRefused(path),
      ...(this.options.idealImages ? { idealImages: this.options.idealImages } : {}),
    });
    for (const warning of bundle.warnings) diagnostics.report(warning);
    const gathered: RenderedGroup = { islands: new Map(), assets: bundle.assets, css: bundle.css, inputs: bundle.inputs };
    // Kept even if rendering fails below: watch mode must still see the files that were read.
    this.groups.set(group, gathered);
    this.generation++;
    const loops = partialLoops(bundle.graph, siteDir);
    if (loops.length > 0) throw new MysiteError(loops);
    const bundled: BundledGroup = { runtime: bundle.runtime, pages: bundle.pages, files: bundle.files, gathered };
    this.bundles.set(group, bundled);
    const runtime = await importBundled<ServerRuntime>(bundle.runtime, { files: bundle.files, siteDir });
    const problems: Diagnostic[] = [...unknownComponents(pages, Object.keys(runtime.globalComponents))];
    if (problems.length > 0) throw new MysiteError(problems);
    return this.renderBundled(bundled, pages, diagnostics);
  }

  /**
   * Renders again, with the docs hooks' data, docs whose first render asked
   * for it (`mdx.readsDocs`), from the bundle `render` made for their group
   * in this run.
   */
  async renderWithDocs(pages: (MdxPageInput & { docs: DocsHookData })[], group: string, diagnostics: Diagnostics): Promise<Map<string, CompiledMarkdown>> {
    const bundled = this.bundles.get(group);
    if (!bundled) throw new Error(`No MDX bundle of the group "${group}" to render its docs again.`);
    this.generation++;
    return this.renderBundled(bundled, pages, diagnostics);
  }

  private async renderBundled(bundled: BundledGroup, pages: MdxPageInput[], diagnostics: Diagnostics): Promise<Map<string, CompiledMarkdown>> {
    const { siteDir } = this.options;
    const done = new Map<string, CompiledMarkdown>();
    const problems: Diagnostic[] = [];
    const results = await renderMdxPages(
      pages.map((page) => ({
        siteDir,
        site: this.options.site,
        runtime: bundled.runtime,
        module: bundled.pages.get(page.relativePath)!,
        files: bundled.files,
        page: { relativePath: page.relativePath, absolutePath: page.absolutePath, route: page.route ?? '', md: withoutCode(page.md) },
        ...(page.docs ? { docs: page.docs } : {}),
      })),
    );
    pages.forEach((page, i) => {
      const result = results[i]!;
      problems.push(...result.problems);
      for (const island of result.islands) {
        bundled.gathered.islands.set(island.key, { key: island.key, info: island.info, resolveDir: dirname(page.absolutePath) });
      }
      if (!result.md) return;
      // Ids the compiled Markdown already repeats were reported at their line when it compiled.
      const reported = repeatedIn(page.md.anchors);
      for (const id of result.repeated) if (!reported.has(id)) diagnostics.warn(repeatedId(id, page.relativePath));
      done.set(page.relativePath, { ...result.md, mdx: result.readsDocs ? { ...page.md.mdx!, readsDocs: true } : page.md.mdx });
    });
    if (problems.length > 0) throw new MysiteError(problems);
    return done;
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
    const refused = this.options.untrustedContent ? machineUseErrors(file, md.mdx!.machineUses ?? []) : [];
    if (refused.length > 0) throw new MysiteError(refused);
    return md.mdx!.code;
  }
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

/** A page's compiled result without its module's code, which the bundle holds: what a render task carries. */
function withoutCode(md: CompiledMarkdown): CompiledMarkdown {
  return md.mdx ? { ...md, mdx: { ...md.mdx, code: '' } } : md;
}
