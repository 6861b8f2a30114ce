/**
 * The plugins a page is compiled with, in order, for both formats, as
 * Docusaurus keeps one list with the format as a parameter: a Markdown page
 * runs them between remark-parse and HTML (pipeline.ts), an MDX page inside
 * MDX's compiler (mdx/compile-mdx.ts). Order matters, so each step says why
 * it sits where it does.
 *
 * The steps only an MDX page runs read MDX's own nodes and live in src/mdx/,
 * a layer above this one: the MDX compiler hands them in (`MdxSteps`) and
 * this list says where each goes.
 */
import type { Root as HastRoot } from 'hast';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import type { Pluggable, PluggableList, Plugin } from 'unified';
import { remarkCodeBlocks } from './plugins/code-blocks.js';
import { rehypeCollectRefs } from './plugins/collect-refs.js';
import { remarkDiagram } from './plugins/diagram.js';
import { remarkDirectives } from './plugins/directives.js';
import { remarkEmoji } from './plugins/emoji.js';
import { remarkMermaid } from './plugins/mermaid.js';
import { type GfmConstruct, remarkGfmParts } from './plugins/gfm-parts.js';
import { rehypeHeadings } from './plugins/headings.js';
import { remarkPageText } from './plugins/page-text.js';
import { rehypeRawTextSafety } from './plugins/raw-text-safety.js';
import { rehypeTableScroll } from './plugins/table-scroll.js';
import { remarkUnclosedHtml } from './plugins/unclosed-html.js';
import type { MarkdownTexts } from './texts.js';
import { asPluggables, type UserPlugins } from './user-plugins.js';

/** What every page's list depends on besides its format. */
export interface PagePluginOptions {
  siteDir: string;
  /** The GitHub Flavored Markdown constructs the page's text can hold (pipeline.ts, detectFeatures). */
  gfm: readonly GfmConstruct[];
  /** The site's own remark and rehype plugins. */
  plugins?: UserPlugins;
  /** `false` leaves `:shortcodes:` as written. */
  emoji: boolean;
  /** ```` ```mermaid ```` fences are diagrams (`markdown.mermaid`), else code. */
  mermaid?: boolean;
  texts?: MarkdownTexts;
}

/** What an MDX page runs besides the steps both formats share, each named by where it goes. */
export interface MdxSteps {
  /** First, on the tree as MDX parsed it: what the page's own code reaches of the build machine (before any plugin adds code). */
  pageCode: Pluggable;
  /** Before code blocks are highlighted: the `@theme` components the page writes, checked and rewritten (`<Tabs>`, `<CodeBlock>`). */
  themeComponents: PluggableList;
  /** First on the HTML tree: raw HTML (a diagram, a site's plugin) parsed into elements, MDX's own nodes passed through. */
  raw: Pluggable;
  /** After headings: the page's `toc`, `frontMatter` and `contentTitle` exports. */
  exports: Pluggable;
  /** After the Markdown links are read: links written as JSX, read the same way (given the site's folder, as they are). */
  jsxLinks: Plugin<[{ siteDir: string }], HastRoot>;
  /** Last: components routed through the island wrapper, once nothing else looks at them. */
  islands: Pluggable;
}

/** The format, and what only that format needs to choose its steps. */
export type PageFormatSteps = { format: 'md'; rawHtml: boolean; table: boolean } | { format: 'mdx'; mdx: MdxSteps };

export interface PagePlugins {
  remark: PluggableList;
  rehype: PluggableList;
}

export function pagePlugins(options: PagePluginOptions & PageFormatSteps): PagePlugins {
  const { siteDir, gfm, plugins, texts } = options;
  const mdx = options.format === 'mdx' ? options.mdx : undefined;
  const md = options.format === 'md' ? options : undefined;
  const remark: PluggableList = [
    ...(mdx ? [mdx.pageCode] : []),
    // Syntax extensions first: they change how the text is tokenised.
    ...(gfm.length > 0 ? [remarkGfmParts(gfm)] : []),
    remarkDirective,
    // Directives become admonitions/tabs before anything looks inside them.
    [remarkDirectives, texts],
    // Diagrams are read from disk (async) and inlined as HTML.
    remarkDiagram,
    // Mermaid fences before the site's plugins, as Docusaurus orders them, and before code is highlighted.
    ...(options.mermaid ? [remarkMermaid] : []),
    // The site's own, where Docusaurus runs them: they see the page's code blocks (a plugin such as npm2yarn
    // rewrites them), headings, links and images; what they add (an MDX page's <Tabs> too) is checked,
    // highlighted and counted like the rest.
    ...(plugins ? asPluggables(plugins.remark) : []),
    // A <CodeBlock> is made a code block here, before the code blocks plugin highlights it.
    ...(mdx ? mdx.themeComponents : []),
    // Code is highlighted in mdast, where the fence's lang and meta are still at hand.
    [remarkCodeBlocks, texts],
    // Shortcodes to emoji before the text is measured, so the excerpt and title show the emoji.
    ...(options.emoji ? [remarkEmoji] : []),
    // Text statistics and the truncate marker, on the final mdast.
    remarkPageText,
    // Raw HTML that runs to the end of the page is worth a warning (rehype-raw keeps it off the layout).
    // In MDX, HTML is JSX, which MDX's parser closes or refuses.
    ...(mdx ? [] : [remarkUnclosedHtml]),
  ];
  const rehype: PluggableList = [
    // Raw HTML must be parsed before headings and links are collected from the tree. Parsed, it is
    // also balanced: a stray "</main>" or an unclosed "<!--" cannot reach the theme's layout.
    ...(mdx ? [mdx.raw] : md?.rawHtml ? [rehypeRaw, rehypeRawTextSafety] : []),
    // Ids before refs: collect-refs records every id, including heading ids.
    [rehypeHeadings, texts],
    ...(mdx ? [mdx.exports] : []),
    [rehypeCollectRefs, { siteDir }],
    ...(mdx ? [[mdx.jsxLinks, { siteDir }] satisfies Pluggable] : []),
    // After headings: a table's scroll region is named after the heading above it. A Markdown page
    // without a table or raw HTML has none; an MDX page's may come from a component's raw HTML.
    ...(mdx || md?.table ? [rehypeTableScroll] : []),
    // The site's own: on the HTML tree as ours leave it.
    ...(plugins ? asPluggables(plugins.rehype) : []),
    ...(mdx ? [mdx.islands] : []),
  ];
  return { remark, rehype };
}

/** Two pages whose keys are equal get the same list: the key of a processor built from it. */
export function pagePluginsKey(options: PagePluginOptions, ...formatParts: (string | boolean)[]): string {
  const { siteDir, gfm, plugins, emoji, mermaid, texts } = options;
  return [siteDir, gfm.join(), ...formatParts, plugins?.key ?? '', emoji, mermaid === true, texts ? JSON.stringify(texts) : ''].join('|');
}
