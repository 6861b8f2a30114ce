/** A blog plugin's options (the classic preset's `blog`, or `@docusaurus/plugin-content-blog`) → an entry of `blogs`. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BOOLEAN, keyPath, NUMBER, oneOf, STRING, type SkipKind } from './migration.js';
import { entriesOf, type MapContext, routeBase, siteRelative } from './map-context.js';
import { mapUnifiedPlugins, RECMA_PLUGINS } from './map-unified-plugins.js';
import { isFunctionValue, isPlainObject, type Plain, type PlainObject } from './plain-value.js';

const COMPONENT = 'mysite renders blogs with its theme: replace a theme component (theme.components) instead';
const NOT_MAPPED: Record<string, [SkipKind, string]> = {
  archiveBasePath: ['no-equivalent', 'mysite makes no archive page'],
  pageBasePath: ['no-equivalent', 'mysite numbers list pages under the blog route itself'],
  authorsBasePath: ['no-equivalent', 'mysite puts author pages under the blog route'],
  truncateMarker: ['no-equivalent', 'mysite cuts excerpts at <!-- truncate --> or {/* truncate */}'],
  sortPosts: ['no-equivalent', 'mysite lists posts newest first'],
  include: ['no-equivalent', 'mysite reads every .md and .mdx file of the blog folder'],
  exclude: ['no-equivalent', 'mysite reads every .md and .mdx file of the blog folder'],
  showLastUpdateTime: ['no-equivalent', 'mysite shows last updates on docs only'],
  showLastUpdateAuthor: ['no-equivalent', 'mysite shows last updates on docs only'],
  onInlineAuthors: ['no-equivalent', 'mysite reads authors from authors.yml or the front matter, without a setting'],
  processBlogPosts: ['no-equivalent', 'mysite has no hook to change posts'],
  readingTime: ['no-equivalent', 'mysite counts 200 words a minute'],
  beforeDefaultRemarkPlugins: ['no-equivalent', "mysite runs a site's plugins after its own: add them to the blog's remarkPlugins if they work there"],
  beforeDefaultRehypePlugins: ['no-equivalent', "mysite runs a site's plugins after its own: add them to the blog's rehypePlugins if they work there"],
  recmaPlugins: RECMA_PLUGINS,
  admonitions: ['no-equivalent', 'mysite has a fixed set of admonitions (docs/AUTHORING.md#admonitions)'],
  blogListComponent: ['no-equivalent', COMPONENT],
  blogPostComponent: ['no-equivalent', COMPONENT],
  blogTagsListComponent: ['no-equivalent', COMPONENT],
  blogTagsPostsComponent: ['no-equivalent', COMPONENT],
  blogArchiveComponent: ['no-equivalent', COMPONENT],
  blogAuthorsListComponent: ['no-equivalent', COMPONENT],
  blogAuthorsPostsComponent: ['no-equivalent', COMPONENT],
};

