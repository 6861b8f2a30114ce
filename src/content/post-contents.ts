/**
 * The content of the blog posts a plugin's route was given (plugins/docusaurus-blog/post-modules.ts)
 * when the plugins ran before it was made: an MDX post is rendered only when its
 * blog loads, so its HTML is taken then from the blog's own pages (the post's
 * page for all of it, the list pages for the part before `<!-- truncate -->`).
 */
import { POST_CONTENT_KEY, type PostContentData } from '../compat/post-content-data.js';
import type { SourceResult } from './content-source.js';

export function fillPostContents(results: SourceResult[]): void {
  const waiting = results.filter((r) => r.overrides).flatMap((r) => r.routes.flatMap((route) => emptyPosts(route.data)));
  if (waiting.length === 0) return;
  const whole = new Map<string, string>();
  const fileOfRoute = new Map<string, string>();
  const excerpt = new Map<string, string>();
  for (const route of results.flatMap((r) => r.routes)) {
    const data = route.data as { html?: unknown; posts?: { href: string; html: string }[] };
    if (route.layout === 'blogPost' && route.source?.file && typeof data.html === 'string') {
      whole.set(route.source.file, data.html);
      fileOfRoute.set(route.path, route.source.file);
    }
    if (route.layout === 'blogList') for (const item of data.posts ?? []) excerpt.set(item.href, item.html);
  }
  const excerptByFile = new Map([...excerpt].flatMap(([href, html]) => (fileOfRoute.has(href) ? [[fileOfRoute.get(href)!, html] as const] : [])));
  for (const post of waiting) {
    const file = String(post.metadata.source ?? '').replace(/^@site\//, '');
    post.html = (post.truncated ? excerptByFile.get(file) : undefined) ?? whole.get(file) ?? '';
  }
}

function emptyPosts(value: unknown): PostContentData[] {
  if (Array.isArray(value)) return value.flatMap(emptyPosts);
  if (!value || typeof value !== 'object') return [];
  const post = (value as Record<string, unknown>)[POST_CONTENT_KEY] as PostContentData | undefined;
  if (post) return post.html === '' ? [post] : [];
  return Object.values(value).flatMap(emptyPosts);
}
