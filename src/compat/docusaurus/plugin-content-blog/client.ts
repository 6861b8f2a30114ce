/**
 * `@docusaurus/plugin-content-blog/client`: `useBlogPost()`, the post a blog
 * component renders (`metadata`, `frontMatter`, `toc`, `isBlogPostPage`), as
 * a swizzled `BlogPostItem` reads it. mysite's theme provides it around the
 * post items of list pages and around a post's page (themes/default/swizzle-adapters/blog.tsx);
 * `<BlogPostProvider content>` provides it around a post a plugin's route
 * was given (compat/post-content.ts), as a site's own blog pages do.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';

export interface BlogPostValue {
  metadata: Record<string, unknown> & { permalink: string; title: string };
  frontMatter: Record<string, unknown>;
  assets: Record<string, unknown>;
  toc: { value: string; id: string; level: number }[];
  isBlogPostPage: boolean;
}

export const BlogPostContext = createContext<BlogPostValue | null>(null);

export function useBlogPost(): BlogPostValue {
  const value = useContext(BlogPostContext);
  if (!value) throw new Error('useBlogPost() is used outside a blog post: only the components of a blog post (a swizzled BlogPostItem) can read it.');
  return value;
}

/** A post given to a component (the `content` module of a plugin's route), with what it carries. */
export interface BlogPostContent {
  metadata: BlogPostValue['metadata'];
  frontMatter: Record<string, unknown>;
  assets?: Record<string, unknown>;
  toc?: BlogPostValue['toc'];
}

export function BlogPostProvider({ content, isBlogPostPage = false, children }: { content: BlogPostContent; isBlogPostPage?: boolean; children?: ReactNode }) {
  const value: BlogPostValue = {
    metadata: content.metadata,
    frontMatter: content.frontMatter,
    assets: content.assets ?? {},
    toc: content.toc ?? [],
    isBlogPostPage,
  };
  return createElement(BlogPostContext.Provider, { value }, children);
}
