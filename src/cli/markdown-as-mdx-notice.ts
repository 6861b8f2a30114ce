/**
 * The build summary's list of `.md` files read as MDX: each is code that
 * runs when the site builds (it may read `process.env`), so a reviewer who
 * reads a `.md` diff as text is told which files are not. One line per
 * file, at most `SHOWN` unless verbose.
 */
import { formatPosition } from '../core/diagnostics.js';
import type { MarkdownAsMdx } from '../core/types.js';

const SHOWN = 10;

/** The lines to print after the summary line; none when no `.md` file is read as MDX. */
export function markdownAsMdxNotice(files: readonly MarkdownAsMdx[], all = false): string[] {
  if (files.length === 0) return [];
  const shown = all ? files : files.slice(0, SHOWN);
  const lines = [
    `${files.length === 1 ? 'One .md file is' : `${files.length} .md files are`} read as MDX, code that runs when the site builds (name ${files.length === 1 ? 'it' : 'them'} .mdx, or set markdown.format: 'md' to refuse MDX in .md files):`,
    ...shown.map((f) => `  ${formatPosition(f)}  ${f.what}`),
  ];
  if (shown.length < files.length) lines.push(`  … and ${files.length - shown.length} more (--verbose lists them all)`);
  return lines;
}
