/**
 * The tag pages a locale's blogs have, read without building the locale: for
 * each blog, each tag's key → its page and number of pages. Each locale is
 * built on its own (one after the other, or one alone with `--locale`), so a
 * tag page's locale menu learns here where the same tag is in the others (a
 * locale's tags.yml may give it another permalink, and a translated post
 * other tags). Only front matter is read: the post files a locale shows (its
 * translations, else the default locale's), and its tags.yml.
 */
import { join } from 'node:path';
import type { BlogOptions, SiteConfig } from '../config/schema.js';
import { Diagnostics } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import { readBlogYamlMap, resolveTags } from '../content/sources/blog-authors-tags.js';
import { POST_FILES } from '../content/sources/blog-posts.js';
import { SourceFiles } from '../content/source-files.js';
import { splitFrontMatter } from '../markdown/front-matter.js';
import { contentOverlay } from './content-overlay.js';
import type { LocaleView } from './locale-view.js';

export interface LocaleTag {
  /** Its first page. */
  href: string;
  /** How many pages list its posts. */
  pages: number;
}

/** A locale's tags, by blog id, then by tag key. */
export type LocaleTags = Map<string, Map<string, LocaleTag>>;

export interface LocaleTagsInput {
  /** The site's config (any locale's: their blogs are the same). */
  config: SiteConfig;
  siteDir: string;
  locale: string;
  /** The locale is the default one: its own files, no translations. */
  isDefault: boolean;
  /** Drafts are pages only in watch mode. */
  mode: 'build' | 'serve';
}

/** The tags of every locale of `view` but its own, by locale name. */
export async function otherLocalesTags(view: LocaleView, siteDir: string, mode: LocaleTagsInput['mode']): Promise<Map<string, LocaleTags>> {
  const others = view.locales.filter((l) => l.name !== view.locale.name);
  const tags = await Promise.all(others.map((l) => localeTags({ config: view.root, siteDir, locale: l.name, isDefault: l.isDefault, mode })));
  return new Map(others.map((l, i) => [l.name, tags[i]!]));
}

export async function localeTags(input: LocaleTagsInput): Promise<LocaleTags> {
  const { config, siteDir } = input;
  const files = new SourceFiles(false, siteDir, input.isDefault ? undefined : contentOverlay(config, siteDir, input.locale));
  const result: LocaleTags = new Map();
  for (const blog of config.blogs) result.set(blog.id, await blogTags(blog, files, input));
  return result;
}

async function blogTags(blog: BlogOptions, files: SourceFiles, { siteDir, mode }: LocaleTagsInput): Promise<Map<string, LocaleTag>> {
  const tags = new Map<string, LocaleTag>();
  try {
    const tagsMap = await readBlogYamlMap(siteDir, (file) => files.locate(file), blog.path, 'tags.yml');
    const posts = await files.list(POST_FILES, join(siteDir, blog.path));
    // By page, as the blog groups them: a key → its page; a page → its posts, listed or not.
    const keys = new Map<string, string>();
    const counts = new Map<string, { listed: number; all: number }>();
    for (const post of posts) {
      const file = files.locate(`${blog.path}/${post}`);
      const source = await files.read(join(siteDir, file), file);
      const fm = orUndefined(() => splitFrontMatter(source, file).data);
      if (!fm || (fm.draft === true && mode === 'build')) continue;
      const context = { file, source, options: blog, diagnostics: new Diagnostics() };
      for (const tag of orUndefined(() => resolveTags(fm, tagsMap, context)) ?? []) {
        if (!keys.has(tag.key)) keys.set(tag.key, tag.href);
        const count = counts.get(tag.href) ?? { listed: 0, all: 0 };
        count.all++;
        if (fm.unlisted !== true) count.listed++;
        counts.set(tag.href, count);
      }
    }
    for (const [key, href] of keys) {
      const { listed, all } = counts.get(href)!;
      // A tag of unlisted posts only lists them all (blog-post-groups.ts).
      tags.set(key, { href, pages: Math.max(1, Math.ceil((listed || all) / blog.postsPerPage)) });
    }
  } catch (error) {
    // The locale's own build reports its content's errors; here the tag is only not found.
    if (!(error instanceof MysiteError)) throw error;
  }
  return tags;
}

/** What `make` gives, or undefined for content the locale's own build reports as wrong. */
function orUndefined<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch (error) {
    if (error instanceof MysiteError) return undefined;
    throw error;
  }
}
