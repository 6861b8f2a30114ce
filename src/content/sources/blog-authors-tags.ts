/**
 * Authors and tags of a blog instance: `authors.yml` and `tags.yml` next to
 * the posts, and the resolution of a post's `authors` / `tags` front matter
 * against them (keys, or inline objects), with Docusaurus' conventions. The
 * tags' rules are shared with the docs (tags.ts).
 */
import { posix } from 'node:path';
import type { BlogOptions } from '../../config/schema.js';
import type { Diagnostics } from '../../core/diagnostics.js';
import { MysiteError } from '../../core/errors.js';
import { readLocalizedYamlMap, type YamlMap } from '../yaml-map.js';
import { resolveTags as resolveFrontMatterTags, type TagRules } from './tags.js';
import { joinRoute } from '../../core/urls.js';
import type { BlogAuthorData, BlogSocialLink, BlogTagData } from '../../core/page-data/blog.js';
import { frontMatterLine } from './front-matter-fields.js';
import type { SourcePosition } from '../../core/types.js';
import { SAFE_URL_HINT, unsafeUrlReason } from '../../core/safe-url.js';
import { checkInSection } from '../section-route.js';
import { ENGLISH_TEXTS, type PageTexts } from '../page-texts.js';

/**
 * `name` of the blog folder `dir` as a locale reads it (its translation in
 * `i18n/<locale>/docusaurus-plugin-content-blog/`, found by `locate`, replaces the entries it names).
 */
export function readBlogYamlMap(siteDir: string, locate: (relativePath: string) => string, dir: string, name: string): Promise<YamlMap | undefined> {
  return readLocalizedYamlMap(siteDir, locate, dir, name, 'blog/invalid-yaml');
}

const SOCIALS: Record<string, { name: string; url: (handle: string) => string | undefined }> = {
  x: { name: 'X', url: (h) => `https://x.com/${h}` },
  twitter: { name: 'Twitter', url: (h) => `https://twitter.com/${h}` },
  github: { name: 'GitHub', url: (h) => `https://github.com/${h}` },
  linkedin: { name: 'LinkedIn', url: (h) => `https://www.linkedin.com/in/${h}/` },
  stackoverflow: { name: 'Stack Overflow', url: (h) => `https://stackoverflow.com/users/${h}` },
  bluesky: { name: 'Bluesky', url: (h) => `https://bsky.app/profile/${h}` },
  instagram: { name: 'Instagram', url: (h) => `https://www.instagram.com/${h}` },
  threads: { name: 'Threads', url: (h) => `https://www.threads.net/@${h}` },
  youtube: { name: 'YouTube', url: (h) => `https://www.youtube.com/@${h}` },
  // `user@server` (a full profile URL is taken as it is, like for every platform).
  mastodon: { name: 'Mastodon', url: (h) => (/^[^@/\s]+@[^@/\s]+$/.test(h) ? `https://${h.split('@')[1]}/@${h.split('@')[0]}` : undefined) },
};

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/**
 * An author entry (from `authors.yml` or inline front matter) as the theme
 * shows it. `at` is where the entry is written: its URLs must be safe and its
 * page must stay in the blog's section, else the error points there.
 */
