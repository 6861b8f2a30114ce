/**
 * The posts of a tag or an author page. As in Docusaurus, a page lists the
 * listed posts of its tag or author; one whose posts are all unlisted lists
 * them, and is unlisted itself (out of search, the sitemap and the list of
 * tags or authors), so that the unlisted posts' links to it lead somewhere.
 */
import type { BlogPost } from './blog-posts.js';

export interface PostGroup<T> {
  /** The tag or author, as the first post that names it has it. */
  item: T;
  /** The posts its page lists, newest first. */
  posts: BlogPost[];
  /** Only unlisted posts have it. */
  unlisted?: true;
}

/** The posts a page of `posts` (all that share a tag or an author) lists. */
export function postsToList(posts: BlogPost[]): Omit<PostGroup<never>, 'item'> {
  const listed = posts.filter((p) => !p.unlisted);
  return listed.length > 0 ? { posts: listed } : { posts, unlisted: true };
}

/** Posts grouped by what they share, by a key of it (a tag's or an author's page), in order of first use. */
export function groupPosts<T>(posts: BlogPost[], itemsOf: (post: BlogPost) => { key: string; item: T }[]): PostGroup<T>[] {
  const groups = new Map<string, { item: T; posts: BlogPost[] }>();
  for (const post of posts) {
    for (const { key, item } of itemsOf(post)) {
      const group = groups.get(key) ?? { item, posts: [] };
      group.posts.push(post);
      groups.set(key, group);
    }
  }
  return [...groups.values()].map((g) => ({ item: g.item, ...postsToList(g.posts) }));
}
