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

/** A file of a watch-mode build: its bytes made (from the build's string) and hashed when it is first served. */
class MemoryFile implements ServedFile {
  readonly mtime = new Date();
  private body?: Buffer;
  private hash?: string;

  constructor(
    readonly path: string,
    readonly contents: string | Uint8Array,
  ) {}

  read(): Buffer {
    const { contents } = this;
    this.body ??= typeof contents === 'string' ? Buffer.from(contents) : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);
    return this.body;
  }

  get etag(): string {
    this.hash ??= `"${createHash('sha1').update(this.read()).digest('base64url').slice(0, 20)}"`;
    return this.hash;
  }

  sameAs(contents: string | Uint8Array): boolean {
    if (typeof contents === 'string' && typeof this.contents === 'string') return contents === this.contents;
    return this.read().equals(typeof contents === 'string' ? Buffer.from(contents) : contents);
  }
}

export class MemorySource implements FileSource {
  private readonly files = new Map<string, MemoryFile>();

  /**
   * Keeps a file (without copying it: the build does not change what it
   * wrote); a file set again with the same contents keeps its time and
   * ETag. A big site's first watch build sets thousands of files that are
   * never asked for, so nothing is encoded or hashed until one is.
   */
  set(path: string, contents: string | Uint8Array): void {
    if (this.files.get(path)?.sameAs(contents)) return;
    this.files.set(path, new MemoryFile(path, contents));
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
