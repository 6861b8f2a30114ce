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

export type PageFormat = 'mdx' | 'md';

/** `setting` is `markdown.format`: undefined (decide by the text), `'mdx'`, `'detect'` (by extension) or `'md'`. */
export function formatSetting(setting: 'mdx' | 'detect' | 'md' | undefined, file: string): 'mdx' | 'md' | 'auto' {
  if (setting === 'detect') return /\.mdx$/i.test(file) ? 'mdx' : 'md';
  return setting ?? 'auto';
}

const MDX_SIGNS = [/^(?:import|export)\s/m, /<[A-Z][\w.]*(?=[\s/>])/, /<[a-z][\w-]*\s[^<>]*=\{/, /\{\/\*/];

export function usesMdx(body: string): boolean {
  if (!MDX_SIGNS.some((sign) => sign.test(body))) return false;
  const prose = withoutCode(unwrapMdxCodeBlocks(body));
  return MDX_SIGNS.some((sign) => sign.test(prose));
}

/** The text without fenced code and inline code spans. */
function withoutCode(text: string): string {
  return text.replace(FENCED_CODE, '').replace(/(`+)[^`]*?\1/g, '');
}
