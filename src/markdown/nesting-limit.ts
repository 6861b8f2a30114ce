/**
 * A limit on how deeply content may nest. The unified tools (and the HTML
 * serialiser) walk trees recursively: a list nested a thousand deep, or a
 * `>>>>…` quote two thousand deep, would overflow the stack. A page deeper
 * than this is an error at the line where the limit is crossed; real pages
 * stay far below it (a deeply nested doc is about 20).
 */
import type { Node } from 'unist';
import { MysiteError } from '../core/errors.js';

/** Nodes inside each other (a list level is two: the list and its item). */
export const MAX_NESTING = 200;

/** Block quotes (`>`) at the start of one line. */
const MAX_QUOTE_MARKERS = MAX_NESTING / 2;
/** Columns of indentation: lists nested this deep need at least this much. */
const MAX_INDENT = MAX_NESTING * 2;

/**
 * The same limit, checked on the text before it is parsed: the parser's own
 * time grows with the square of the nesting (a list 500 deep takes seconds,
 * 1,000 deep over a minute), so such a page must not reach it.
 */
export function checkSourceNesting(text: string, file: string): void {
  const deep = new RegExp(`^(?:[ \\t]*>){${MAX_QUOTE_MARKERS + 1}}|^[ \\t]{${MAX_INDENT + 1}}`, 'm').exec(text);
  if (!deep) return;
  const before = text.slice(0, deep.index);
  const line = before.split('\n').length;
  throw tooDeep(file, line, 1);
}

/** Throws when `tree` is nested deeper than MAX_NESTING; walks it without recursion. */
export function checkNesting(tree: Node, file: string): void {
  const stack: [Node, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_NESTING) throw tooDeep(file, node.position?.start.line, node.position?.start.column);
    const children = (node as { children?: Node[] }).children;
    if (children) for (const child of children) stack.push([child, depth + 1]);
  }
}

export function tooDeep(file: string, line?: number, column?: number): MysiteError {
  return MysiteError.of({
    code: 'markdown/too-deep',
    message: `Content is nested too deeply${line ? '' : ' in this file'}: more than ${MAX_NESTING} levels of lists, quotes or HTML elements inside each other.`,
    at: { file, line, column },
    hint: 'Flatten the structure (a list or quote this deep is usually a stray ">" or indentation run); mysite does not build pages nested this deep.',
  });
}

/** A stack overflow while compiling a page is that page's nesting, not a bug: say so. */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}
