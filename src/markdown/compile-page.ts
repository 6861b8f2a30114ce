/**
 * Runs one Markdown file through the unified pipeline. Loaded only when the
 * cache misses, so a build whose pages are all cached never loads unified,
 * micromark or shiki at all.
 */
import type { MarkdownTexts } from './texts.js';
import type { Root as HastRoot, RootContent } from 'hast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import { toHtml } from 'hast-util-to-html';
import { posix, resolve } from 'node:path';
import { VFile } from 'vfile';
import { MysiteError } from '../core/errors.js';
import { SiteBoundary } from '../core/site-boundary.js';
import { type CompileData, compiledPage, startCompileData } from './compile-data.js';
import { splitFrontMatter } from './front-matter.js';
import { pagePluginsKey } from './page-plugins.js';
import { createProcessor, detectFeatures, normaliseDirectiveTitles, type PipelineFeatures } from './pipeline.js';
import { TRUNCATE_TAG } from './plugins/page-text.js';
import type { CompiledMarkdown, MarkdownInput } from './types.js';
import type { UserPlugins } from './user-plugins.js';
import { checkInlineMarkers } from './inline-markers-limit.js';
import { checkNesting, checkSourceNesting, isStackOverflow, tooDeep } from './nesting-limit.js';

/** One processor per feature set, reused for every page. */
const processors = new Map<string, ReturnType<typeof createProcessor>>();

function processorFor(features: PipelineFeatures, siteDir: string, plugins?: UserPlugins, emoji = true, texts?: MarkdownTexts, mermaid = false) {
  const id = pagePluginsKey({ siteDir, gfm: features.gfm, plugins, emoji, mermaid, texts }, features.rawHtml);
  let p = processors.get(id);
  if (!p) {
    p = createProcessor(features, siteDir, plugins, emoji, texts, mermaid);
    processors.set(id, p);
  }
  return p;
}

/** One boundary per site and source folder. */
const boundaries = new Map<string, SiteBoundary>();

/** What a page may read: its source folder (or the partials' root) and the site's configured folders. */
export function pageBoundary(input: MarkdownInput, siteDir: string): SiteBoundary {
  const sourceFolder = sourceFolderOf(input);
  const id = `${siteDir}|${sourceFolder}`;
  let boundary = boundaries.get(id);
  if (!boundary) {
    boundary = SiteBoundary.of(siteDir, [resolve(siteDir, sourceFolder)]);
    boundaries.set(id, boundary);
  }
  return boundary;
}

const sourceFolderOf = (input: MarkdownInput) => input.partialsRoot ?? posix.dirname(input.relativePath);

/**
 * A Markdown page (mdx/compile-file.ts sends MDX pages elsewhere). `split` is its front matter and
 * body when the caller has them already; `features` is for tests, which compare the pipeline a page
 * gets with the full one.
 */
export async function compilePage(
  input: MarkdownInput,
  siteDir: string,
  features?: PipelineFeatures,
  split = splitFrontMatter(input.source, input.relativePath),
): Promise<CompiledMarkdown> {
  const { data: frontMatter, body } = split;
  const text = normaliseDirectiveTitles(body);
  const file = new VFile({ path: input.absolutePath, value: text });
  const initial = startCompileData({
    relativePath: input.relativePath,
    absolutePath: input.absolutePath,
    boundary: pageBoundary(input, siteDir),
    contentRoot: sourceFolderOf(input),
  });
  // Plugins write to file.data; read the results back from there.
  const data = Object.assign(file.data, initial) as unknown as CompileData;
  const guessed = features ?? detectFeatures(text);
  let html: string;
  let excerptHtml: string | undefined;
  try {
    checkSourceNesting(text, input.relativePath);
    checkInlineMarkers(text, input.relativePath);
    const mdast = processorFor(guessed, siteDir, input.plugins, input.emoji !== false, input.texts, input.mermaid === true).parse(file);
    checkNesting(mdast, input.relativePath);
    // Raw HTML the text test missed still goes through the HTML parser: unparsed, a stray
    // "</main>" would close the theme's layout.
    const rawHtml = guessed.rawHtml || hasHtml(mdast);
    const processor = processorFor({ ...guessed, rawHtml }, siteDir, input.plugins, input.emoji !== false, input.texts, input.mermaid === true);
    const hast = (await processor.run(mdast, file)) as HastRoot;
    // Raw HTML can nest deeper than the Markdown around it.
    checkNesting(hast, input.relativePath);
    if (data.diagnostics.some((d) => d.severity === 'error')) throw new MysiteError(data.diagnostics);
    const split = splitAtTruncate(hast);
    html = toHtml(hast, { allowDangerousHtml: true });
    excerptHtml = split ? toHtml(split, { allowDangerousHtml: true }) : undefined;
  } catch (error) {
    throw isStackOverflow(error) ? tooDeep(input.relativePath) : error;
  }
  return compiledPage(data, frontMatter, { html, excerptHtml });
}

/** Whether the Markdown holds raw HTML anywhere (walked without recursion). */
function hasHtml(tree: MdastRoot): boolean {
  const stack: MdastNodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'html') return true;
    if ('children' in node) stack.push(...(node.children as MdastNodes[]));
  }
  return false;
}

/** Removes the truncate marker from the tree; returns the part before it. */
function splitAtTruncate(tree: HastRoot): HastRoot | undefined {
  const index = tree.children.findIndex((c) => c.type === 'element' && c.tagName === TRUNCATE_TAG);
  if (index < 0) return undefined;
  const before: RootContent[] = tree.children.slice(0, index);
  tree.children.splice(index, 1);
  return { type: 'root', children: before };
}
