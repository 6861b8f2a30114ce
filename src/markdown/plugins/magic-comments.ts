/**
 * Docusaurus' highlight magic comments in code blocks: a line holding only
 * `highlight-next-line` marks the line after it; `highlight-start` …
 * `highlight-end` mark the lines between. The comment lines are removed
 * (readers and the copy button get the code without them). They are
 * written as a comment of the block's language: `// …`, `# …`, `/* … *\/`,
 * `<!-- … -->`, `{/* … *\/}`, `-- …`.
 */
const DIRECTIVE = /^\s*(?:\/\/|#|--|\/\*|\{\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}?|-->)?\s*$/;

/** The code without its magic comment lines; `highlightLines` gets the (1-based) lines they mark. */
export function applyMagicComments(code: string, highlightLines: Set<number>): string {
  if (!code.includes('highlight-')) return code;
  const kept: string[] = [];
  let nextLine = false;
  let depth = 0;
  for (const line of code.split('\n')) {
    const directive = DIRECTIVE.exec(line)?.[1];
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') depth++;
    else if (directive === 'highlight-end') depth = Math.max(0, depth - 1);
    else {
      kept.push(line);
      if (nextLine || depth > 0) highlightLines.add(kept.length);
      nextLine = false;
    }
  }
  return kept.join('\n');
}
