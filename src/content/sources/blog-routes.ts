/**
 * The pages of one blog instance, from its loaded posts: paginated lists
 * (index, tag and author pages), the archive, the tags and authors lists,
 * and one page per post. Paths follow Docusaurus 3.6 exactly, including
 * its author pagination (`/blog/authors/<key>/authors/2`).
 */
import type { RouteOf } from '../../core/layout-data.js';
import type { BlogOptions } from '../../config/schema.js';
import { tocBetween, type TocLevels } from '../../markdown/toc-levels.js';
import type { PageHead } from '../../core/types.js';
import type { SiteRoute } from '../../core/layout-data.js';
import { joinRoute } from '../../core/urls.js';
import { readingTimeLabel, type BlogPost } from './blog-posts.js';
import type { BlogArchivePageData, BlogListItem, BlogListPageData, BlogPageBase, BlogPostSummary, BlogSidebarData } from '../../core/page-data/blog.js';
import { pageCodeOf, contentLinksOf, describePage, frontMatterString, frontMatterStrings } from './front-matter-fields.js';
import { markdownTwin } from '../markdown-twin.js';
import { groupPosts } from './blog-post-groups.js';
import { tagLetters } from './tags.js';
import { ENGLISH_TEXTS, type PageTexts } from '../page-texts.js';

/** "One post", "5 posts", in the site's language. */
export function postsLabel(count: number, texts: PageTexts = ENGLISH_TEXTS): string {
  return texts.plural('theme.blog.post.plurals', count);
}

export interface ListPage<T> {
  path: string;
  items: T[];
  page: number;
  pageCount: number;
  newer?: string;
  older?: string;
}

/** How many pages list `count` items: always at least one. */
export function listPageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** Splits items into pages: page 1 at `first`, page n at `nth(n)`. */
export function paginate<T>(items: T[], perPage: number, first: string, nth: (n: number) => string): ListPage<T>[] {
  const pageCount = listPageCount(items.length, perPage);
  const path = (n: number) => (n === 1 ? first : nth(n));
  return Array.from({ length: pageCount }, (_, i) => ({
    path: path(i + 1),
    items: items.slice(i * perPage, (i + 1) * perPage),
    page: i + 1,
    pageCount,
    newer: i > 0 ? path(i) : undefined,
    older: i + 1 < pageCount ? path(i + 2) : undefined,
  }));
}

export function summaryOf(post: BlogPost, options: BlogOptions, texts: PageTexts = ENGLISH_TEXTS): BlogPostSummary {
  return {
    title: post.title,
    href: post.route,
    date: post.date.toISOString(),
    formattedDate: texts.longDate(post.date),
    readingTime: options.showReadingTime ? readingTimeLabel(post.readingMinutes, texts) : undefined,
    authors: post.authors,
    tags: post.tags,
  };
}

function listItem(post: BlogPost, options: BlogOptions, texts: PageTexts): BlogListItem {
  return { ...summaryOf(post, options, texts), html: post.excerpt.html, truncated: post.excerpt.truncated };
}

export function sidebarOf(listed: BlogPost[], options: BlogOptions): BlogSidebarData | undefined {
  const count = options.blogSidebarCount === 'ALL' ? listed.length : options.blogSidebarCount;
  if (count === 0 || listed.length === 0) return undefined;
  const groups: BlogSidebarData['groups'] = [];
  for (const post of listed.slice(0, count)) {
    const year = String(post.date.getUTCFullYear());
    let group = groups.at(-1);
    if (group?.year !== year) groups.push((group = { year, items: [] }));
    group.items.push({ label: post.title, href: post.route });
  }
  return { title: options.blogSidebarTitle, groups };
}

function editUrlOf(post: BlogPost, options: BlogOptions): string | undefined {
  const custom = post.md.frontMatter.custom_edit_url;
  if (custom === null) return undefined;
  if (typeof custom === 'string') return custom;
  return options.editUrl ? `${options.editUrl.replace(/\/$/, '')}/${post.relativePath}` : undefined;
}

export interface BlogRoutes {
  routes: SiteRoute[];
  /** Post pages, newest first (listed posts only), for the feeds. */
  feedRoutes: { post: BlogPost; route: RouteOf<'blogPost'> }[];
}

export interface BlogRoutesInput {
  tocLevels?: TocLevels;
  /** The site's language for the titles, labels and dates the engine writes. */
  texts?: PageTexts;
}

