/**
 * Raw HTML that never ends: an HTML comment without `-->`, or a `<script>`,
 * `<style>`, `<textarea>` or `<pre>` block without its closing tag, runs to
 * the end of the page and hides everything after it. The page's HTML is
 * re-parsed (rehype-raw), so it can never spill into the theme's layout;
 * this warns the author, at the line where it starts.
 */
import type { Html, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from './mdast-helpers.js';

const RAW_TEXT_BLOCK = /^<(script|style|textarea|pre)(?=[\s>]|$)/i;

export function remarkUnclosedHtml() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'html', (node: Html) => {
      const value = node.value;
      const comment = value.lastIndexOf('<!--');
      if (comment >= 0 && !value.includes('-->', comment + 4)) {
        warn(file, node, 'An HTML comment "<!--" is never closed with "-->"');
        return;
      }
      const tag = RAW_TEXT_BLOCK.exec(value.trimStart())?.[1];
      if (tag && !new RegExp(`</${tag}\\s*>`, 'i').test(value)) warn(file, node, `A <${tag.toLowerCase()}> block is never closed`);
    });
  };
}

function warn(file: VFile, node: Html, what: string): void {
  report(file, node, {
    severity: 'warning',
    code: 'markdown/unclosed-html',
    message: `${what}: everything after it on the page is hidden.`,
    hint: 'Close it, or write the text as Markdown (a literal "<" can be written as &lt;).',
  });
}
