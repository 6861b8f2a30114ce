/**
 * The one owner of what builds keep in a site's cache folder
 * (`.mysite-cache/`): where each artifact is, and what keys it. Every
 * artifact is named or keyed by the engine identity (engine-identity.ts),
 * or by something that contains it: files of another identity are never
 * read, and the `.bin` ones are removed when a build saves its own. The
 * modules that encode an artifact get its path from here, except the
 * identity's own memo and the compiled config (they are needed before a
 * BuildCache can be). docs/ARCHITECTURE.md has the table of every
 * artifact: its key, when it is written, and whether a failed run may
 * change it.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDirOf } from '../../core/cache-folder.js';
import { engineIdentity } from './engine-identity.js';

/** Binary artifacts named by the identity (`markdown-<identity>.bin`). */
const KEYED_FILES = ['markdown', 'sources', 'search', 'output'] as const;
type KeyedFile = (typeof KEYED_FILES)[number];
const KEYED_NAME = /^(markdown|sources|search|output)-([0-9a-f]+)\.bin$/;

export class BuildCache {
  readonly dir: string;

  /**
   * `enabled: false` (`--no-cache`): no kept artifact is read or written (their paths are undefined).
   * What a build needs to run at all is still written: the identity's memo, the bundles it imports,
   * and `link-sources.json` for `check-links`.
   */
  /** `locale`: another locale than the default of a translated site keeps its artifacts in `locales/<locale>/`. */
  constructor(
    private readonly siteDir: string,
    readonly enabled = true,
    locale?: string,
  ) {
    this.dir = locale ? join(cacheDirOf(siteDir), 'locales', locale) : cacheDirOf(siteDir);
  }

  /** The engine identity that names and keys the artifacts. */
  get identity(): string {
    return engineIdentity(this.dir, this.siteDir);
  }

  /** Compiled Markdown, an entry per page by content hash (markdown/cache.ts). */
  get compiledMarkdown(): string | undefined {
    return this.keyed('markdown');
  }

  /** Whole results of sources with a cache key: the API reference (cache/source-cache.ts). */
  get sourceResults(): string | undefined {
    return this.keyed('sources');
  }

  /** The search index's postings and documents, by bucket (search/kept-index.ts). */
  get searchIndex(): string | undefined {
    return this.keyed('search');
  }

  /** The records of the last two outputs: each page's key, links and ids, and the folder's manifest (output/stored-records.ts). */
  get pageRecords(): string | undefined {
    return this.keyed('output');
  }

  /** Theme bundles, a folder per setup key (theme/theme-cache.ts). */
  get themeBundles(): string {
    return join(this.dir, 'themes');
  }

  /** Server bundles of the theme, written to be imported (theme/bundle-theme.ts). */
  get serverBundles(): string {
    return join(this.dir, 'ssr');
  }

  /** Server bundles of MDX pages, a folder per source, written to be imported (mdx/bundle-mdx.ts). */
  get mdxBundles(): string {
    return join(this.dir, 'mdx');
  }

  /** Ideal images in each width, by the source's bytes, the width, the quality and sharp's version (mdx/ideal-image/). */
  get idealImages(): string | undefined {
    return this.enabled ? join(this.dir, 'ideal-img') : undefined;
  }

  /** Social card images, by a hash of what is drawn and the identity (seo/cards/). */
  get socialCards(): string | undefined {
    return this.enabled ? join(this.dir, 'cards') : undefined;
  }

  /** The stamp of every input of the last `mysite build` (cache/up-to-date.ts). */
  get lastBuild(): string {
    return join(this.dir, 'last-build.json');
  }

  /** Where each link of the last output came from, for `mysite check-links` (links/link-sources.ts). */
  get linkSources(): string {
    return join(this.dir, 'link-sources.json');
  }

  /** The sitemap's XML, by its entries (phases/sitemap.ts). */
  get sitemap(): string | undefined {
    return this.enabled ? join(this.dir, 'sitemap.json') : undefined;
  }

  /** Removes keyed files of other identities: they can never be read again. */
  removeStale(): void {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return;
    }
    for (const name of names) {
      const m = KEYED_NAME.exec(name);
      if (m && m[2] !== this.identity) rmSync(join(this.dir, name), { force: true });
    }
  }

  private keyed(name: KeyedFile): string | undefined {
    return this.enabled ? join(this.dir, `${name}-${this.identity}.bin`) : undefined;
  }
}
