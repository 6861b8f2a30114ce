/**
 * `@docusaurus/plugin-content-blog/client`: `useBlogPost()`, the post a blog
 * component renders (`metadata`, `frontMatter`, `toc`, `isBlogPostPage`), as
 * a swizzled `BlogPostItem` reads it. mysite's theme provides it around the
 * post items of list pages and around a post's page (themes/default/swizzle-adapters/blog.tsx).
 */
import { createContext, useContext } from 'react';

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
