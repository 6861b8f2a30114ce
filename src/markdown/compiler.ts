/**
 * Compiles one Markdown file into `CompiledMarkdown`, through the content-hash
 * cache. A cached result is reused when the file's text, the pipeline code
 * and every file it read (diagrams) are unchanged.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Root as HastRoot, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { VFile } from 'vfile';
import { MysiteError } from '../core/errors.js';
import type { CompileCache } from './cache.js';
import type { CompileData } from './compile-data.js';
import { splitFrontMatter } from './front-matter.js';
import { createProcessor, detectFeatures, normaliseDirectiveTitles, type PipelineFeatures } from './pipeline.js';
import { ADMONITIONS } from './plugins/directives.js';
import { TRUNCATE_TAG } from './plugins/page-text.js';
import type { CompiledMarkdown } from './types.js';

export interface MarkdownInput {
  absolutePath: string;
  /** Site-relative path, used in messages and cache keys. */
  relativePath: string;
  source: string;
}

const TITLED_DIRECTIVES = [...Object.keys(ADMONITIONS), 'details'];

export class MarkdownCompiler {
  private readonly processors = new Map<string, ReturnType<typeof createProcessor>>();

  constructor(
    private readonly siteDir: string,
    private readonly cache: CompileCache,
  ) {}

  async compile(input: MarkdownInput): Promise<CompiledMarkdown> {
    const key = createHash('sha1').update(input.relativePath).update('\0').update(input.source).digest('hex');
    const cached = this.cache.get(key);
    if (cached && dependenciesUnchanged(cached)) return cached;
    const result = await this.compileFresh(input);
    this.cache.set(key, result);
    return result;
  }

  private async compileFresh(input: MarkdownInput): Promise<CompiledMarkdown> {
    const { data: frontMatter, body } = splitFrontMatter(input.source, input.relativePath);
    const text = normaliseDirectiveTitles(body, TITLED_DIRECTIVES);
    const file = new VFile({ path: input.absolutePath, value: text });
    const initial: CompileData = {
      relativePath: input.relativePath,
      absolutePath: input.absolutePath,
      diagnostics: [],
      toc: [],
      anchors: [],
      refs: [],
      dependencies: [],
      words: 0,
    };
    // Plugins write to file.data; read the results back from there.
    const data = Object.assign(file.data, initial) as unknown as CompileData;
    const processor = this.processor(detectFeatures(text));
    const hast = (await processor.run(processor.parse(file), file)) as HastRoot;
    const errors = data.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) throw new MysiteError(data.diagnostics);
    const split = splitAtTruncate(hast);
    return {
      frontMatter,
      html: toHtml(hast, { allowDangerousHtml: true }),
      excerptHtml: split ? toHtml(split, { allowDangerousHtml: true }) : undefined,
      title: data.title,
      firstParagraph: data.firstParagraph,
      toc: data.toc,
      anchors: data.anchors,
      refs: data.refs,
      words: data.words,
      diagnostics: data.diagnostics,
      dependencies: data.dependencies,
    };
  }

  private processor(features: PipelineFeatures) {
    const id = `${features.gfm}-${features.rawHtml}`;
    let p = this.processors.get(id);
    if (!p) {
      p = createProcessor(features, this.siteDir);
      this.processors.set(id, p);
    }
    return p;
  }
}

/** Removes the truncate marker from the tree; returns the part before it. */
function splitAtTruncate(tree: HastRoot): HastRoot | undefined {
  const index = tree.children.findIndex((c) => c.type === 'element' && c.tagName === TRUNCATE_TAG);
  if (index < 0) return undefined;
  const before: RootContent[] = tree.children.slice(0, index);
  tree.children.splice(index, 1);
  return { type: 'root', children: before };
}

function dependenciesUnchanged(entry: CompiledMarkdown): boolean {
  return entry.dependencies.every((dep) => {
    try {
      return createHash('sha1').update(readFileSync(dep.file, 'utf8')).digest('hex') === dep.hash;
    } catch {
      return false;
    }
  });
}
