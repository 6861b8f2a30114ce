/**
 * The meta string of a code block, as Docusaurus writes it after the fence's
 * language (`title="register.php" {2,4-5} showLineNumbers`). Apart from the
 * highlighter, so that the MDX `<CodeBlock>` (compat/theme/CodeBlock.tsx)
 * reads its `metastring` the same way without bundling shiki.
 */
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), showLineNumbers: false };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  if (title) result.title = title[1] ?? title[2];
  const rest = meta.replace(/title=(?:"[^"]*"|'[^']*')/, '');
  const ranges = /\{([\d,\s-]+)\}/.exec(rest);
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [a, b] = part
        .trim()
        .split('-')
        .map((n) => Number.parseInt(n, 10));
      if (a === undefined || Number.isNaN(a)) continue;
      for (let line = a; line <= (b ?? a); line++) result.highlightLines.add(line);
    }
  }
  result.showLineNumbers = /\bshowLineNumbers\b/.test(rest);
  return result;
}
