/**
 * The Markdown pipeline: remark-parse, the page plugins (page-plugins.ts, one
 * list with MDX's), remark-rehype. A processor is built once per feature set
 * and reused for every page.
 */
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { ADMONITIONS } from '../core/admonitions.js';
// Before any parsing: makes micromark's event edits linear (see the file).
import './linear-edit-map.js';
import { pagePlugins } from './page-plugins.js';
import { GFM_CONSTRUCTS, type GfmConstruct } from './plugins/gfm-parts.js';
import type { MarkdownTexts } from './texts.js';
import type { UserPlugins } from './user-plugins.js';

export interface PipelineFeatures {
  /** The GitHub Flavored Markdown constructs to parse (tables, task lists, strikethrough, autolinks, footnotes). */
  gfm: GfmConstruct[];
  /** Parse raw HTML into elements (so its links and ids are seen). */
  rawHtml: boolean;
}

export function createProcessor(features: PipelineFeatures, siteDir: string, plugins?: UserPlugins, emoji = true, texts?: MarkdownTexts, mermaid = false) {
  const { remark, rehype } = pagePlugins({
    format: 'md',
    siteDir,
    gfm: features.gfm,
    plugins,
    emoji,
    mermaid,
    texts,
    rawHtml: features.rawHtml,
    table: features.gfm.includes('table') || features.rawHtml,
  });
  return unified().use(remarkParse).use(remark).use(remarkRehype, { allowDangerousHtml: true }).use(rehype);
}

/**
 * Which features a file can need. Checking is much cheaper than parsing with
 * extensions the text cannot use, and the output is the same.
 */
export function detectFeatures(text: string): PipelineFeatures {
  // Inside fenced code nothing is a table, a link or HTML: leave it out of the test.
  const prose = text.includes('```') || text.includes('~~~') ? text.replace(FENCED_CODE, '') : text;
  return {
    gfm: GFM_CONSTRUCTS.filter((name) => GFM_SIGNS[name].test(prose)),
    // A tag, a closing tag, a comment, a declaration or a processing instruction.
    rawHtml: /<[a-zA-Z/!?]/.test(prose),
  };
}

/** Text each GFM construct needs; where it is absent, the construct cannot occur. */
const GFM_SIGNS: Record<GfmConstruct, RegExp> = {
  autolinkLiteral: /www\.|:\/\/|@/i,
  footnote: /\[\^/,
  strikethrough: /~/,
  table: /\|/,
  taskListItem: /\[[ xX]\]/,
};

/**
 * A fenced code block (``` or ~~~, three or more), up to its closing fence or
 * the end of the text. A backtick fence's info string holds no backtick
 * (CommonMark): "```js``` text" is a code span in a paragraph, not a fence.
 */
export const FENCED_CODE = /^ {0,3}(`{3,}(?=[^`\n]*$)|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm;

/**
 * Docusaurus writes an admonition title after a space (`:::tip My title`);
 * remark-directive wants brackets (`:::tip[My title]`). Same line, same
 * line count, so positions stay right.
 */
export function normaliseDirectiveTitles(text: string): string {
  if (!text.includes(':::')) return text;
  return text.replace(TITLED_DIRECTIVE, (_m, fence: string, name: string, title: string) => `${fence}${name}[${title.replace(/([[\]])/g, '\\$1')}]`);
}

/** A directive that takes a title (an admonition, `details`) with the title after a space. */
const TITLED_DIRECTIVE = new RegExp(`^([ \\t]*:{3,})(${[...Object.keys(ADMONITIONS), 'details'].join('|')})[ \\t]+([^\\s{\\[][^\\n]*?)[ \\t]*$`, 'gm');
