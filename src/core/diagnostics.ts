/**
 * Diagnostics are collected during a build and reported once, grouped, at
 * the end. An error diagnostic fails the build; warnings never do.
 */
import type { SourcePosition } from './types.js';
import { ERROR_CATALOGUE, type CatalogueEntry, type ErrorCode } from './error-catalogue.js';

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Stable rule id from the catalogue, e.g. `markdown/unknown-directive`. */
  code: ErrorCode;
  message: string;
  /** Where it happened, when known. */
  at?: SourcePosition;
  /** What to do about it. */
  hint?: string;
}

/** What a place that finds a problem says about it; the severity comes from how it is reported. */
export type Problem = Omit<Diagnostic, 'severity'>;

/** The catalogue's hint, when the diagnostic has none of its own. */
export function withCatalogueHint(d: Diagnostic): Diagnostic {
  const entry: CatalogueEntry = ERROR_CATALOGUE[d.code];
  return d.hint || !entry.hint ? d : { ...d, hint: entry.hint };
}

export class Diagnostics {
  readonly items: Diagnostic[] = [];

  report(d: Diagnostic): void {
    this.items.push(withCatalogueHint(d));
  }

  error(problem: Problem): void {
    this.report({ severity: 'error', ...problem });
  }

  warn(problem: Problem): void {
    this.report({ severity: 'warning', ...problem });
  }

  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }

  get warnings(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'warning');
  }

  hasErrors(): boolean {
    return this.items.some((d) => d.severity === 'error');
  }
}

/** The diagnostics without repeats (the same severity, code, place and message): one problem found by several parts of a build is reported once. */
export function distinctDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = JSON.stringify([d.severity, d.code, d.at?.file, d.at?.line, d.at?.column, d.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `file:line:col` as editors and terminals make clickable. */
export function formatPosition(at: SourcePosition | undefined): string {
  if (!at) return '';
  let out = at.file;
  if (at.line) out += `:${at.line}`;
  if (at.line && at.column) out += `:${at.column}`;
  return out;
}

/** One diagnostic as text: `file:line:col  message  [code]` and an indented hint. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = formatPosition(d.at);
  const head = `${where ? where + '  ' : ''}${d.message}  [${d.code}]`;
  return d.hint ? `${head}\n    → ${d.hint}` : head;
}

/**
 * Groups diagnostics by severity, then by file, so a report reads like a
 * to-do list: every problem in a file together, errors first.
 */
export function formatReport(items: Diagnostic[], color: (s: Severity, text: string) => string): string {
  const lines: string[] = [];
  for (const severity of ['error', 'warning'] as const) {
    const group = items.filter((d) => d.severity === severity);
    if (group.length === 0) continue;
    const title = `${group.length} ${severity}${group.length === 1 ? '' : 's'}`;
    lines.push(color(severity, title + ':'));
    const sorted = [...group].sort(
      (a, b) => (a.at?.file ?? '').localeCompare(b.at?.file ?? '') || (a.at?.line ?? 0) - (b.at?.line ?? 0) || (a.at?.column ?? 0) - (b.at?.column ?? 0),
    );
    for (const d of sorted) lines.push('  ' + formatDiagnostic(d).replace(/\n/g, '\n  '));
  }
  return lines.join('\n');
}
