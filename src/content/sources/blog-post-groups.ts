/**
 * The pages of a tag or an author page (blog posts, or docs). As in
 * Docusaurus, a page lists the listed pages of its tag or author; one whose
 * pages are all unlisted lists them, and is unlisted itself (out of search,
 * the sitemap and the list of tags or authors), so that the unlisted pages'
 * links to it lead somewhere.
 */
import type { BlogPost } from './blog-posts.js';

/** A page a tag or author page lists. */
interface Listable {
  unlisted: boolean;
}

export interface PostGroup<T, P extends Listable = BlogPost> {
  /** The tag or author, as the first page that names it has it. */
  item: T;
  /** The pages it lists, in the order they were given (posts: newest first). */
  posts: P[];
  /** Only unlisted pages have it. */
  unlisted?: true;
}

/** The pages a page of `posts` (all that share a tag or an author) lists. */
export function postsToList<P extends Listable>(posts: P[]): Omit<PostGroup<never, P>, 'item'> {
  const listed = posts.filter((p) => !p.unlisted);
  return listed.length > 0 ? { posts: listed } : { posts, unlisted: true };
}

/** Pages grouped by what they share, by a key of it (a tag's or an author's page), in order of first use. */
export function groupPosts<T, P extends Listable = BlogPost>(posts: P[], itemsOf: (post: P) => { key: string; item: T }[]): PostGroup<T, P>[] {
  const groups = new Map<string, { item: T; posts: P[] }>();
  for (const post of posts) {
    for (const { key, item } of itemsOf(post)) {
      const group = groups.get(key) ?? { item, posts: [] };
      group.posts.push(post);
      groups.set(key, group);
    }
  }
  return [...groups.values()].map((g) => ({ item: g.item, ...postsToList(g.posts) }));
}
