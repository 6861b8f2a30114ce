/**
 * Loading the posts of one blog instance: file names and dates, slugs,
 * front matter, authors and tags, reading time and excerpts. Every problem
 * in every post is gathered before failing, so one build shows them all.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { BlogOptions } from '../../config/schema.js';
import { formatDiagnostic, type Diagnostic } from '../../core/diagnostics.js';
import { MysiteError } from '../../core/errors.js';
import type { BuildContext } from '../content-source.js';
import type { CompiledMarkdown } from '../../markdown/types.js';
import { encodePathSegment, joinRoute } from '../../core/urls.js';
import { checkInSection } from '../section-route.js';
import { frontMatterErrors, POST_FRONT_MATTER } from '../front-matter-check.js';
import { readBlogYamlMap, resolveAuthors, resolveTags, type ResolveContext } from './blog-authors-tags.js';
import type { YamlMap } from '../yaml-map.js';
import { boundedExcerpt, type Excerpt } from './blog-excerpt.js';
import type { BlogAuthorData, BlogTagData } from '../../core/page-data/blog.js';
import { frontMatterLine, frontMatterString } from './front-matter-fields.js';
import { parseFrontMatterDate, rolledOverWarning } from './front-matter-date.js';
import { compileFiles } from '../compile-files.js';
import { userPlugins } from '../../markdown/user-plugins.js';
import { ENGLISH_TEXTS, type PageTexts, pageTextsOf } from '../page-texts.js';

export interface BlogPost {
  /** Site-relative path of the Markdown file. */
  relativePath: string;
  md: CompiledMarkdown;
  date: Date;
  route: string;
  title: string;
  authors: BlogAuthorData[];
  tags: BlogTagData[];
  draft: boolean;
  unlisted: boolean;
  readingMinutes: number;
  excerpt: Excerpt;
  /** Line of the `slug` front matter, for messages. */
  slugLine?: number;
  /** The Markdown file as written. */
  source: string;
}

export const WORDS_PER_MINUTE = 200;

/** The post files of a blog folder: Markdown and MDX, files and folders starting with "_" left out. */
export const POST_FILES = ['**/*.md', '**/*.mdx', '!**/_*', '!**/_*/**'];

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** "One min read", "5 min read", in the site's language (Docusaurus's message id). */
export function readingTimeLabel(minutes: number, texts: PageTexts = ENGLISH_TEXTS): string {
  return texts.plural('theme.blog.post.readingTime.plurals', minutes, { readingTime: minutes });
}

/**
 * A date anywhere in a post's path, as Docusaurus reads it: `2021-03-09-name.md`,
 * `2021-03-09-name/index.md`, `2021/03-09-name.mdx`, `2021/03/09/name.md`,
 * `2021-03-09/name.md`. What comes before the date is a folder kept in the URL
 * (after the date, as Docusaurus puts it); what follows is the post's name.
 */
const PATH_DATE = /^(.*)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/i;

/** A calendar date in UTC, or undefined when the parts are not a real day (2022-02-30). */
export function utcDate(year: number, month: number, day: number): Date | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : undefined;
}

/** The date a post's path gives (`2022-10-26-cors.md`, `2022/10/26/cors/index.md`), its name, and the folder before the date. */
export function dateFromFileName(file: string): { date?: Date; name: string; folder?: string; invalid?: string } {
  const path = file.replace(/\\/g, '/');
  const stem = basename(path).replace(/\.mdx?$/i, '');
  const base = /^index$/i.test(stem) && dirname(path) !== '.' ? basename(dirname(path)) : stem;
  const m = PATH_DATE.exec(path);
  if (!m) return { name: base };
  const [, folder, year, month, day, text] = m as unknown as [string, string, string, string, string, string];
  const date = utcDate(Number(year), Number(month), Number(day));
  if (!date) return { name: text || base, invalid: `${year}-${month}-${day}` };
  return { date, name: text, folder };
}

/** `/x/`, `x/` and `x` all give `<base>/x`; file names are text (`my post.md` → `my%20post`). */
export function postRoute(options: BlogOptions, slug: string | undefined, fileName: { date?: Date; name: string; folder?: string }, file: string): string {
  if (slug !== undefined) return joinRoute(options.routeBasePath, slug);
  if (fileName.date) {
    const d = fileName.date.toISOString().slice(0, 10).split('-');
    const rest = `${fileName.folder ?? ''}${fileName.name}`.split('/').filter(Boolean);
    return joinRoute(options.routeBasePath, ...d, ...rest.map(encodePathSegment));
  }
  return joinRoute(
    options.routeBasePath,
    ...file
      .replace(/(\/index)?\.mdx?$/i, '')
      .split('/')
      .map(encodePathSegment),
  );
}

