/**
 * Which folders are mysite's to replace. Every build writes a mark file at
 * the top of its output (and of the spare folder it writes into, before
 * anything else), and a build replaces or deletes a folder that holds
 * files only when it holds the mark: a folder of the user's given as the
 * output (`--out ../docs`, `outDir: 'public'` with a file made by hand) is
 * refused, naming what it holds, unless the build is given `--force`.
 *
 * An output written before the mark existed is recognised by its `_mysite/`
 * folder, which every build of mysite has written, so an upgrade needs no
 * `--force`. `mysite check-links` refuses a folder that is neither.
 */
import { lstatSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { Diagnostic } from '../../core/diagnostics.js';
import { MysiteError } from '../../core/errors.js';
import { writingFile } from '../../core/file-system-errors.js';

import { OUTPUT_MARK } from '../../core/output-folder-mark.js';

/** The mark, at the top of an output folder. */
export { OUTPUT_MARK };

const MARK_TEXT =
  'This folder was written by `mysite build`, which replaces it as a whole: keep no files of your own here (put them in static/).\n' +
  'Without this file, mysite refuses to replace or delete the folder unless given --force.\n';

/** How many of the files mysite did not write a message names. */
const SHOWN = 5;
/** The count stops here: a folder of the user's may be a large one. */
const COUNT_UP_TO = 10_000;

export function writeOutputMark(folder: string): void {
  writingFile(join(folder, OUTPUT_MARK), () => writeFileSync(join(folder, OUTPUT_MARK), MARK_TEXT));
}

/** mysite wrote this folder: it holds the mark, or, written by a mysite older than the mark, a `_mysite/` folder. */
export function isMysiteOutput(folder: string): boolean {
  return isFile(join(folder, OUTPUT_MARK)) || statSync(join(folder, '_mysite'), { throwIfNoEntry: false })?.isDirectory() === true;
}

/** What a path holds that mysite did not write: nothing when it is absent, an empty folder, or mysite's. */
export interface ForeignContents {
  /** The path is a file (or a link to one), not a folder. */
  isFile: boolean;
  /** The first few files, relative to the folder, in name order. */
  shown: string[];
  /** How many files it holds, up to COUNT_UP_TO. */
  count: number;
}

export function foreignContents(path: string): ForeignContents | undefined {
  const stat = statSync(path, { throwIfNoEntry: false }) ?? lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return undefined;
  if (!stat.isDirectory()) return { isFile: true, shown: [basename(path)], count: 1 };
  if (isMysiteOutput(path)) return undefined;
  const files = listFiles(path);
  return files.length === 0 ? undefined : { isFile: false, shown: files.slice(0, SHOWN), count: files.length };
}

/** Files and links under a folder, depth first in name order, stopping at COUNT_UP_TO. */
function listFiles(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir).sort();
    } catch {
      found.push(relative(root, dir) + '/'); // a folder that cannot be read still holds something
      return;
    }
    for (const name of entries) {
      if (found.length >= COUNT_UP_TO) return;
      const path = join(dir, name);
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (stat?.isDirectory()) visit(path);
      else if (stat) found.push(relative(root, path).split('\\').join('/'));
    }
  };
  visit(root);
  return found;
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
}

export interface OwnershipInput {
  outDir: string;
  spareDir: string;
  /** `--force`: replace them anyway. */
  force: boolean;
  /** How the author named the output folder (`--out ../docs`, `outDir: 'public' in site.config.ts`), for the hint. */
  setting: string;
}

export interface Ownership {
  /** The output folder held files mysite did not write, and `--force` said to replace it: it is not kept as the spare. */
  replacesForeignOutput: boolean;
  /** What `--force` is about to delete, to be said. */
  notices: string[];
}

/**
 * Checks, before a build touches anything, that the output folder and the
 * spare folder are mysite's (or absent, or empty). Throws naming what they
 * hold unless `force`.
 */
export function checkOwnership({ outDir, spareDir, force, setting }: OwnershipInput): Ownership {
  const output = foreignContents(outDir);
  const spare = foreignContents(spareDir);
  const notices: string[] = [];
  const problems = [
    output && {
      what: `The output folder ${outDir}`,
      contents: output,
      why: 'every build replaces that folder as a whole, so they would be deleted',
      hint: `Build into a folder of its own (${setting} now), move those files away, or add --force to replace the folder and delete them.`,
    },
    spare && {
      what: `The spare folder ${spareDir}, which a build writes into,`,
      contents: spare,
      why: 'a build deletes what that folder holds',
      hint: 'Move those files away, or add --force to delete them.',
    },
  ].filter((p) => p !== undefined);
  const refused: Diagnostic[] = [];
  for (const { what, contents, why, hint } of problems) {
    const held = describeContents(contents);
    if (force) notices.push(`${what} ${held}; replacing it, as --force asks.`);
    else
      refused.push({
        severity: 'error',
        code: 'build/not-mysite-output',
        message: `${what} ${held}: ${why}.`,
        hint: `${hint} A folder mysite wrote holds ${OUTPUT_MARK}.`,
      });
  }
  if (refused.length > 0) throw new MysiteError(refused);
  return { replacesForeignOutput: output !== undefined, notices };
}

function describeContents({ isFile, shown, count }: ForeignContents): string {
  if (isFile) return 'is a file, not a folder mysite wrote';
  const more = count > shown.length ? `, and ${count >= COUNT_UP_TO ? `more than ${COUNT_UP_TO - shown.length}` : count - shown.length} more` : '';
  const files = count >= COUNT_UP_TO ? `more than ${COUNT_UP_TO.toLocaleString('en')} files` : `${count} file${count === 1 ? '' : 's'}`;
  return `holds ${files} mysite did not write (${shown.join(', ')}${more})`;
}
