/**
 * GitHub Flavored Markdown, one construct at a time. remark-gfm switches on
 * all five parser extensions; each of them is consulted on every character
 * that could start its syntax, and the autolink one also walks every text
 * node afterwards. A page gets only the constructs its text can contain
 * (see detectFeatures): same output, less work.
 */
import type { Processor } from 'unified';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';

/** In remark-gfm's order, which is the order the parser tries them in. */
export const GFM_CONSTRUCTS = ['autolinkLiteral', 'footnote', 'strikethrough', 'table', 'taskListItem'] as const;
export type GfmConstruct = (typeof GFM_CONSTRUCTS)[number];

const EXTENSIONS = {
  autolinkLiteral: () => ({ syntax: gfmAutolinkLiteral(), mdast: gfmAutolinkLiteralFromMarkdown() }),
  footnote: () => ({ syntax: gfmFootnote(), mdast: gfmFootnoteFromMarkdown() }),
  strikethrough: () => ({ syntax: gfmStrikethrough(), mdast: gfmStrikethroughFromMarkdown() }),
  table: () => ({ syntax: gfmTable(), mdast: gfmTableFromMarkdown() }),
  taskListItem: () => ({ syntax: gfmTaskListItem(), mdast: gfmTaskListItemFromMarkdown() }),
} as const;

export function remarkGfmParts(constructs: readonly GfmConstruct[]) {
  return function (this: Processor) {
    const data = this.data();
    const syntax = (data.micromarkExtensions ??= []);
    const mdast = (data.fromMarkdownExtensions ??= []);
    for (const name of GFM_CONSTRUCTS) {
      if (!constructs.includes(name)) continue;
      const extension = EXTENSIONS[name]();
      syntax.push(extension.syntax);
      mdast.push(extension.mdast);
    }
  };
}
