/**
 * What the build says of the parts of `footer.copyright` the footer does not
 * keep (core/copyright-html.ts): one warning each, at the line of site.config.ts
 * that writes it when the config's text holds it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_FILE } from '../config/evaluate.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { SourcePosition } from '../core/types.js';
import type { CopyrightIssue } from '../core/copyright-html.js';

export function copyrightWarnings(issues: readonly CopyrightIssue[], siteDir: string): Diagnostic[] {
  if (issues.length === 0) return [];
  const lines = configLines(siteDir);
  const seen = new Set<string>();
  const warnings: Diagnostic[] = [];
  for (const issue of issues) {
    // A tag's end is not said again after its start.
    const key = `${issue.kind} ${issue.name.replace('</', '<')} ${issue.on ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    warnings.push({
      severity: 'warning',
      code: 'theme/copyright-html',
      message: `footer.copyright: ${described(issue)}`,
      at: { file: CONFIG_FILE, ...lineOf(lines, written(issue)) },
    });
  }
  return warnings;
}

function described(issue: CopyrightIssue): string {
  if (issue.kind === 'tag') return `${issue.name} is not a tag the footer keeps, so it is shown as the text it is written as.`;
  if (issue.kind === 'attribute') return `the attribute ${issue.name} on <${issue.on}> is not one the footer keeps: left out.`;
  return `the link "${issue.name}" is not followed (only http:, https:, mailto: and relative links are): its href is left out.`;
}

/** How the part is written in the config's text: `<div`, `class=`, the URL. */
function written(issue: CopyrightIssue): string {
  if (issue.kind === 'tag') return issue.name.replace(/>$/, '');
  return issue.kind === 'attribute' ? `${issue.name}=` : issue.name;
}

function configLines(siteDir: string): string[] {
  try {
    return readFileSync(join(siteDir, CONFIG_FILE), 'utf8').split('\n');
  } catch {
    return [];
  }
}

/** The first line that holds `text`, case aside. */
function lineOf(lines: string[], text: string): Omit<SourcePosition, 'file'> {
  const wanted = text.toLowerCase();
  for (const [i, line] of lines.entries()) {
    const at = line.toLowerCase().indexOf(wanted);
    if (at >= 0) return { line: i + 1, column: at + 1 };
  }
  return {};
}