export async function loadPosts(ctx: BuildContext, options: BlogOptions): Promise<BlogPost[]> {
  const dir = join(ctx.siteDir, options.path);
  if (!existsSync(dir)) {
    throw MysiteError.of({
      code: 'blog/missing-folder',
      message: `The blog folder "${options.path}" does not exist.`,
      at: { file: options.path },
      hint: `Create ${options.path}/ with posts named YYYY-MM-DD-name.md, or change the path of blog "${options.id}" in site.config.ts.`,
    });
  }
  const [authorsMap, tagsMap, files] = await Promise.all([
    readBlogYamlMap(ctx.siteDir, (file) => ctx.files.locate(file), options.path, 'authors.yml'),
    readBlogYamlMap(ctx.siteDir, (file) => ctx.files.locate(file), options.path, 'tags.yml'),
    ctx.files.list(POST_FILES, dir),
  ]);
  const compiled = await compileFiles(ctx, { folder: options.path, files, plugins: userPlugins(ctx.siteDir, ctx.config.markdown, options) });

  const errors: Diagnostic[] = [];
  const posts: BlogPost[] = [];
  for (const { file, relativePath, source, md } of compiled) {
    for (const d of md.diagnostics) ctx.diagnostics.report(d);
    const fm = md.frontMatter;
    if (fm.draft === true && ctx.mode === 'build') continue;
    const invalid = frontMatterErrors({ data: fm, file: relativePath, source, known: POST_FRONT_MATTER }, ctx.diagnostics);
    if (invalid.length > 0) {
      errors.push(...invalid);
      continue;
    }
    try {
      posts.push(
        toPost(
          { file, relativePath, source, md },
          options,
          { file: relativePath, source, options, diagnostics: ctx.diagnostics, texts: pageTextsOf(ctx) },
          authorsMap,
          tagsMap,
        ),
      );
    } catch (error) {
      if (!(error instanceof MysiteError)) throw error;
      errors.push(...error.diagnostics);
    }
  }
  errors.push(...duplicateSlugs(posts));
  // An entry of authors.yml used by many posts is reported once.
  if (errors.length > 0) throw new MysiteError([...new Map(errors.map((d) => [formatDiagnostic(d), d])).values()]);

  for (const post of posts) {
    if (post.md.excerptHtml !== undefined || post.unlisted || options.onUntruncatedBlogPosts === 'ignore') continue;
    ctx.diagnostics.warn({
      code: 'blog/untruncated-post',
      message: `Post "${post.title}" has no <!-- truncate --> marker; list pages show only its first paragraphs.`,
      at: { file: post.relativePath },
      hint: 'Add a line "<!-- truncate -->" after the introduction to choose the excerpt.',
    });
  }
  // Newest first; same day: by route, so the order never depends on the file system.
  posts.sort((a, b) => b.date.getTime() - a.date.getTime() || (a.route < b.route ? -1 : 1));
  return posts;
}

interface PostFile {
  file: string;
  relativePath: string;
  source: string;
  md: CompiledMarkdown;
}

function toPost(input: PostFile, options: BlogOptions, rctx: ResolveContext, authorsMap: YamlMap | undefined, tagsMap: YamlMap | undefined): BlogPost {
  const { file, relativePath, source, md } = input;
  const fm = md.frontMatter;
  const fromName = dateFromFileName(file);
  let date = fromName.date;
  if (fm.date !== undefined && fm.date !== null) {
    const read = parseFrontMatterDate(fm.date);
    date = read?.date;
    if (read?.rolledOver) rctx.diagnostics.report(rolledOverWarning(String(fm.date), read, { file: relativePath, line: frontMatterLine(source, 'date') }));
    if (!date) {
      throw MysiteError.of({
        code: 'blog/invalid-date',
        message: `Invalid date in front matter: ${JSON.stringify(fm.date instanceof Date ? fm.date.toString() : fm.date)}.`,
        at: { file: relativePath, line: frontMatterLine(source, 'date') },
        hint: 'Write the date as YYYY-MM-DD (e.g. 2022-10-26) or an ISO date-time (2022-10-26T09:30:00Z).',
      });
    }
  } else if (fromName.invalid) {
    throw MysiteError.of({
      code: 'blog/invalid-date',
      message: `Invalid date in file name: ${fromName.invalid} is not a day of the calendar.`,
      at: { file: relativePath },
      hint: 'Name posts YYYY-MM-DD-name.md with a real date (month 01–12, day valid for that month), or set a `date` front matter.',
    });
  } else if (!date) {
    throw MysiteError.of({
      code: 'blog/missing-date',
      message: 'Post has no date: its path names none (YYYY-MM-DD-name.md, YYYY/MM/DD/name.md) and there is no `date` front matter.',
      at: { file: relativePath },
      hint: `Rename it to YYYY-MM-DD-${basename(file)} or add "date: YYYY-MM-DD" to its front matter.`,
    });
  }
  const slug = frontMatterString(fm.slug);
  const authors = resolveAuthors(fm, authorsMap, rctx);
  const tags = resolveTags(fm, tagsMap, rctx);
  const unlisted = fm.unlisted === true;
  const excerpt: Excerpt = md.excerptHtml !== undefined ? { html: md.excerptHtml, truncated: true } : boundedExcerpt(md.html);
  return {
    relativePath,
    md,
    date: date!,
    route: checkInSection({
      route: postRoute(options, slug, fromName, file),
      base: options.routeBasePath,
      what: `slug "${slug}"`,
      at: { file: relativePath, line: frontMatterLine(source, 'slug') },
    }),
    title: frontMatterString(fm.title) ?? md.title ?? (fromName.name || basename(file).replace(/\.mdx?$/i, '')),
    authors,
    tags,
    draft: fm.draft === true,
    unlisted,
    readingMinutes: readingMinutes(md.words),
    excerpt,
    slugLine: frontMatterLine(source, 'slug'),
    source,
  };
}

function duplicateSlugs(posts: BlogPost[]): Diagnostic[] {
  const seen = new Map<string, BlogPost>();
  const out: Diagnostic[] = [];
  for (const post of posts) {
    const first = seen.get(post.route);
    if (!first) {
      seen.set(post.route, post);
      continue;
    }
    out.push({
      severity: 'error',
      code: 'blog/duplicate-slug',
      message: `Two posts have the route ${post.route}: ${first.relativePath} and ${post.relativePath}.`,
      at: { file: post.relativePath, line: post.slugLine },
      hint: 'Give one of them a different `slug` in its front matter.',
    });
  }
  return out;
}
