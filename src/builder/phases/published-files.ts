/**
 * Local files the content shows or links to, copied into the output under a
 * name made from their contents, so a changed file gets a new URL:
 * images as `assets/images/<name>.<hash><ext>`, other files as Docusaurus
 * names them, `assets/files/<name>-<hash><ext>`. A file is read only after
 * the site boundary (core/site-boundary.ts) allows it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { OutsideReason, SiteBoundary } from '../../core/site-boundary.js';
import type { OutputFile } from '../../core/types.js';
import { PUBLISHED_FILES_DIR } from '../../core/urls.js';

export type PublishedKind = 'image' | 'file';

export interface PublishedFilesInput {
  siteDir: string;
  boundary: SiteBoundary;
  /** A translated file's original (i18n/content-overlay.ts): tried when the locale has no file of its own. */
  original: (file: string) => string;
  /** Where the site-relative path of each file published is added. */
  sources?: Set<string>;
}

export class PublishedFiles {
  /** The files to write, each once. */
  readonly files: OutputFile[] = [];
  private readonly outputs = new Map<string, string>(); // kind and site path → output path
  private readonly written = new Set<string>();
  private readonly fileMemo = new Map<string, boolean>();

  constructor(private readonly input: PublishedFilesInput) {}

  /**
   * The output path of the image at `wanted` (site-relative), or undefined
   * when there is no such file or it may not be published.
   */
  image(wanted: string): string | undefined {
    const target = [wanted, this.input.original(wanted)].find((t) => this.isFile(t) && !this.refused(t));
    return target === undefined ? undefined : this.publish(target, 'image');
  }

  /** The file at `wanted` (site-relative), or its original's in a translated site; undefined when neither is a file. */
  find(wanted: string): string | undefined {
    return [wanted, this.input.original(wanted)].find((t) => this.isFile(t));
  }

  /** Why the file at `target` (site-relative) may not be published, or undefined when it may. */
  refused(target: string): OutsideReason | undefined {
    return this.input.boundary.check(join(this.input.siteDir, target));
  }

  /** Publishes `target`, an existing file the boundary allows, once; returns its output path. */
  publish(target: string, kind: PublishedKind): string {
    const key = `${kind}:${target}`;
    let out = this.outputs.get(key);
    if (out) return out;
    this.input.sources?.add(target);
    const bytes = readFileSync(join(this.input.siteDir, target));
    const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 8);
    const name = basename(target, extname(target));
    out = kind === 'image' ? `assets/images/${name}.${hash}${extname(target)}` : `${PUBLISHED_FILES_DIR}${name}-${hash}${extname(target)}`;
    this.outputs.set(key, out);
    // Two files of the same name and bytes are one output file.
    if (!this.written.has(out)) {
      this.written.add(out);
      this.files.push({ path: out, contents: bytes });
    }
    return out;
  }

  private isFile(target: string): boolean {
    let known = this.fileMemo.get(target);
    if (known === undefined) {
      known = isFile(join(this.input.siteDir, target));
      this.fileMemo.set(target, known);
    }
    return known;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