export function toAuthor(
  fields: Record<string, unknown>,
  key: string | undefined,
  ctx: Pick<ResolveContext, 'options' | 'texts'>,
  at: SourcePosition,
): BlogAuthorData {
  const { options } = ctx;
  const name = str(fields.name) ?? key ?? 'Anonymous';
  const safe = (field: string, value: string | undefined) => {
    const unsafe = value === undefined ? undefined : unsafeUrlReason(value);
    if (unsafe)
      throw MysiteError.of({
        code: 'blog/unsafe-url',
        message: `The ${field} of author "${key ?? name}" is not a safe URL (${unsafe}): ${JSON.stringify(value)}.`,
        at: at,
        hint: SAFE_URL_HINT,
      });
    return value;
  };
  const socials: BlogSocialLink[] = [];
  const raw = fields.socials;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [platform, value] of Object.entries(raw as Record<string, unknown>)) {
      const handle = str(value);
      if (!handle) continue;
      const known = SOCIALS[platform];
      const href = /^[a-z][a-z0-9+.-]*:/i.test(handle) ? safe(`socials.${platform}`, handle) : known?.url(handle.replace(/^@/, ''));
      if (href) {
        const label = (ctx.texts ?? ENGLISH_TEXTS).text('theme.blog.author.socialLink', { name, platform: known?.name ?? platform });
        socials.push({ platform: known ? platform : 'website', label, href });
      }
    }
  }
  const page = fields.page;
  const permalink = page === true ? key : page && typeof page === 'object' ? str((page as Record<string, unknown>).permalink) : undefined;
  const authorsBase = joinRoute(options.routeBasePath, 'authors');
  return {
    key,
    name,
    title: str(fields.title),
    url: safe('url', str(fields.url)),
    imageUrl: safe('image_url', str(fields.image_url) ?? str(fields.imageURL)),
    page:
      key && permalink
        ? checkInSection({ route: joinRoute(authorsBase, permalink), base: authorsBase, what: `author page permalink "${permalink}"`, at })
        : undefined,
    socials,
  };
}

export interface ResolveContext {
  /** Site-relative path of the post, for messages. */
  file: string;
  source: string;
  options: BlogOptions;
  diagnostics: Diagnostics;
  /** The site's language (the social links' names); English when not given. */
  texts?: PageTexts;
}

/** The `authors` front matter (a key, a list of keys, inline objects), or legacy `author*` fields. */
export function resolveAuthors(fm: Record<string, unknown>, authorsMap: YamlMap | undefined, ctx: ResolveContext): BlogAuthorData[] {
  if (fm.authors === undefined && str(fm.author)) {
    return [
      toAuthor({ name: fm.author, title: fm.author_title, url: fm.author_url, image_url: fm.author_image_url }, undefined, ctx, {
        file: ctx.file,
        line: frontMatterLine(ctx.source, 'author'),
      }),
    ];
  }
  const list = fm.authors === undefined || fm.authors === null ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  return list.map((entry) => {
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const fields = entry as Record<string, unknown>;
      const key = str(fields.key);
      const known = key ? authorsMap?.entries.get(key)?.value : undefined;
      return toAuthor({ ...known, ...fields }, key && known ? key : undefined, ctx, { file: ctx.file, line: frontMatterLine(ctx.source, 'authors') });
    }
    const key = String(entry);
    const known = authorsMap?.entries.get(key);
    if (!known || !authorsMap) {
      const keys = authorsMap ? [...authorsMap.entries.keys()] : [];
      const where = authorsMap ? authorsMap.file : posix.join(ctx.options.path, 'authors.yml');
      throw MysiteError.of({
        code: 'blog/unknown-author',
        message: `Unknown author "${key}": it is not a key of ${where}.`,
        at: { file: ctx.file, line: frontMatterLine(ctx.source, 'authors', key) },
        hint:
          keys.length > 0
            ? `Known authors: ${keys.join(', ')}. Add "${key}" to ${where}, or write the author inline: authors: [{ name: ..., title: ... }].`
            : `Create ${where} with an entry "${key}: { name: ... }", or write the author inline.`,
      });
    }
    return toAuthor(known.value, key, ctx, { file: known.file ?? authorsMap.file, line: known.line });
  });
}

/** The rules of this blog's tags: its tag pages' route, and what an undefined tag gets. */
export function blogTagRules(options: BlogOptions): TagRules {
  return { base: joinRoute(options.routeBasePath, options.tagsBasePath), onInlineTags: options.onInlineTags, unknownCode: 'blog/unknown-tag' };
}

/** The `tags` front matter of a post (content/sources/tags.ts). */
export function resolveTags(fm: Record<string, unknown>, tagsMap: YamlMap | undefined, ctx: ResolveContext): BlogTagData[] {
  return resolveFrontMatterTags(fm, tagsMap, { file: ctx.file, source: ctx.source, diagnostics: ctx.diagnostics, rules: blogTagRules(ctx.options) });
}
