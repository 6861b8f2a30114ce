/**
 * A post named in a route's `modules` (`{ __import: true, path: '@site/blog/x.md',
 * query: { truncated: true } }`, or the plain path), as Docusaurus gives it
 * to the route's component: the post's compiled content with its `metadata`,
 * `frontMatter`, `assets` and `toc`. mysite's route data is JSON, so the post
 * travels as a marked object (compat/post-content.ts makes it a component
 * again, on the server and in the browser); its HTML goes through the
 * resolving of links and images with the rest of the route's data.
 */
import type { BlogPost } from '../../content/sources/blog-posts.js';
import { POST_CONTENT_KEY, type PostContentData } from '../../compat/post-content-data.js';

export class PostModules {
  private readonly posts = new Map<string, BlogPost>();
  private readonly metadata = new Map<string, Record<string, unknown>>();

  add(source: string, post: BlogPost): void {
    this.posts.set(source, post);
  }

  setMetadata(source: string, metadata: Record<string, unknown>): void {
    this.metadata.set(source, metadata);
  }

  /** The module value for `path` when it names a post (`@site/…`, or an absolute path inside the site), else undefined. */
  module(path: string, siteDir: string, truncated: boolean): { [POST_CONTENT_KEY]: PostContentData } | undefined {
    const source = path.startsWith(`${siteDir}/`) ? `@site/${path.slice(siteDir.length + 1)}` : path;
    const post = this.posts.get(source);
    if (!post) return undefined;
    const frontMatter = post.md.frontMatter;
    const image = typeof frontMatter.image === 'string' ? frontMatter.image : undefined;
    return {
      [POST_CONTENT_KEY]: {
        // Empty for an MDX post, not rendered yet: filled once its blog has loaded (content/post-contents.ts).
        html: truncated ? (post.md.excerptHtml ?? post.md.html) : post.md.html,
        ...(truncated ? { truncated: true as const } : {}),
        metadata: this.metadata.get(source) ?? { source, title: post.title },
        frontMatter,
        assets: image ? { image } : {},
        toc: post.md.toc.map((h) => ({ value: h.html, id: h.id, level: h.depth })),
      },
    };
  }
}
