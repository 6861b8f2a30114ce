/**
 * Where a locale's translated pages are: for each content folder of the
 * site (docs and their versions, blogs, Markdown pages), the folders under
 * `i18n/<locale>/` that hold its translations, in Docusaurus's layout first
 * (`docusaurus-plugin-content-docs/current/`, `version-<v>/`,
 * `docusaurus-plugin-content-blog/`, `docusaurus-plugin-content-pages/`),
 * then the plain one (`docs/`, `versioned_docs/version-<v>/`, `<blog id>/`,
 * `pages/`). A translated file stands in for the file with the same
 * relative path (`.md` and `.mdx` alike, as Docusaurus matches them); a file
 * it lacks is the default locale's (a fallback page). `_category_` files are
 * the exception: Docusaurus reads them from the docs folder only, in every
 * locale (its sidebars' `readCategoriesMetadata(version.contentPath)`), so a
 * generated index is at the same address in every locale and a locale's
 * labels come from its `current.json`; a translated one is never read.
 */
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { docsSpecs } from '../config/sections.js';
import { readVersionNames, versionDocsFolder } from '../content/sources/docs-versions.js';
import type { FileOverlay } from '../content/source-files.js';

/** Docusaurus's folder of a plugin's translations under `i18n/<locale>/` (a docs section's is in config/sections.ts). */
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';

export class ContentOverlay implements FileOverlay {
  /** Site-relative content folder → the locale's folders for it that exist, in the order they win. */
  readonly folders: ReadonlyMap<string, string[]>;

  constructor(
    private readonly siteDir: string,
    folders: Map<string, string[]>,
  ) {
    this.folders = folders;
  }

  /** The folders translating `folder` (site-relative), absolute. */
  overlaysOf(absoluteFolder: string): string[] {
    for (const [folder, overlays] of this.folders) {
      if (join(this.siteDir, folder) === absoluteFolder) return overlays.map((o) => join(this.siteDir, o));
    }
    return [];
  }

  /** The file to read for the content file `relativePath` (site-relative): its translation if there is one. */
  locate(relativePath: string): string {
    if (isCategoryFile(relativePath)) return relativePath;
    for (const [folder, overlays] of this.folders) {
      if (!relativePath.startsWith(folder + '/')) continue;
      const rest = relativePath.slice(folder.length + 1);
      const found = overlays.flatMap((o) => namesOf(rest).map((name) => `${o}/${name}`)).find((file) => existsSync(join(this.siteDir, file)));
      if (found) return found;
    }
    return relativePath;
  }

  /** The default locale's file a translated file stands in for (the file itself when it is not a translation). */
  original(relativePath: string): string {
    for (const [folder, overlays] of this.folders) {
      const overlay = overlays.find((o) => relativePath.startsWith(o + '/'));
      if (!overlay) continue;
      const files = namesOf(relativePath.slice(overlay.length + 1)).map((name) => `${folder}/${name}`);
      return files.find((file) => existsSync(join(this.siteDir, file))) ?? files[0]!;
    }
    return relativePath;
  }

  /** Whether a site-relative file exists. */
  exists(relativePath: string): boolean {
    return existsSync(join(this.siteDir, relativePath));
  }

  /** A page made from the default locale's file of a translated section: the locale has no translation of it. */
  isFallback(relativePath: string): boolean {
    for (const folder of this.folders.keys()) if (relativePath.startsWith(folder + '/')) return true;
    return false;
  }
}

/** The translation folders of `locale` for the site's content folders. */
export function contentOverlay(config: SiteConfig, siteDir: string, locale: string): ContentOverlay {
  const base = `i18n/${locale}`;
  const candidates = new Map<string, string[]>();
  for (const docs of docsSpecs(config)) {
    // The plain folder of a section other than the default is its id's (`i18n/<locale>/<id>/`).
    const plain = docs.versionsPrefix === '' ? 'docs' : docs.id;
    candidates.set(clean(docs.path), [`${base}/${docs.i18nFolder}/current`, `${base}/${plain}`]);
    for (const name of readVersionNames(siteDir, docs.versionsPrefix) ?? []) {
      const folder = versionDocsFolder(name, docs.versionsPrefix);
      candidates.set(folder, [`${base}/${docs.i18nFolder}/version-${name}`, `${base}/${folder}`]);
    }
  }
  config.blogs.forEach((blog, i) => {
    // Docusaurus's default blog (the first, or the one named "blog") has the plugin's folder; the others add their id.
    const plugin = blog.id === 'blog' || (i === 0 && !config.blogs.some((b) => b.id === 'blog')) ? BLOG_PLUGIN : `${BLOG_PLUGIN}-${blog.id}`;
    candidates.set(clean(blog.path), [`${base}/${plugin}`, `${base}/${blog.id}`]);
  });
  candidates.set(clean(config.pagesPath), [`${base}/${PAGES_PLUGIN}`, `${base}/pages`]);
  // A section without any translation folder is still the locale's: its pages are fallbacks.
  const folders = new Map([...candidates].map(([folder, overlays]) => [folder, overlays.filter((o) => existsSync(join(siteDir, o)))]));
  return new ContentOverlay(siteDir, folders);
}

/** A docs folder's `_category_.json` / `.yml` / `.yaml`. */
export function isCategoryFile(relativePath: string): boolean {
  return /(?:^|\/)_category_\.(?:json|ya?ml)$/.test(relativePath);
}

function clean(folder: string): string {
  return posix.normalize(folder.split('\\').join('/')).replace(/^\.\//, '').replace(/\/$/, '');
}

/** A file's name, then, for a Markdown file, its name with the other extension (x.md translates x.mdx and the reverse). */
function namesOf(file: string): string[] {
  if (file.endsWith('.mdx')) return [file, file.slice(0, -1)];
  return file.endsWith('.md') ? [file, `${file}x`] : [file];
}
