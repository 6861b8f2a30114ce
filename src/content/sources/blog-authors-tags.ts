/**
 * Authors and tags of a blog instance: `authors.yml` and `tags.yml` next to
 * the posts, and the resolution of a post's `authors` / `tags` front matter
 * against them (keys, or inline objects), with Docusaurus' conventions.
 */
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseDocument } from 'yaml';
import type { BlogOptions } from '../../config/schema.js';
import type { Diagnostics } from '../../core/diagnostics.js';
import { MysiteError } from '../../core/errors.js';
import { joinRoute } from '../../core/urls.js';
import type { BlogAuthorData, BlogSocialLink, BlogTagData } from '../../core/page-data/blog.js';
import { frontMatterLine } from './front-matter-fields.js';
import { readTextFile } from '../read-text.js';
import type { SourcePosition } from '../../core/types.js';
import { SAFE_URL_HINT, unsafeUrlReason } from '../../core/safe-url.js';
import { checkInSection } from '../section-route.js';
import { ENGLISH_TEXTS, type PageTexts } from '../page-texts.js';

/** A YAML map read from `authors.yml` / `tags.yml`: key → fields, with the line of each key. */
export interface YamlMap {
  file: string;
  /** `file`: where an entry is written when it is not `YamlMap.file` (a locale's translation of it). */
  entries: Map<string, { value: Record<string, unknown>; line: number; file?: string }>;
}

/**
 * `name` of the blog folder `dir` as a locale reads it: the locale's
 * translation of the file (`i18n/<locale>/docusaurus-plugin-content-blog/`,
 * found by `locate`) replaces the entries it names, whole; the entries it
 * does not name are the default locale's, and the keys only it has are added.
 */
export async function readBlogYamlMap(siteDir: string, locate: (relativePath: string) => string, dir: string, name: string): Promise<YamlMap | undefined> {
  const file = posix.join(dir, name);
  const located = locate(file);
  const base = await readYamlMap(siteDir, dir, name);
  if (located === file) return base;
  const translated = await readYamlMap(siteDir, posix.dirname(located), posix.basename(located));
  if (!translated) return base;
  if (!base) return translated;
  const entries: YamlMap['entries'] = new Map(base.entries);
  for (const [key, entry] of translated.entries) entries.set(key, { ...entry, file: translated.file });
  return { file: base.file, entries };
}

export async function readYamlMap(siteDir: string, dir: string, name: string): Promise<YamlMap | undefined> {
  const file = posix.join(dir, name);
  const abs = join(siteDir, file);
  if (!existsSync(abs)) return undefined;
  const text = await readTextFile(abs, file);
  const doc = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length > 0) {
    const err = doc.errors[0]!;
    throw MysiteError.of({
      code: 'blog/invalid-yaml',
      message: `Invalid YAML: ${err.message.split('\n')[0]}`,
      at: { file, line: err.linePos?.[0].line, column: err.linePos?.[0].col },
    });
  }
  const data = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw MysiteError.of({ code: 'blog/invalid-yaml', message: `${name} must be a map of "key:" entries.`, at: { file, line: 1 } });
  }
  const lines = text.split(/\r?\n/);
  const entries: YamlMap['entries'] = new Map();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const line = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`'${key}':`) || l.startsWith(`"${key}":`)) + 1 || undefined;
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
      throw MysiteError.of({
        code: 'blog/invalid-yaml',
        message: `Entry "${key}" in ${name} must be a map of fields.`,
        at: { file, line },
        hint: name === 'authors.yml' ? 'e.g. key: { name: Jane, title: Maintainer }' : 'e.g. key: { label: News, permalink: /news }',
      });
    }
    entries.set(key, { value: (value ?? {}) as Record<string, unknown>, line: line ?? 1 });
  }
  return { file, entries };
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

/** Kebab-case route segment for a tag without a permalink. */
export function tagSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function tagRoute(options: BlogOptions, permalink: string): string {
  return joinRoute(options.routeBasePath, options.tagsBasePath, permalink);
}

/** A tag from its fields; `at` is where they are written (a chosen permalink must stay among the tag pages). */
function tagFromFields(key: string, fields: Record<string, unknown>, options: BlogOptions, at: SourcePosition): BlogTagData {
  const label = str(fields.label) ?? key;
  const chosen = str(fields.permalink);
  const href =
    chosen === undefined
      ? tagRoute(options, `/${tagSlug(key)}`)
      : checkInSection({ route: tagRoute(options, chosen), base: tagRoute(options, '/'), what: `tag permalink "${chosen}"`, at });
  return { key, label, href, description: str(fields.description) };
}

/** The `tags` front matter: keys of `tags.yml`, or inline labels / `{label, permalink}` objects. */
export function resolveTags(fm: Record<string, unknown>, tagsMap: YamlMap | undefined, ctx: ResolveContext): BlogTagData[] {
  const list = fm.tags === undefined || fm.tags === null ? [] : Array.isArray(fm.tags) ? fm.tags : [fm.tags];
  const out: BlogTagData[] = [];
  for (const entry of list) {
    let tag: BlogTagData;
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const fields = entry as Record<string, unknown>;
      tag = tagFromFields(str(fields.label) ?? 'tag', fields, ctx.options, { file: ctx.file, line: frontMatterLine(ctx.source, 'tags') });
    } else {
      const key = String(entry).trim();
      const known = tagsMap?.entries.get(key);
      if (known && tagsMap) {
        tag = tagFromFields(key, known.value, ctx.options, { file: known.file ?? tagsMap.file, line: known.line });
      } else {
        if (tagsMap && ctx.options.onInlineTags !== 'ignore') {
          ctx.diagnostics.report({
            severity: ctx.options.onInlineTags === 'throw' ? 'error' : 'warning',
            code: 'blog/unknown-tag',
            message: `Tag "${key}" is not defined in ${tagsMap.file}; it gets the label "${key}" and the route ${tagRoute(ctx.options, '/' + tagSlug(key))}.`,
            at: { file: ctx.file, line: frontMatterLine(ctx.source, 'tags', key) },
            hint: `Known tags: ${[...tagsMap.entries.keys()].join(', ') || '(none)'}. Add "${key}: { label: ..., permalink: /... }" to ${tagsMap.file}.`,
          });
        }
        tag = { key, label: key, href: tagRoute(ctx.options, '/' + tagSlug(key)) };
      }
    }
    if (!out.some((t) => t.href === tag.href)) out.push(tag);
  }
  return out;
}
