/**
 * How `<CodeBlock>` reads its props, the same whether its code is turned
 * into a fenced block when the page is compiled (mdx/code-block-literals.ts)
 * or rendered as it is given while the page renders (theme/CodeBlock.tsx).
 */

/** The language: `language`, else the `language-…` class Docusaurus also accepts. */
export function codeBlockLanguage(language: unknown, className: unknown): string {
  if (typeof language === 'string' && language !== '') return language;
  return (typeof className === 'string' && /(?:^|\s)language-(\S+)/.exec(className)?.[1]) || '';
}

/**
 * The code, without the blank lines a template literal starts with when
 * the code begins on the line after `{\``, nor the newline and spaces
 * before the closing backtick: as a fenced block holds it.
 */
export function codeBlockText(code: string): string {
  return code.replace(/^(?:[ \t]*\n)+/, '').replace(/\s+$/, '');
}
