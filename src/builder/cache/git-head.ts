/**
 * The commit a site is at, read from the repository's files without running
 * git (the up-to-date check must be cheap): sitemap dates and the docs' last
 * update come from git history, so a new commit must rebuild. In a worktree
 * or a submodule `.git` is a file naming the real git folder (`gitdir:`),
 * whose `commondir` names the folder that holds the shared refs.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { foldersUp } from '../../core/folders-up.js';

/** The commit (or, for a ref that cannot be read, the ref itself); '' outside a repository. */
export function gitHead(siteDir: string): string {
  for (const dir of foldersUp(siteDir)) {
    const gitDir = gitFolderAt(join(dir, '.git'));
    if (gitDir) return headOf(gitDir);
  }
  return '';
}

/** The git folder `.git` leads to: itself, or the folder a `gitdir:` file names. */
function gitFolderAt(dotGit: string): string | undefined {
  const stats = statSync(dotGit, { throwIfNoEntry: false });
  if (stats?.isDirectory()) return dotGit;
  if (!stats?.isFile()) return undefined;
  const pointer = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
  return pointer ? resolve(dotGit, '..', pointer) : undefined;
}

function headOf(gitDir: string): string {
  const head = readIfThere(join(gitDir, 'HEAD'))?.trim();
  if (!head) return '';
  if (!head.startsWith('ref: ')) return head;
  const name = head.slice(5);
  // A worktree keeps its own HEAD; branches and packed refs are in the common folder.
  const common = readIfThere(join(gitDir, 'commondir'))?.trim();
  for (const folder of [gitDir, ...(common ? [resolve(gitDir, common)] : [])]) {
    const loose = readIfThere(join(folder, name));
    if (loose) return loose.trim();
    const packed = readIfThere(join(folder, 'packed-refs'))
      ?.split('\n')
      .find((line) => line.endsWith(' ' + name));
    if (packed) return packed;
  }
  return head;
}

function readIfThere(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
