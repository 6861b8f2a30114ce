/**
 * Symbolic links in a content folder, checked before its files are listed.
 *
 * - A link that points back to a folder holding it makes every file appear
 *   again under longer and longer paths (until the system's limit of 40
 *   links): a build took 96 s and reported a thousand duplicate routes.
 * - A link that points outside the site (`zz.md -> /etc/passwd`) would
 *   publish that file as a page, a search text and an llms.txt entry; git
 *   carries symlinks, so a reviewed pull request can bring one (see
 *   core/site-boundary.ts).
 *
 * Each is an error naming the link and where it points, all of them at once.
 */
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import { outsideReasonText, SiteBoundary } from '../core/site-boundary.js';

/** Throws when a symlink under `folder` leads back to a folder on its own path, or out of the site. */
export function assertSafeSymlinks(siteDir: string, folder: string): void {
  let root: string;
  try {
    root = realpathSync(folder);
  } catch {
    return; // missing: the source says so
  }
  const boundary = SiteBoundary.of(siteDir, [folder]);
  const problems: Diagnostic[] = [];
  const folderRefused = boundary.check(root);
  if (folderRefused) {
    const shown = relative(siteDir, folder) || folder;
    throw MysiteError.of({
      code: 'content/outside-site',
      message: `The content folder ${shown} is ${root}: ${outsideReasonText(folderRefused, 'that folder')}.`,
      at: { file: shown },
      hint: 'Keep content folders inside the site folder (the folder of site.config.ts), and not in a hidden folder.',
    });
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
      const link = relative(siteDir, path) || path;
      let real: string;
      try {
        real = realpathSync(path);
      } catch {
        continue; // a dangling link, or one that loops on itself: nothing is found through it
      }
      const refused = boundary.check(real);
      if (refused) {
        problems.push({
          severity: 'error',
          code: 'content/outside-site',
          message: `The symbolic link ${link} points to ${real}: ${outsideReasonText(refused, 'that file')}, and content may only come from inside it.`,
          at: { file: link },
          hint: `Copy the file into the site instead of linking to it, or remove the link (rm ${link}).`,
        });
        continue;
      }
      if (!isFolder(real)) continue;
      // A link to one of the folders it is in, or to a folder that holds one of them.
      if ([...ancestors].some((a) => a === real || a.startsWith(real + sep))) {
        const to = relative(siteDir, real) || '.';
        problems.push({
          severity: 'error',
          code: 'content/symlink-loop',
          message: `The symbolic link ${link} points to ${to}, a folder that holds it: its files would be found again and again.`,
          at: { file: link },
          hint: `Remove the link (rm ${link}), or point it at a folder outside ${to}.`,
        });
        continue;
      }
      stack.push({ dir: path, real, ancestors: new Set([...ancestors, real]) });
    }
  }
  if (problems.length > 0) throw new MysiteError(problems);
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
