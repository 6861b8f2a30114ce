/**
 * A symbolic link in a content folder that points back to a folder holding
 * it makes every file appear again under longer and longer paths (until the
 * system's limit of 40 links): a build took 96 s and reported a thousand
 * duplicate routes. Such a loop is found first, and is an error naming the
 * link and where it points.
 */
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { MysiteError } from '../core/errors.js';

/** Throws when a symlink under `folder` leads back to a folder on its own path. */
export function assertNoSymlinkLoops(siteDir: string, folder: string): void {
  let root: string;
  try {
    root = realpathSync(folder);
  } catch {
    return; // missing: the source says so
  }
  const stack: { dir: string; real: string; ancestors: Set<string> }[] = [{ dir: folder, real: root, ancestors: new Set([root]) }];
  while (stack.length > 0) {
    const { dir, real: dirReal, ancestors } = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue; // unreadable folders are reported where they are read
    }
    for (const entry of entries) {
      if (!entry.isDirectory() && !entry.isSymbolicLink()) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        // A folder, not a link: it is where its parent is, and cannot hold one of its ancestors.
        const real = join(dirReal, entry.name);
        stack.push({ dir: path, real, ancestors: new Set([...ancestors, real]) });
        continue;
      }
      let real: string;
      try {
        real = realpathSync(path);
        if (!statSync(real).isDirectory()) continue;
      } catch {
        continue; // a dangling link, or one that loops on itself: nothing is found through it
      }
      // A link to one of the folders it is in, or to a folder that holds one of them.
      if ([...ancestors].some((a) => a === real || a.startsWith(real + sep))) {
        const link = relative(siteDir, path) || path;
        const to = relative(siteDir, real) || '.';
        throw MysiteError.of({
          code: 'content/symlink-loop',
          message: `The symbolic link ${link} points to ${to}, a folder that holds it: its files would be found again and again.`,
          at: { file: link },
          hint: `Remove the link (rm ${link}), or point it at a folder outside ${to}.`,
        });
      }
      stack.push({ dir: path, real, ancestors: new Set([...ancestors, real]) });
    }
  }
}
