/**
 * The .gitignore `mysite init` writes, or the lines it adds to one that is
 * already there: only the template's lines that are missing, appended
 * after theirs (their `.env`, `secrets/` and the rest stay as they are).
 */
export interface GitignoreResult {
  contents: string;
  /** Lines added to an existing file. */
  added: string[];
}

export function mergeGitignore(existing: string | undefined, template: string): GitignoreResult {
  if (existing === undefined) return { contents: template, added: [] };
  const present = new Set(existing.split(/\r?\n/).map(normalise));
  const added = template.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#') && !present.has(normalise(line)));
  if (added.length === 0) return { contents: existing, added };
  if (existing.trim() === '') return { contents: template, added };
  const newline = existing.includes('\r\n') ? '\r\n' : '\n';
  const separator = existing.endsWith('\n') ? '' : newline;
  return { contents: `${existing}${separator}${newline}# mysite${newline}${added.join(newline)}${newline}`, added };
}

/** `dist`, `/dist` and `dist/` ignore the same folder at the top. */
function normalise(line: string): string {
  return line.trim().replace(/^\//, '').replace(/\/$/, '');
}
