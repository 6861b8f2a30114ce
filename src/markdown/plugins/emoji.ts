/**
 * `:shortcode:` → emoji (`:tada:` → 🎉), as Docusaurus does, from GitHub's
 * table (gemoji). Only text nodes change: code spans, code blocks, raw HTML
 * and link URLs are other node types and keep their colons. An unknown name
 * (`:not-an-emoji:`, `12:30:45`) stays as written.
 */
import { nameToEmoji } from 'gemoji';
import type { Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** A shortcode as GitHub writes them: lower-case letters, digits, `_`, `+` and `-` between colons. */
const SHORTCODE = /:([a-z0-9_+-]+):/g;
/** Cheap test of the whole page first: most pages have no shortcode at all. */
const HAS_SHORTCODE = /:[a-z0-9_+-]+:/;

export function remarkEmoji() {
  return (tree: Root, file: VFile) => {
    if (!HAS_SHORTCODE.test(String(file.value))) return;
    visit(tree, 'text', (node: Text) => {
      if (node.value.includes(':')) node.value = replaceShortcodes(node.value);
    });
  };
}

export function replaceShortcodes(text: string): string {
  let out = '';
  let done = 0;
  SHORTCODE.lastIndex = 0;
  for (let m = SHORTCODE.exec(text); m; m = SHORTCODE.exec(text)) {
    const emoji = Object.hasOwn(nameToEmoji, m[1]!) ? nameToEmoji[m[1]!] : undefined;
    if (emoji) {
      out += text.slice(done, m.index) + emoji;
      done = m.index + m[0].length;
    } else {
      // Not a name: its closing colon may open the next one (`at 10:30:tada:`).
      SHORTCODE.lastIndex = m.index + m[0].length - 1;
    }
  }
  return done === 0 ? text : out + text.slice(done);
}