export function blogRoutes(posts: BlogPost[], options: BlogOptions, { tocLevels, texts = ENGLISH_TEXTS }: BlogRoutesInput = {}): BlogRoutes {
  const base = options.routeBasePath;
  const listed = posts.filter((p) => !p.unlisted);
  const common: BlogPageBase = { blogId: options.id, sidebar: sidebarOf(listed, options) };
  const routes: SiteRoute[] = [];
  const listRoute = (
    page: ListPage<BlogPost>,
    head: PageHead,
    data: Omit<BlogListPageData, keyof BlogPageBase | 'posts' | 'page' | 'pageCount' | 'newer' | 'older'>,
  ): RouteOf<'blogList'> => ({
    path: page.path,
    layout: 'blogList',
    head: withNoindex(
      page.page === 1
        ? head
        : {
            ...head,
            title: texts.text('theme.blog.list.pageTitle', { title: head.title, page: page.page }),
            description:
              head.description &&
              texts.text('theme.blog.list.pageDescription', {
                description: head.description,
                page: page.page,
                count: page.pageCount,
              }),
          },
      data.unlisted,
    ),
    sitemap: data.unlisted ? false : {},
    data: {
      ...common,
      ...data,
      posts: page.items.map((p) => listItem(p, options, texts)),
      page: page.page,
      pageCount: page.pageCount,
      newer: page.newer,
      older: page.older,
    },
  });

  // Index pages.
  for (const page of paginate(listed, options.postsPerPage, base, (n) => joinRoute(base, 'page', String(n)))) {
    routes.push(listRoute(page, { title: options.blogTitle, description: options.blogDescription }, { kind: 'index', heading: options.blogTitle }));
  }

  // Post pages.
  const feedRoutes: BlogRoutes['feedRoutes'] = [];
  for (const post of posts) {
    const at = post.unlisted ? -1 : listed.indexOf(post);
    const newer = at > 0 ? listed[at - 1] : undefined;
    const older = at >= 0 ? listed[at + 1] : undefined;
    const fm = post.md.frontMatter;
    const description = describePage(fm, post.md);
    const byline = `${texts.longDate(post.date)}${post.authors.length ? ` · ${post.authors.map((a) => a.name).join(', ')}` : ''}${post.tags.length ? ` · ${texts.text('theme.tags.tagsListLabel')} ${post.tags.map((t) => t.label).join(', ')}` : ''}`;
    const route: RouteOf<'blogPost'> = {
      path: post.route,
      layout: 'blogPost',
      source: { file: post.relativePath },
      // A draft is a route only in watch mode: kept out of search and of search engines like an unlisted post.
      sitemap: post.unlisted || post.draft ? false : {},
      head: {
        title: post.title,
        description,
        keywords: frontMatterStrings(fm.keywords),
        image: frontMatterString(fm.image),
        ...(post.md.headTags ? { elements: post.md.headTags } : {}),
        noindex: post.unlisted || post.draft || undefined,
        ogType: 'article',
        publishedTime: post.date.toISOString(),
        authors: post.authors.map((a) => a.url ?? a.name),
        tags: post.tags.map((t) => t.label),
      },
      contentLinks: contentLinksOf(post.md, post.relativePath),
      ...pageCodeOf(post.md, post.relativePath),
      markdown: markdownTwin({ title: post.title, description, details: [byline], source: post.source }),
      data: {
        ...common,
        ...summaryOf(post, options, texts),
        html: post.md.html,
        toc: tocBetween(post.md.toc, fm, tocLevels),
        hideTableOfContents: fm.hide_table_of_contents === true,
        editUrl: editUrlOf(post, options),
        unlisted: post.unlisted,
        newer: newer ? { label: newer.title, href: newer.route } : undefined,
        older: older ? { label: older.title, href: older.route } : undefined,
      },
    };
    routes.push(route);
    if (!post.unlisted) feedRoutes.push({ post, route });
  }

  routes.push(archiveRoute(listed, options, texts));
  routes.push(...tagRoutes({ posts, options, common, listRoute, texts }));
  routes.push(...authorRoutes({ posts, options, common, listRoute, texts }));
  return { routes, feedRoutes };
}

function archiveRoute(listed: BlogPost[], options: BlogOptions, texts: PageTexts): RouteOf<'blogArchive'> {
  const years: BlogArchivePageData['years'] = [];
  for (const post of listed) {
    const year = String(post.date.getUTCFullYear());
    let group = years.at(-1);
    if (group?.year !== year) years.push((group = { year, posts: [] }));
    group.posts.unshift({ label: post.title, href: post.route, date: post.date.toISOString(), formattedDate: texts.longDate(post.date) });
  }
  const title = texts.text('theme.blog.archive.title');
  return {
    path: joinRoute(options.routeBasePath, 'archive'),
    layout: 'blogArchive',
    head: {
      title: `${title} – ${options.blogTitle}`,
      description: texts.text('theme.blog.archive.pageDescription', { blog: options.blogTitle }),
    },
    data: { blogId: options.id, title, years },
  };
}

