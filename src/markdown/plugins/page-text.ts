/**
 * Reads what a page says in plain text: the word count (reading time) and
 * the first paragraph (the default meta description). Also turns the
 * `<!-- truncate -->` marker into an element the compiler splits on.
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { compileData, element } from './mdast-helpers.js';
import { countWords } from '../word-parts.js';
import { markedWords } from '../shared-texts.js';

export const TRUNCATE_TAG = 'mysite-truncate';
const TRUNCATE = /^<!--\s*truncate\s*-->$/;
/** The same marker in an MDX page: `{/* truncate *\/}`. */
const MDX_TRUNCATE = /^\/\*\s*truncate\s*\*\/$/;

export function remarkPageText() {
  return (tree: Root, file: VFile) => {
    const data = compileData(file);
    const text = toString(tree, { includeHtml: false });
    data.words = countWords(text);
    // Compiled for every locale: the texts' markers are holes in the text, counted once each locale fills them.
    const marked = markedWords(text);
    if (marked) data.wordParts = marked;
    const paragraph = tree.children.find((c) => c.type === 'paragraph');
    if (paragraph) data.firstParagraph = toString(paragraph).replace(/\s+/g, ' ').trim();
    const marker = tree.children.findIndex(
      (c) =>
        (c.type === 'html' && TRUNCATE.test(c.value.trim())) ||
        ((c.type as string) === 'mdxFlowExpression' && MDX_TRUNCATE.test((c as { value: string }).value.trim())),
    );
    if (marker >= 0) tree.children[marker] = element(TRUNCATE_TAG, {}, []) as never;
  };
}
