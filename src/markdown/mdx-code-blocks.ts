/**
 * Docusaurus unwraps ```` ```mdx-code-block ```` fences in MDX pages: their
 * content is MDX (imports, JSX), fenced only so that Markdown viewers such
 * as GitHub show it as code. The fence lines become blank lines, so the
 * content stays on its own lines and every position the compiler reports
 * is the author's.
 */
import { CodeFences } from './code-fences.js';

const OPENER = /^ {0,3}(`{3,}|~{3,})mdx-code-block[ \t]*$/;

export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  const lines = text.split('\n');
  const fences = new CodeFences();
  for (let i = 0; i < lines.length; i++) {
    const opener = OPENER.exec(lines[i]!)?.[1];
    if (opener && !fences.inside) {
      const end = closingLine(lines, i + 1, opener);
      lines[i] = '';
      if (end !== undefined) lines[end] = '';
      i = end ?? lines.length;
      continue;
    }
    fences.step(lines[i]!);
  }
  return lines.join('\n');
}

/** The line that closes a fence opened with `fence`: the same character, at least as many, nothing after. */
function closingLine(lines: string[], from: number, fence: string): number | undefined {
  const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
  for (let i = from; i < lines.length; i++) if (close.test(lines[i]!)) return i;
  return undefined;
}
