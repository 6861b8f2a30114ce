/**
 * Counts the errors and warnings a mysite command printed, by code: the
 * report lists them under "N errors:" / "N warnings:" headers, each ending
 * in `[code]` (src/core/diagnostics.ts, formatReport).
 */
export interface DiagnosticCounts {
  errors: Map<string, number>;
  warnings: Map<string, number>;
}

export function countDiagnostics(output: string): DiagnosticCounts {
  const counts: DiagnosticCounts = { errors: new Map(), warnings: new Map() };
  let current: Map<string, number> | undefined;
  for (const line of output.split('\n')) {
    const header = /^\d+ (error|warning)s?:$/.exec(line);
    if (header) {
      current = header[1] === 'error' ? counts.errors : counts.warnings;
      continue;
    }
    if (!line.startsWith(' ')) current = undefined;
    const code = /\s\[([a-z0-9-]+(?:\/[a-z0-9-]+)?)\]$/.exec(line)?.[1];
    if (current && code) current.set(code, (current.get(code) ?? 0) + 1);
  }
  return counts;
}

/** `theme/compile 22, markdown/unsupported-mdx 3` (most frequent first), or `none`. */
export function formatCounts(counts: Map<string, number>): string {
  if (counts.size === 0) return 'none';
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
}
