/**
 * Where a doc page's locale menu leads: the same doc in each other locale,
 * which may be at another path (its translation has its own `slug` or `id`).
 * Each locale is built on its own, so the paths of the others are read here
 * without building them, from front matter only, with the docs source's own
 * rule (doc-route.ts). A generated index is at the same path in every locale:
 * `_category_` files are read from the docs folder only (content-overlay.ts). A
 * doc exists in every locale (a missing translation falls back), so the
 * page there is always this one: an `hreflang` alternate too.
 */
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { docsSpecs } from '../config/sections.js';
import type { DocsOptions } from '../config/schema.js';
import { MysiteError } from '../core/errors.js';
import { unlessAuthorError } from './unless-author-error.js';
import type { PageHead, Route } from '../core/types.js';
import { SourceFiles } from '../content/source-files.js';
import { docRouteOf } from '../content/sources/doc-route.js';
import { docsVersions } from '../content/sources/docs-versions.js';
import { splitFrontMatter } from '../markdown/front-matter.js';
import { contentOverlay } from './content-overlay.js';
import type { LocaleView } from './locale-view.js';

/** A locale's docs pages: the default locale's file a doc is made from → its route there. */
export type LocaleDocPaths = Map<string, string>;

/** Each locale's docs pages as read so far, by locale name, shared by the builders of one `mysite build`. */
export type LocaleDocsMemo = Map<string, Promise<LocaleDocPaths>>;

/** The docs pages of every locale of `view` but its own, by locale name. */
export async function otherLocalesDocPaths(view: LocaleView, siteDir: string, memo: LocaleDocsMemo = new Map()): Promise<Map<string, LocaleDocPaths>> {
  const others = view.locales.filter((l) => l.name !== view.locale.name);
  for (const l of others) {
    if (!memo.has(l.name)) memo.set(l.name, localeDocPaths(view.root, siteDir, l.isDefault ? undefined : l.name));
  }
  const paths = await Promise.all(others.map((l) => memo.get(l.name)!));
  return new Map(others.map((l, i) => [l.name, paths[i]!]));
}

/** `locale`: a translated locale, whose translations stand in for the default's files; undefined for the default locale. */
export async function localeDocPaths(config: SiteConfig, siteDir: string, locale: string | undefined): Promise<LocaleDocPaths> {
  const files = new SourceFiles(false, siteDir, locale === undefined ? undefined : contentOverlay(config, siteDir, locale));
  const paths: LocaleDocPaths = new Map();
  for (const spec of docsSpecs(config)) {
    // The locale's own build reports what is wrong in its content; here what cannot be read is left out.
    const versions = unlessAuthorError(() => docsVersions(siteDir, spec, spec.versionsPrefix));
    for (const options of versions?.map((v) => v.options) ?? [spec]) await readFolder(options, files, siteDir, paths);
  }
  return paths;
}

async function readFolder(options: DocsOptions, files: SourceFiles, siteDir: string, paths: LocaleDocPaths): Promise<void> {
  let listed: string[];
  try {
    listed = await files.list(['**/*.md', '**/*.mdx'], join(siteDir, options.path));
  } catch (error) {
    if (error instanceof MysiteError) return;
    throw error;
  }
  for (const name of listed) {
    const original = `${options.path}/${name}`;
    // As the docs source reads them: partials (a part starting with "_") are no pages.
    if (name.split('/').some((part) => part.startsWith('_'))) continue;
    const file = files.locate(original);
    const source = await files.read(join(siteDir, file), file);
    const route = unlessAuthorError(() => docRoute(name, source, file, options));
    if (route) paths.set(original, route);
  }
}

function docRoute(name: string, source: string, file: string, options: DocsOptions): string {
  return docRouteOf({ file: name, relativePath: file, source, fm: splitFrontMatter(source, file).data, options });
}

/**
 * Sets `head.localePaths` of every docs page among `routes` whose page is at
 * another path in another locale. `original`: the default locale's file a
 * route's source stands in for.
 */
export function linkDocPages(routes: Route[], others: Map<string, LocaleDocPaths>, original: (file: string) => string): void {
  for (const route of routes) {
    const file = route.source?.file;
    if (!file) continue;
    const key = original(file);
    const localePaths: NonNullable<PageHead['localePaths']> = { ...route.head.localePaths };
    let moved = false;
    for (const [locale, paths] of others) {
      const there = paths.get(key);
      if (there === undefined || there === route.path) continue;
      localePaths[locale] = { path: there, alternate: true };
      moved = true;
    }
    if (moved) route.head = { ...route.head, localePaths };
  }
}
