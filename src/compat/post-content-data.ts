/**
 * A blog post given to a plugin route's component (plugins/docusaurus-blog/post-modules.ts),
 * as it travels in the route's JSON data: the key that marks it and what it holds.
 */
export const POST_CONTENT_KEY = '__mysitePostContent';

export interface PostContentData {
  /** The post's HTML: all of it, or the part before `<!-- truncate -->` for `query: { truncated: true }`. */
  html: string;
  /** Asked for with `query: { truncated: true }`. */
  truncated?: true;
  metadata: Record<string, unknown>;
  frontMatter: Record<string, unknown>;
  assets: Record<string, unknown>;
  toc: { value: string; id: string; level: number }[];
}
