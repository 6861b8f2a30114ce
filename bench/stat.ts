/** Median and spread of repeated measurements (the machine is noisy). */
export interface Stat {
  median: number;
  min: number;
  max: number;
}

export function stat(values: number[]): Stat {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** `1.23 s (1.10 s–1.40 s)`, or `612 MB (…)`; a dash when not measured. */
export function formatStat(s: Stat | undefined, unit: 'ms' | 'MB' = 'ms'): string {
  if (!s) return '—';
  const r = (n: number) => (unit === 'ms' && n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)}${unit === 'ms' ? ' ms' : ' MB'}`);
  return `${r(s.median)} (${r(s.min)}–${r(s.max)})`;
}
