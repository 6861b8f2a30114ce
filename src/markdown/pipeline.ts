/**
 * The unified pipeline, in order. Order matters, so each step says why it
 * sits where it does. A processor is built once per feature set and reused
 * for every page.
 */
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
// Before any parsing: makes micromark's event edits linear (see the file).
import './linear-edit-map.js';
import { remarkCodeBlocks } from './plugins/code-blocks.js';
import { rehypeCollectRefs } from './plugins/collect-refs.js';
import { remarkDiagram } from './plugins/diagram.js';
import { remarkEmoji } from './plugins/emoji.js';
import { GFM_CONSTRUCTS, remarkGfmParts, type GfmConstruct } from './plugins/gfm-parts.js';
import { remarkDirectives } from './plugins/directives.js';
import type { MarkdownTexts } from './texts.js';
import { rehypeHeadings } from './plugins/headings.js';
import { remarkPageText } from './plugins/page-text.js';
import { rehypeTableScroll } from './plugins/table-scroll.js';
import { remarkUnclosedHtml } from './plugins/unclosed-html.js';
import { rehypeRawTextSafety } from './plugins/raw-text-safety.js';
import { asPluggables, type UserPlugins } from './user-plugins.js';

export interface PipelineFeatures {
  /** The GitHub Flavored Markdown constructs to parse (tables, task lists, strikethrough, autolinks, footnotes). */
  gfm: GfmConstruct[];
  /** Parse raw HTML into elements (so its links and ids are seen). */
  rawHtml: boolean;
}

export function createProcessor(features: PipelineFeatures, siteDir: string, plugins?: UserPlugins, emoji = true, texts?: MarkdownTexts) {
  const p = unified().use(remarkParse);
  // Syntax extensions first: they change how the text is tokenised.
  if (features.gfm.length > 0) p.use(remarkGfmParts(features.gfm));
  p.use(remarkDirective)
    // Directives become admonitions/tabs before anything looks inside them.
    .use(remarkDirectives, texts)
    // Diagrams are read from disk (async) and inlined as HTML.
    .use(remarkDiagram)
    // The site's own, where Docusaurus runs them: they see the Markdown's code blocks (a plugin such as
    // npm2yarn rewrites them), headings, links and images; what they add is highlighted and counted like the rest.
    .use(plugins ? asPluggables(plugins.remark) : [])
    // Code is highlighted in mdast, where the fence's lang and meta are still at hand.
    .use(remarkCodeBlocks, texts)
    // Shortcodes to emoji before the text is measured, so the excerpt and title show the emoji.
    .use(emoji ? [remarkEmoji] : [])
    // Text statistics and the truncate marker, on the final mdast.
    .use(remarkPageText)
    // Raw HTML that runs to the end of the page is worth a warning (rehype-raw keeps it off the layout).
    .use(remarkUnclosedHtml)
    .use(remarkRehype, { allowDangerousHtml: true });
  // Raw HTML must be parsed before headings and links are collected from the tree. Parsed, it is
  // also balanced: a stray "</main>" or an unclosed "<!--" cannot reach the theme's layout.
  if (features.rawHtml) p.use(rehypeRaw).use(rehypeRawTextSafety);
  // Ids before refs: collect-refs records every id, including heading ids.
  p.use(rehypeHeadings, texts).use(rehypeCollectRefs, { siteDir });
  // After headings: a table's scroll region is named after the heading above it.
  if (features.gfm.includes('table') || features.rawHtml) p.use(rehypeTableScroll);
  // The site's own, last: on the HTML tree as ours leave it.
  if (plugins) p.use(asPluggables(plugins.rehype));
  return p;
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
export function normaliseDirectiveTitles(text: string, names: readonly string[]): string {
  if (!text.includes(':::')) return text;
  const pattern = new RegExp(`^([ \\t]*:{3,})(${names.join('|')})[ \\t]+([^\\s{\\[][^\\n]*?)[ \\t]*$`, 'gm');
  return text.replace(pattern, (_m, fence: string, name: string, title: string) => `${fence}${name}[${title.replace(/([[\]])/g, '\\$1')}]`);
}
