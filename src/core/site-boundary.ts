/**
 * The trust rule for paths that come from content: a page, an image, a
 * diagram, a partial, an OpenAPI `$ref` or a path in the config may name
 * only files inside the site folder, after symbolic links are followed, and
 * never a hidden file or folder (`.env`, `.git/`, the cache). Without it one
 * edit in a pull request (`![x](../../../proc/self/environ)`, `$ref:
 * /etc/passwd`, a symlink) would publish the build machine's files, CI
 * secrets included, into the output.
 *
 * The roots are the site folder and the content folders the config names
 * (a monorepo's `docs.path: '../docs'`): the config is code the author
 * runs, with the author's rights, as are the sidebars file and MDX. This
 * rule is about the paths content names.
 */
import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative, sep } from 'node:path';

export type OutsideReason = 'outside' | 'hidden';

export class SiteBoundary {
  private readonly roots: string[];

  /** `roots`: absolute folders whose files content may name. */
  constructor(roots: string[]) {
    this.roots = [...new Set(roots.map(realPath))];
  }

  /**
   * The site folder, and each of `configFolders` (absolute) that the config
   * writes outside it. One written inside the site is no root of its own: if
   * it is a symbolic link out of the site, that is content leaving the site.
   */
  static of(siteDir: string, configFolders: string[] = []): SiteBoundary {
    return new SiteBoundary([siteDir, ...configFolders.filter((folder) => isOutside(siteDir, folder))]);
  }

  /**
   * Why `absolutePath` may not be read as content, or undefined when it may.
   * A file that does not exist is judged by the nearest folder above it that
   * does (its own absence is reported where it is read).
   */
  check(absolutePath: string): OutsideReason | undefined {
    const real = realPath(absolutePath);
    let reason: OutsideReason = 'outside';
    for (const root of this.roots) {
      if (isOutside(root, real)) continue;
      if (
        !relative(root, real)
          .split(sep)
          .some((part) => part.startsWith('.'))
      )
        return undefined;
      reason = 'hidden';
    }
    return reason;
  }

  /** Whether `absolutePath` is inside one of the roots (hidden or not), once symbolic links are followed. */
  holds(absolutePath: string): boolean {
    return this.check(absolutePath) !== 'outside';
  }
}

function isOutside(root: string, path: string): boolean {
  const inside = relative(root, path);
  return inside.startsWith('..') || isAbsolute(inside);
}

/** A message part saying why a path was refused; `place` names the boundary. */
export function outsideReasonText(reason: OutsideReason, shown: string, place = 'the site folder'): string {
  return reason === 'outside' ? `${shown} is outside ${place} (once symbolic links are followed)` : `${shown} is a hidden file or is inside a hidden folder`;
}

/** The path with every symbolic link followed; for a missing file, its nearest existing folder's real path joined with the rest. */
function realPath(path: string): string {
  let rest = '';
  for (let at = path; ; ) {
    try {
      return realpathSync.native(at) + rest;
    } catch {
      const up = dirname(at);
      if (up === at) return path;
      rest = sep + basename(at) + rest;
      at = up;
    }
  }
}