/** `id` is the plugin instance's id (`default` for the preset's blog). */
export function mapBlog(ctx: MapContext, options: Plain | undefined, path: string, id: string): void {
  const { m, siteDir } = ctx;
  const given = isPlainObject(options) ? options : {};
  const folder = siteRelative(siteDir, m.take(keyPath(path, 'path'), given.path, STRING) ?? 'blog');
  if (!existsSync(join(siteDir, folder))) {
    m.skip(path, 'not-needed', `there is no ${folder}/ folder, so there is no blog to build`);
    return;
  }
  const blogId = id === 'default' ? 'blog' : id.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  const blog: PlainObject = { id: blogId, path: folder, routeBasePath: '/blog' };
  const index = Array.isArray(ctx.m.config.blogs) ? ctx.m.config.blogs.length : 0;
  const target = ['blogs', index];
  const set = (key: string, value: Plain, from: string) => m.set([...target, key], value, from);
  m.push(['blogs'], blog, path);
  if (given.path !== undefined) m.mapped++;
  for (const [key, value] of entriesOf(given)) {
    const at = keyPath(path, key);
    if (key === 'path' || key === 'id') continue;
    if (key === 'routeBasePath' || key === 'tagsBasePath') {
      const base = m.take(at, value, STRING);
      if (base !== undefined) set(key, routeBase(base), at);
    } else if (key === 'blogTitle' || key === 'blogDescription' || key === 'blogSidebarTitle') {
      const text = m.take(at, value, STRING);
      if (text !== undefined) set(key, text, at);
    } else if (key === 'showReadingTime') {
      const flag = m.take(at, value, BOOLEAN);
      if (flag !== undefined) set(key, flag, at);
    } else if (key === 'postsPerPage') {
      if (value === 'ALL') m.skip(at, 'no-equivalent', "'ALL': mysite's list pages take a number of posts");
      else {
        const n = m.take(at, value, NUMBER);
        if (n !== undefined) set(key, n, at);
      }
    } else if (key === 'blogSidebarCount') {
      const n = value === 'ALL' ? 'ALL' : m.take(at, value, NUMBER);
      if (n !== undefined) set(key, n, at);
    } else if (key === 'editUrl') {
      if (isFunctionValue(value)) m.skip(at, 'not-literal', 'a function: mysite takes a base URL, to which it appends the file path relative to the site');
      else {
        const url = m.take(at, value, STRING);
        if (url !== undefined) set(key, url.replace(/\/+$/, ''), at);
      }
    } else if (key === 'onInlineTags') {
      const level = m.take(at, value, oneOf('ignore', 'log', 'warn', 'throw'));
      if (level !== undefined) set(key, level === 'log' ? 'warn' : level, at);
      if (level === 'log') m.adjust(at, "'log' is written as 'warn' (mysite has no log level)");
    } else if (key === 'onUntruncatedBlogPosts') {
      const level = m.take(at, value, oneOf('ignore', 'log', 'warn', 'throw'));
      if (level !== undefined) set(key, level === 'ignore' ? 'ignore' : 'warn', at);
      if (level === 'log' || level === 'throw') m.adjust(at, `'${level}' is written as 'warn' (mysite warns or ignores)`);
    } else if (key === 'feedOptions') {
      mapFeed(ctx, value, at, [...target, 'feed']);
    } else if (key === 'authorsMapPath' || key === 'tags') {
      const expected = key === 'tags' ? 'tags.yml' : 'authors.yml';
      if (value !== expected) m.skip(at, 'no-equivalent', `mysite reads ${expected} in the blog folder`);
      else m.mapped++;
    } else if (key === 'remarkPlugins' || key === 'rehypePlugins') {
      mapUnifiedPlugins(ctx, value, at, [...target, key]);
    } else if (key in NOT_MAPPED) {
      const [kind, reason] = NOT_MAPPED[key]!;
      m.skip(at, kind, reason);
    } else {
      m.skip(at, 'no-equivalent', 'an option of the Docusaurus blog plugin that mysite does not have');
    }
  }
}

function mapFeed(ctx: MapContext, value: Plain, path: string, target: (string | number)[]): void {
  const { m } = ctx;
  for (const [key, v] of entriesOf(value)) {
    const at = keyPath(path, key);
    if (key === 'type') {
      if (v === null) m.set([...target, 'types'], [], at);
      else if (v === 'all') m.set([...target, 'types'], 'all', at);
      else {
        const types = (Array.isArray(v) ? v : [v]).filter((t): t is string => typeof t === 'string');
        m.set([...target, 'types'], types, at);
      }
    } else if (key === 'title' || key === 'description' || key === 'copyright') {
      const text = m.take(at, v, STRING);
      if (text !== undefined) m.set([...target, key], text, at);
    } else if (key === 'xslt') {
      if (v === true || isPlainObject(v)) m.set([...target, 'xslt'], true, at);
      else if (v === false) m.set([...target, 'xslt'], false, at);
      if (isPlainObject(v)) m.adjust(at, "mysite's own XSLT styles the feeds (its files cannot be chosen)");
    } else if (key === 'limit') {
      if (v === false || v === null) m.set([...target, 'limit'], false, at);
      else {
        const n = m.take(at, v, NUMBER);
        if (n !== undefined) m.set([...target, 'limit'], n, at);
      }
    } else if (key === 'createFeedItems') {
      m.skip(at, 'no-equivalent', 'mysite has no hook to change feed items');
    } else {
      m.skip(at, 'no-equivalent', 'a feed option mysite does not have');
    }
  }
}
