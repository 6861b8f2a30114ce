/**
 * Where served files come from: a folder on disk (never following a symlink
 * out of it), or the in-memory output of a watch-mode build.
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

export interface ServedFile {
  path: string;
  etag: string;
  mtime: Date;
  read(): Buffer;
}

export interface FileSource {
  /** A file by its path relative to the site root, if it exists and is a file. */
  get(relativePath: string): ServedFile | undefined;
}

export function folderSource(root: string): FileSource {
  const realRoot = realpathSync(root);
  return {
    get(relativePath) {
      let real: string;
      try {
        real = realpathSync(join(realRoot, relativePath));
      } catch {
        return undefined;
      }
      // Symlinks may point anywhere; only what really lies inside the root is served.
      if (real !== realRoot && !real.startsWith(realRoot + sep)) return undefined;
      const stat = statSync(real, { throwIfNoEntry: false });
      if (!stat?.isFile()) return undefined;
      return {
        path: relativePath,
        etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        mtime: stat.mtime,
        read: () => readFileSync(real),
      };
    },
  };
}

export class MemorySource implements FileSource {
  private readonly files = new Map<string, ServedFile>();

  set(path: string, contents: string | Uint8Array): void {
    const body = Buffer.from(contents);
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    const previous = this.files.get(path);
    if (previous?.etag === etag) return;
    this.files.set(path, { path, etag, mtime: new Date(), read: () => body });
  }

  delete(path: string): void {
    this.files.delete(path);
  }

  paths(): string[] {
    return [...this.files.keys()];
  }

  get(path: string): ServedFile | undefined {
    return this.files.get(path);
  }
}
