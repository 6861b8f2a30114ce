/**
 * What the blog layouts receive. Everything is plain JSON made at build
 * time: dates are already formatted (en-US, UTC), so the server and the
 * browser render the same text.
 */
import type { TagData, TagLetter } from './tags.js';
import type { TextLanguage, TocItem } from '../types.js';

export interface BlogLink {
  label: string;
  href: string;
  /** The label is the title of a post shown untranslated: its language (i18n/untranslated.ts). */
  original?: TextLanguage;
}

export interface BlogSocialLink {
  /** `x`, `github`, … or `website` for a URL whose platform is unknown. */
  platform: string;
  /** Accessible name, e.g. "Nicu Micle on X". */
  label: string;
  href: string;
}

export interface BlogAuthorData {
  /** Key in `authors.yml`; inline authors have none. */
  key?: string;
  name: string;
  title?: string;
  /** Author page of this instance, when the author has one (`page: true`). */
  page?: string;
  /** The author's own website. */
  url?: string;
  imageUrl?: string;
  socials: BlogSocialLink[];
}

/** A post's tag: the same shape as a doc's. */
export type BlogTagData = TagData;

/** A post as list pages, and the post page header, show it. */
export interface BlogPostSummary {
  title: string;
  href: string;
  /** ISO date-time, for `<time datetime>`. */
  date: string;
  /** "October 26, 2022". */
  formattedDate: string;
  /** "One min read", "5 min read"; absent when reading time is off. */
  readingTime?: string;
  authors: BlogAuthorData[];
  tags: BlogTagData[];
}

export interface BlogListItem extends BlogPostSummary {
  /** The post is shown untranslated: the language and direction it is written in (i18n/untranslated.ts). */
  original?: TextLanguage;
  /** The excerpt: everything above `<!-- truncate -->`, or the first paragraphs. */
  html: string;
  /** The excerpt is shorter than the post: show "Read more". */
  truncated: boolean;
}

export interface BlogSidebarData {
  title: string;
  groups: { year: string; items: BlogLink[] }[];
}

/** Fields every blog page has. */
export interface BlogPageBase {
  /** Instance id (`default`, `releases`), for CSS hooks. */
  blogId: string;
  sidebar?: BlogSidebarData;
}

export interface BlogPostPageData extends BlogPageBase, BlogPostSummary {
  html: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
  editUrl?: string;
  unlisted: boolean;
  /** "Newer post" and "Older post". */
  newer?: BlogLink;
  older?: BlogLink;
}

export interface BlogListPageData extends BlogPageBase {
  kind: 'index' | 'tag' | 'author';
  /** Visible heading (tag and author pages); the index has only a hidden one. */
  heading: string;
  posts: BlogListItem[];
  page: number;
  pageCount: number;
  /** "Newer entries" and "Older entries". */
  newer?: string;
  older?: string;
  /** Tag pages: the tag and the link to all tags. */
  tag?: BlogTagData & { count: number; allTagsHref: string };
  /** Author pages: the author and the link to all authors. */
  author?: BlogAuthorData & { count: number; allAuthorsHref: string };
  /**
   * A tag or author page of unlisted posts only (no listed post has the tag or author): it lists them,
   * as Docusaurus does, so that their links to it lead somewhere, and is unlisted itself.
   */
  unlisted?: true;
}

export interface BlogArchivePageData extends BlogPageBase {
  title: string;
  /** Newest year first; inside a year, oldest post first. */
  years: { year: string; posts: (BlogLink & { date: string; formattedDate: string })[] }[];
}

export interface BlogTagsPageData extends BlogPageBase {
  title: string;
  /** By first letter, A to Z. */
  letters: TagLetter<BlogTagData & { count: number }>[];
}

export interface BlogAuthorsPageData extends BlogPageBase {
  title: string;
  authors: (BlogAuthorData & { count: number })[];
}
