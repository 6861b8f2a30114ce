/** Terminal output: colours (only on a TTY, and never with NO_COLOR), sizes, diagnostics. */
import { distinctDiagnostics, formatReport, type Diagnostic, type Severity } from '../core/diagnostics.js';

const useColor = process.stderr.isTTY && !process.env.NO_COLOR && process.env.TERM !== 'dumb';

function paint(code: number, text: string): string {
  return useColor ? `\x1b[${code}m${text}\x1b[0m` : text;
}

export const color = {
  red: (t: string) => paint(31, t),
  yellow: (t: string) => paint(33, t),
  green: (t: string) => paint(32, t),
  dim: (t: string) => paint(2, t),
  bold: (t: string) => paint(1, t),
};

export function severityColor(severity: Severity, text: string): string {
  return severity === 'error' ? color.red(text) : color.yellow(text);
}

export function printDiagnostics(items: Diagnostic[]): void {
  if (items.length === 0) return;
  process.stderr.write(formatReport(distinctDiagnostics(items), severityColor) + '\n');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`;
}
