/**
 * What Docusaurus 3 accepts in MDX pages beyond MDX 3 itself (its
 * `mdx1Compat` options, on by default), rewritten before the MDX compiler
 * sees the text. Each rewrite keeps the text on the same lines, so every
 * position the compiler reports is the author's.
 *
 * - `<!-- comments -->` become `{/* comments *\/}`: MDX 3 has no HTML
 *   comments, and tags inside them must not count.
 * - `## Heading {#id}`: the `{#id}` is escaped so it is not an expression;
 *   the headings plugin reads it as the heading's id.
 *
 * Fenced code, indented code and inline code are left as they are.
 */
import { CodeFences } from '../markdown/code-fences.js';

const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{#([^\s}]+)\}(\s*)$/;

export function mdx1Compat(text: string): string {
  if (!text.includes('<!--') && !text.includes('{#')) return text;
  const lines = text.split('\n');
  const fences = new CodeFences();
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!inComment && fences.step(line)) continue;
    const { text: rewritten, inComment: still } = rewriteComments(line, inComment);
    inComment = still;
    lines[i] = inComment ? rewritten : rewritten.replace(HEADING_ID, (_m, head: string, id: string, end: string) => `${head}\\{#${id}\\}${end}`);
  }
  return lines.join('\n');
}

/** `<!--` → `{/*` and `-->` → `*\/}` outside inline code; `*\/` inside a comment would end it early, so it is broken up. */
function rewriteComments(line: string, startInComment: boolean): { text: string; inComment: boolean } {
  let out = '';
  let inComment = startInComment;
  let i = 0;
  while (i < line.length) {
    if (inComment) {
      const end = line.indexOf('-->', i);
      const chunk = (end < 0 ? line.slice(i) : line.slice(i, end)).replaceAll('*/', '* /');
      out += chunk;
      if (end < 0) return { text: out, inComment: true };
      out += '*/}';
      i = end + 3;
      inComment = false;
      continue;
    }
    const tick = line.indexOf('`', i);
    const open = line.indexOf('<!--', i);
    if (open < 0) return { text: out + line.slice(i), inComment: false };
    if (tick >= 0 && tick < open) {
      // An inline code span: copied as it is, up to its closing run of backticks.
      const run = /^`+/.exec(line.slice(tick))![0];
      const close = line.indexOf(run, tick + run.length);
      const end = close < 0 ? tick + run.length : close + run.length;
      out += line.slice(i, end);
      i = end;
      continue;
    }
    out += `${line.slice(i, open)}{/*`;
    i = open + 4;
    inComment = true;
  }
  return { text: out, inComment };
}
