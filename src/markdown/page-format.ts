/**
 * Whether a page is read as MDX or as Markdown. Docusaurus 3 reads every
 * page as MDX; mysite reads a page as MDX when it uses MDX (an `import` or
 * `export` line, a JSX component, a JSX attribute holding an expression, an
 * MDX comment), whatever its extension, and as Markdown otherwise: the
 * Markdown path is faster, and forgiving of a `<` or `{` in prose. What is
 * inside code (fenced, indented or inline) is never looked at, except an
 * `mdx-code-block` fence, whose content is MDX (mdx-code-blocks.ts).
 * `markdown.format` (config) can choose for every page instead.
 */
import { unwrapMdxCodeBlocks } from './mdx-code-blocks.js';
import { FENCED_CODE } from './pipeline.js';
import type { MdxSign } from './types.js';

export type PageFormat = 'mdx' | 'md';

/** `setting` is `markdown.format`: undefined (decide by the text), `'mdx'`, `'detect'` (by extension) or `'md'`. */
export function formatSetting(setting: 'mdx' | 'detect' | 'md' | undefined, file: string): 'mdx' | 'md' | 'auto' {
  if (setting === 'detect') return /\.mdx$/i.test(file) ? 'mdx' : 'md';
  return setting ?? 'auto';
}

/** What makes a page MDX, each with how a message names it. */
const MDX_SIGNS: { sign: RegExp; what: (match: string) => string }[] = [
  { sign: /^(?:import|export)\s/m, what: (match) => `an ${match.trim()} line` },
  { sign: /<[A-Z][\w.]*(?=[\s/>])/, what: (match) => `the component ${match}>` },
  { sign: /<[a-z][\w-]*\s[^<>]*=\{/, what: () => 'an expression in a JSX attribute' },
  { sign: /\{\/\*/, what: () => 'an MDX comment' },
];

export function usesMdx(body: string): boolean {
  return mdxSign(body) !== undefined;
}

/** The first place outside code where the page uses MDX, if it does. */
export function mdxSign(body: string): MdxSign | undefined {
  if (!MDX_SIGNS.some(({ sign }) => sign.test(body))) return undefined;
  const prose = withoutCode(unwrapMdxCodeBlocks(body));
  let first: { index: number; what: string } | undefined;
  for (const { sign, what } of MDX_SIGNS) {
    const match = sign.exec(prose);
    if (match && (!first || match.index < first.index)) first = { index: match.index, what: what(match[0]) };
  }
  if (!first) return undefined;
  const before = prose.slice(0, first.index);
  return { line: before.split('\n').length, column: first.index - before.lastIndexOf('\n'), what: first.what };
}

/** The text with fenced code and inline code spans blanked out, every other character where it was. */
function withoutCode(text: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  return text.replace(FENCED_CODE, blank).replace(/(`+)[^`]*?\1/g, blank);
}
