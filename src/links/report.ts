/**
 * The link check's problems as diagnostics, one way for `mysite build` (with
 * the config's severities) and `mysite check-links` (where all are errors):
 * the same broken link repeated on many built pages (a navbar link, say) is
 * one diagnostic that says on how many pages it is.
 */
import type { Diagnostic, Severity } from '../core/diagnostics.js';
import type { SourcePosition } from '../core/types.js';
import { quoted } from '../core/quoted.js';
import type { LinkProblem } from './check.js';

export type LinkCode = 'links/broken-link' | 'links/broken-anchor' | 'links/broken-markdown-link';

/** A relative link to a .md file is a Markdown link that did not resolve to a page. */
const MARKDOWN_LINK = /^(?![a-z][a-z0-9+.-]*:|\/)[^#?]*\.mdx?(?:[#?]|$)/i;

export function linkCode(problem: LinkProblem): LinkCode {
  if (MARKDOWN_LINK.test(problem.href)) return 'links/broken-markdown-link';
  return problem.kind === 'anchor' ? 'links/broken-anchor' : 'links/broken-link';
}

/** Problems found in built files (not Markdown) that are the same link are merged. */
export function groupRepeated(problems: LinkProblem[], outDirName: string): { problem: LinkProblem; count: number }[] {
  const grouped = new Map<string, { problem: LinkProblem; count: number }>();
  for (const problem of problems) {
    const built = problem.at.file.startsWith(outDirName + '/');
    const key = built ? `${problem.kind}|${problem.href}|${problem.reason}` : `${problem.at.file}:${problem.at.line}:${problem.at.column}|${problem.href}`;
    const entry = grouped.get(key);
    if (entry) entry.count++;
    else grouped.set(key, { problem, count: 1 });
  }
  return [...grouped.values()];
}

/** What the place of a problem adds to its message: which option set the link, and how to fix it. */
export type LinkOrigin = (problem: LinkProblem) => { setBy: string; hint: string } | undefined;

/** The diagnostics for a check's problems; `severityOf` may leave a kind out ('ignore'). */
export function linkDiagnostics(
  problems: LinkProblem[],
  outDirName: string,
  severityOf: (code: LinkCode) => Severity | 'ignore',
  originOf: LinkOrigin = () => undefined,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { problem, count } of groupRepeated(problems, outDirName)) {
    const code = linkCode(problem);
    const severity = severityOf(code);
    if (severity === 'ignore') continue;
    if (problem.madeByCode) {
      out.push(madeByCodeDiagnostic(problem, problem.madeByCode, severity, code, count));
      continue;
    }
    const origin = originOf(problem);
    out.push({
      severity,
      code,
      message: `Broken ${problem.kind}: ${quoted(problem.href)}${origin ? `, set by ${origin.setBy}` : ''} (${problem.reason})${count > 1 ? `; on ${count} pages` : ''}`,
      at: problem.at,
      ...(origin && { hint: origin.hint }),
    });
  }
  return out;
}

/**
 * A broken link that code on its page made: said without its target, which
 * may be an imported file's text or an environment value (build logs are
 * often public). The author finds it at the places given.
 */
function madeByCodeDiagnostic(problem: LinkProblem, places: SourcePosition[], severity: Severity, code: LinkCode, count: number): Diagnostic {
  // One place is the diagnostic's own position; several (the page's links made by code) are listed.
  const where = places.length > 1 ? ` in ${places.map((at) => [at.file, at.line, at.column].filter((part) => part !== undefined).join(':')).join(', ')}` : '';
  return {
    severity,
    code,
    message: `Broken ${problem.kind} made by code${where} (${problem.reason}); its target is not shown, since code gave it${count > 1 ? `; on ${count} pages` : ''}`,
    at: problem.at,
    hint: 'Check what the expression gives (an import, a variable): a link written as text in the page is reported with its target.',
  };
}