type ListRouteFn = (
  page: ListPage<BlogPost>,
  head: PageHead,
  data: Pick<BlogListPageData, 'kind' | 'heading' | 'tag' | 'author' | 'unlisted'>,
) => RouteOf<'blogList'>;

/** A page of unlisted posts only is kept out of search engines like the posts. */
function withNoindex(head: PageHead, unlisted: true | undefined): PageHead {
  return unlisted ? { ...head, noindex: true } : head;
}

interface IndexRoutesInput {
  /** Every post, unlisted ones too. */
  posts: BlogPost[];
  options: BlogOptions;
  common: BlogPageBase;
  listRoute: ListRouteFn;
  texts: PageTexts;
}

function tagRoutes({ posts: all, options, common, listRoute, texts }: IndexRoutesInput): SiteRoute[] {
  const tags = groupPosts(all, (post) => post.tags.map((tag) => ({ key: tag.href, item: tag })));
  if (tags.length === 0) return [];
  const allTagsHref = joinRoute(options.routeBasePath, options.tagsBasePath);
  const routes: SiteRoute[] = [];
  for (const { item: tag, posts, unlisted } of tags) {
    const heading = texts.text('theme.blog.tagTitle', { nPosts: postsLabel(posts.length, texts), tagName: tag.label });
    for (const page of paginate(posts, options.postsPerPage, tag.href, (n) => joinRoute(tag.href, 'page', String(n)))) {
      const title = `${heading} – ${options.blogTitle}`;
      routes.push(
        listRoute(
          page,
          { title, description: tag.description ? `${tag.description}: ${heading.toLocaleLowerCase(texts.locale)}.` : title },
          { kind: 'tag', heading, tag: { ...tag, count: posts.length, allTagsHref }, ...(unlisted ? { unlisted } : {}) },
        ),
      );
    }
  }
  // The list of tags has the listed ones; it exists whenever a tag page does, which links to it.
  const letters = tagLetters(
    tags.filter((t) => !t.unlisted).map(({ item: tag, posts }) => ({ ...tag, count: posts.length })),
    texts.locale,
  );
  const tagsTitle = texts.text('theme.tags.tagsPageTitle');
  routes.push({
    path: allTagsHref,
    layout: 'blogTags',
    head: {
      title: `${tagsTitle} – ${options.blogTitle}`,
      description: texts.text('theme.tags.pageDescription', { blog: options.blogTitle }),
    },
    data: { ...common, title: tagsTitle, letters },
  } satisfies RouteOf<'blogTags'>);
  return routes;
}

function authorRoutes({ posts: all, options, common, listRoute, texts }: IndexRoutesInput): SiteRoute[] {
  const authors = groupPosts(all, (post) => post.authors.flatMap((author) => (author.page ? [{ key: author.page, item: author }] : [])));
  if (authors.length === 0) return [];
  const allAuthorsHref = joinRoute(options.routeBasePath, 'authors');
  const routes: SiteRoute[] = [];
  for (const { item: author, posts, unlisted } of authors) {
    const nPosts = postsLabel(posts.length, texts);
    const title = `${texts.text('theme.blog.author.pageTitle', { authorName: author.name, nPosts })} – ${options.blogTitle}`;
    const description = author.title
      ? texts.text('theme.blog.author.pageDescriptionWithTitle', {
          nPosts,
          authorName: author.name,
          authorTitle: author.title,
          blog: options.blogTitle,
        })
      : texts.text('theme.blog.author.pageDescription', { nPosts, authorName: author.name, blog: options.blogTitle });
    const pageRoot = author.page!;
    for (const page of paginate(posts, options.postsPerPage, pageRoot, (n) => joinRoute(pageRoot, 'authors', String(n)))) {
      routes.push(
        listRoute(
          page,
          { title, description },
          { kind: 'author', heading: author.name, author: { ...author, count: posts.length, allAuthorsHref }, ...(unlisted ? { unlisted } : {}) },
        ),
      );
    }
  }
  const authorsTitle = texts.text('theme.blog.authorsList.pageTitle');
  const list = authors.filter((a) => !a.unlisted).map(({ item: author, posts }) => ({ ...author, count: posts.length }));
  routes.push({
    path: allAuthorsHref,
    layout: 'blogAuthors',
    head: {
      title: `${authorsTitle} – ${options.blogTitle}`,
      description: texts.text('theme.blog.authorsList.pageDescription', { blog: options.blogTitle }),
    },
    data: { ...common, title: authorsTitle, authors: list },
  } satisfies RouteOf<'blogAuthors'>);
  return routes;
}
