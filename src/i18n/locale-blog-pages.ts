/**
 * The blog list pages a locale has, read without building the locale: for
 * each blog, how many pages its index has, and each tag's and author's page
 * (by key) with its number of pages. Each locale is built on its own (one
 * after the other, or one alone with `--locale`), so a list page's locale
 * menu learns here where the same list is in the others: a locale's tags.yml
 * or authors.yml may give it another permalink, and a translated post other
 * tags or authors, or `unlisted`. Only front matter is read: the post files a
 * locale shows (its translations, else the default locale's), and its
 * tags.yml and authors.yml.
 */
import { join } from 'node:path';
import type { BlogOptions, SiteConfig } from '../config/schema.js';
import { Diagnostics } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import { unlessAuthorError } from './unless-author-error.js';
import { readBlogYamlMap, resolveAuthors, resolveTags } from '../content/sources/blog-authors-tags.js';
import { POST_FILES } from '../content/sources/blog-posts.js';
import { listPageCount } from '../content/sources/blog-routes.js';
import { SourceFiles } from '../content/source-files.js';
import { splitFrontMatter } from '../markdown/front-matter.js';
import { contentOverlay } from './content-overlay.js';
import type { LocaleView } from './locale-view.js';

/** A tag's or an author's list of posts in a locale. */
export interface LocaleList {
  /** Its first page. */
  href: string;
  /** How many pages list its posts. */
  pages: number;
  /** Only unlisted posts have it: its page is kept out of search (blog-post-groups.ts). */
  unlisted: boolean;
}

/** One blog of a locale. */
export interface LocaleBlog {
  /** Pages of the blog's index (its listed posts). */
  indexPages: number;
  /** By tag key. */
  tags: Map<string, LocaleList>;
  /** By author key (authors with a page). */
  authors: Map<string, LocaleList>;
}

/** A locale's blogs, by blog id. */
export type LocaleBlogs = Map<string, LocaleBlog>;

export interface LocaleBlogsInput {
  /** The site's config (any locale's: their blogs are the same). */
  config: SiteConfig;
  siteDir: string;
  locale: string;
  /** The locale is the default one: its own files, no translations. */
  isDefault: boolean;
  /** Drafts are pages only in watch mode. */
  mode: 'build' | 'serve';
}

/** Each locale's blogs as read so far, by locale name: the builders of one `mysite build` share it, so each locale is read once. */
export type LocaleBlogsMemo = Map<string, Promise<LocaleBlogs>>;

/** The blogs of every locale of `view` but its own, by locale name. */
export async function otherLocalesBlogs(
  view: LocaleView,
  siteDir: string,
  mode: LocaleBlogsInput['mode'],
  memo: LocaleBlogsMemo = new Map(),
): Promise<Map<string, LocaleBlogs>> {
  const others = view.locales.filter((l) => l.name !== view.locale.name);
  for (const l of others) {
    if (!memo.has(l.name)) memo.set(l.name, localeBlogs({ config: view.root, siteDir, locale: l.name, isDefault: l.isDefault, mode }));
  }
  const blogs = await Promise.all(others.map((l) => memo.get(l.name)!));
  return new Map(others.map((l, i) => [l.name, blogs[i]!]));
}

export async function localeBlogs(input: LocaleBlogsInput): Promise<LocaleBlogs> {
  const { config, siteDir } = input;
  const files = new SourceFiles(false, siteDir, input.isDefault ? undefined : contentOverlay(config, siteDir, input.locale));
  const result: LocaleBlogs = new Map();
  for (const blog of config.blogs) result.set(blog.id, await readBlog(blog, files, input));
  return result;
}

async function readBlog(blog: BlogOptions, files: SourceFiles, { siteDir, mode }: LocaleBlogsInput): Promise<LocaleBlog> {
  let listed = 0;
  const tags = new Lists();
  const authors = new Lists();
  try {
    const locate = (file: string) => files.locate(file);
    const [tagsMap, authorsMap] = await Promise.all([
      readBlogYamlMap(siteDir, locate, blog.path, 'tags.yml'),
      readBlogYamlMap(siteDir, locate, blog.path, 'authors.yml'),
    ]);
    for (const post of await files.list(POST_FILES, join(siteDir, blog.path))) {
      const file = files.locate(`${blog.path}/${post}`);
      const source = await files.read(join(siteDir, file), file);
      const fm = unlessAuthorError(() => splitFrontMatter(source, file).data);
      if (!fm || (fm.draft === true && mode === 'build')) continue;
      const isListed = fm.unlisted !== true;
      if (isListed) listed++;
      const context = { file, source, options: blog, diagnostics: new Diagnostics() };
      for (const tag of unlessAuthorError(() => resolveTags(fm, tagsMap, context)) ?? []) tags.add(tag.key, tag.href, isListed);
      for (const author of unlessAuthorError(() => resolveAuthors(fm, authorsMap, context)) ?? []) {
        if (author.key && author.page) authors.add(author.key, author.page, isListed);
      }
    }
  } catch (error) {
    // The locale's own build reports its content's errors; here what it lacks leads to its blog.
    if (!(error instanceof MysiteError)) throw error;
  }
  const pages = (n: number) => listPageCount(n, blog.postsPerPage);
  return { indexPages: pages(listed), tags: tags.lists(pages), authors: authors.lists(pages) };
}

/** Posts counted by the page that lists them (a tag's or an author's), as the blog groups them (blog-post-groups.ts). */
class Lists {
  private readonly hrefs = new Map<string, string>();
  private readonly counts = new Map<string, { listed: number; all: number }>();

  add(key: string, href: string, listed: boolean): void {
    if (!this.hrefs.has(key)) this.hrefs.set(key, href);
    const count = this.counts.get(href) ?? { listed: 0, all: 0 };
    count.all++;
    if (listed) count.listed++;
    this.counts.set(href, count);
  }

  /** A list of unlisted posts only lists them all. */
  lists(pages: (posts: number) => number): Map<string, LocaleList> {
    return new Map(
      [...this.hrefs].map(([key, href]) => {
        const { listed, all } = this.counts.get(href)!;
        return [key, { href, pages: pages(listed || all), unlisted: listed === 0 }];
      }),
    );
  }
}
