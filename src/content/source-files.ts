/**
 * The content files sources read, and their text. In watch mode both are
 * kept between runs and only what the watcher reports as changed is read
 * again: a one-file edit on a 5,000-page site reads one file and lists no
 * folder. A one-off build reads everything once and keeps nothing.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fg from 'fast-glob';
import { readTextFile } from './read-text.js';
import { assertSafeSymlinks } from './symlink-check.js';

/** A locale's translated files, standing in for the default locale's (i18n/content-overlay.ts). */
export interface FileOverlay {
  /** The folders (absolute) whose files join those of `absoluteFolder` when it is listed. */
  overlaysOf(absoluteFolder: string): string[];
  /** The file to read for a content file (site-relative). */
  locate(relativePath: string): string;
  /** The default locale's file a translated file stands in for. */
  original(relativePath: string): string;
}

export class SourceFiles {
  private readonly texts = new Map<string, Promise<string>>();
  /** The texts of `texts` that have been read. */
  private readonly known = new Map<string, string>();
  private readonly lists = new Map<string, Promise<string[]>>();
  /** Every file (absolute path) some kept list holds. */
  private readonly listed = new Set<string>();

  /** `siteDir`: what messages name paths relative to. */
  /** `overlay`: a locale's translated files, which stand in for the default locale's (i18n/content-overlay.ts). */
  constructor(
    private readonly keep: boolean,
    private readonly siteDir = process.cwd(),
    private readonly overlay?: FileOverlay,
  ) {}

  /** The file to read for a content file (site-relative): the locale's translation of it, if there is one. */
  locate(relativePath: string): string {
    return this.overlay ? this.overlay.locate(relativePath) : relativePath;
  }

  /** The default locale's file a translated file stands in for; any other file itself. */
  original(relativePath: string): string {
    return this.overlay ? this.overlay.original(relativePath) : relativePath;
  }

  /** A file's text; `file` is its site-relative path, for messages (see read-text.ts). */
  read(absolutePath: string, file: string): Promise<string> {
    if (!this.keep) return readTextFile(absolutePath, file);
    let text = this.texts.get(absolutePath);
    if (!text) {
      const reading = readTextFile(absolutePath, file);
      this.texts.set(absolutePath, reading);
      reading.then(
        (read) => this.texts.get(absolutePath) === reading && this.known.set(absolutePath, read),
        // A file that cannot be read now may be readable after the next change.
        () => this.texts.get(absolutePath) === reading && this.texts.delete(absolutePath),
      );
      text = reading;
    }
    return text;
  }

  /** A file's text if it was read and has not changed since (watch mode), without waiting. */
  textOf(absolutePath: string): string | undefined {
    return this.known.get(absolutePath);
  }

  /** The files under `cwd` matching `patterns` (relative paths, sorted). */
  list(patterns: string[], cwd: string): Promise<string[]> {
    const find = async () => {
      assertSafeSymlinks(this.siteDir, cwd);
      // A locale's translations are read in place of these (locate): a file only the locale has is no page,
      // as in Docusaurus (i18n/orphan-translations.ts says so).
      for (const folder of this.overlay?.overlaysOf(cwd) ?? []) assertSafeSymlinks(this.siteDir, folder);
      return (await fg(patterns, { cwd, onlyFiles: true })).sort();
    };
    if (!this.keep) return find();
    const key = JSON.stringify([cwd, patterns]);
    let files = this.lists.get(key);
    if (!files) {
      files = find();
      this.lists.set(key, files);
      files.then(
        (found) => found.forEach((f) => this.listed.add(join(cwd, f))),
        () => this.lists.delete(key),
      );
    }
    return files;
  }

  /** Forgets the given files or folders (absolute paths), or everything. */
  forget(absolutePaths?: string[]): void {
    if (!absolutePaths) {
      this.texts.clear();
      this.known.clear();
      this.dropLists();
      return;
    }
    const folders = absolutePaths.map((p) => p + sep);
    for (const path of this.texts.keys()) {
      if (absolutePaths.includes(path) || folders.some((f) => path.startsWith(f))) {
        this.texts.delete(path);
        this.known.delete(path);
      }
    }
    // A file was added, removed, or is a folder: lists may have changed.
    if (absolutePaths.some((p) => !this.listed.has(p) || !existsSync(p))) this.dropLists();
  }

  private dropLists(): void {
    this.lists.clear();
    this.listed.clear();
  }
}
