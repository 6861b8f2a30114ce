/**
 * The table of `npm run bench:peers`: a row per tool, mysite first; each
 * figure with its spread and its ratio to mysite's (the tool ÷ mysite), the
 * figure the targets name.
 */
import { formatStat, type Stat } from './stat.js';

export interface ToolResult {
  id: string;
  label: string;
  version: string;
  /** HTML files in the output: that the tool built the whole corpus. */
  htmlFiles: number;
  wallMs?: Stat;
  /** User + system CPU time of the build and the processes it waited for. */
  cpuMs?: Stat;
  peakRssMb?: Stat;
  failed?: string;
}

/** `3.41×`; a dash when either side was not measured. */
export function ratio(tool: Stat | undefined, mysite: Stat | undefined): string {
  if (!tool || !mysite || mysite.median === 0) return '—';
  return `${(tool.median / mysite.median).toFixed(2)}×`;
}

export function peerTable(results: ToolResult[]): string {
  const mysite = results.find((r) => r.id === 'mysite');
  const header = ['tool', 'version', 'HTML files', 'wall', '×', 'CPU (user + sys)', '×', 'peak RSS', '×'];
  const rows = results.map((r) => [
    r.label,
    r.version,
    r.failed ? 'failed' : String(r.htmlFiles),
    formatStat(r.wallMs),
    ratio(r.wallMs, mysite?.wallMs),
    formatStat(r.cpuMs),
    ratio(r.cpuMs, mysite?.cpuMs),
    formatStat(r.peakRssMb, 'MB'),
    ratio(r.peakRssMb, mysite?.peakRssMb),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  return [header, ...rows]
    .map((cells) =>
      cells
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
