/**
 * The one schema of `site.config.ts`. It gives the TypeScript types (input
 * for authors, output for the engine), the defaults and the validation.
 * Objects are strict so a misspelt key is reported, with a suggestion.
 *
 * Data: every option with its documentation, from which docs/CONFIG.md is
 * generated (scripts/config-reference.ts reads this one file), so longer
 * than the usual file.
 */
import { z } from 'zod';
import type { ThemeComponentName } from '../core/theme-component-names.js';
import { isSafeUrl } from '../core/safe-url.js';
import { isPathnameLink, pathnameLinkProblem } from '../core/pathname-link.js';

/** A path of the site: starts with one "/", no "." or ".." segments. */
const urlPath = z
  .string()
  .regex(/^\/(?![/\\])/, 'a path starting with one "/"')
  .refine((p) => !p.split(/[/\\]/).some((s) => s === '.' || s === '..'), 'must be a path without "." or ".." segments');

/** A URL the site links to or loads: only http(s), mailto or a path of the site (no javascript:, data:, //host). */
/** Elements written without a closing tag, which cannot hold content. */
export const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** A language tag (`en-US`, `fr`): it also names a folder (`i18n/<locale>/`), so it can never be a path. */
export const LOCALE_TAG = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;

const safeUrl = z.string().refine(isSafeUrl, 'must be an http(s) or mailto URL, or a path of the site');

/** A navbar or footer link's `href`: what `schema` accepts, or Docusaurus's `pathname:///path`, a plain link that bypasses the router. */
function orPathnameLink(schema: z.ZodType<string>) {
  return z.string().superRefine((value, ctx) => {
    const problems = isPathnameLink(value) ? [pathnameLinkProblem(value)] : (schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []);
    for (const message of problems) if (message) ctx.addIssue({ code: 'custom', message });
  });
}

const localeTag = z.string().regex(LOCALE_TAG, 'a language tag such as en-US or fr');

/** A link in a navbar dropdown's menu (`items` of a `type: 'dropdown'` item). */
const navbarDropdownLink = z
  .strictObject({
    /** Text of the menu entry. @example 'Forum' */
    label: z.string().min(1),
    /** A route of the site. @example '/docs/guide' */
    to: urlPath.optional(),
    /** An external URL, or `pathname:///path` for a page of the host outside this site (set `to` or `href`). @example 'https://forum.example.com' */
    href: orPathnameLink(z.string().url().pipe(safeUrl)).optional(),
    /** Accessible name, when it should say more than the label. @example 'Community forum' */
    ariaLabel: z.string().optional(),
    /** Tooltip. @example 'Questions and answers' */
    title: z.string().optional(),
    /** Icon drawn before the label. @example 'discord' */
    icon: z.enum(['github', 'discord', 'x']).optional(),
    /** Route prefix that marks this entry, and its menu, active; defaults to `to`. @example '/docs/guide' */
    activeBasePath: urlPath.optional(),
  })
  .refine((link) => (link.to === undefined) !== (link.href === undefined), { message: 'a menu entry links somewhere: set `to` or `href`, not both' });

/** Keys of a link item that a dropdown does not read: its label opens the menu. */
const LINK_ONLY_KEYS = ['to', 'href', 'icon', 'activeBasePath'] as const;

const navbarItem = z
  .strictObject({
    /**
     * `'dropdown'`: a menu of the links in `items`, opened by its `label`. `'localeDropdown'`: a menu of this page in
     * each locale of `i18n`. `'docsVersionDropdown'`: on doc pages, a menu of this page in each docs version (the doc
     * page then shows the version as a label); on other pages, of each version's first page, when the docs have
     * versions. Menus read only `position` and `label` (and a dropdown its `items`,
     * `ariaLabel` and `title`). @example 'dropdown'
     */
    type: z.enum(['dropdown', 'localeDropdown', 'docsVersionDropdown']).optional(),
    /** Visible text. Icon-only items leave it out and set `ariaLabel`. @example 'Docs' */
    label: z.string().optional(),
    /** A route of the site. @example '/docs' */
    to: urlPath.optional(),
    /** An external URL, or `pathname:///path` for a page of the host outside this site (set `to` or `href`). @example 'https://github.com/me/project' */
    href: orPathnameLink(z.string().url().pipe(safeUrl)).optional(),
    /** Which end of the bar the item sits at. */
    position: z.enum(['left', 'right']).default('left'),
    /** Accessible name, required for icon-only items. @example 'GitHub repository' */
    ariaLabel: z.string().optional(),
    /** Tooltip. @example 'GitHub' */
    title: z.string().optional(),
    /** Icon drawn before or instead of the label. @example 'github' */
    icon: z.enum(['github', 'discord', 'x']).optional(),
    /** Route prefix that marks this item active; defaults to `to`. @example '/api' */
    activeBasePath: urlPath.optional(),
    /** The docs section (its `id` in `docs: [...]`) whose versions a `type: 'docsVersionDropdown'` menu lists. @default 'default' @example 'community' */
    docsPluginId: z.string().min(1).optional(),
    /**
     * The links of a `type: 'dropdown'` menu, in order. @example [{ label: 'Forum', href: 'https://forum.example.com' }, { label: 'Guide', to: '/docs/guide' }]
     */
    items: z.array(navbarDropdownLink).min(1).optional(),
  })
  .superRefine((item, ctx) => {
    if (item.docsPluginId !== undefined && item.type !== 'docsVersionDropdown')
      ctx.addIssue({ code: 'custom', path: ['docsPluginId'], message: "only a version menu reads docsPluginId: add type: 'docsVersionDropdown'" });
    if (item.type !== 'dropdown') {
      if (item.items) ctx.addIssue({ code: 'custom', path: ['items'], message: "only a menu has items: add type: 'dropdown'" });
      return;
    }
    if (!item.items) ctx.addIssue({ code: 'custom', path: ['items'], message: 'a dropdown needs its links: items: [{ label, to }]' });
    if (!item.label) ctx.addIssue({ code: 'custom', path: ['label'], message: 'a dropdown needs the label that opens it' });
    for (const key of LINK_ONLY_KEYS) {
      if (item[key] !== undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: "a dropdown's label opens its menu and is not a link itself: put this link among its items" });
    }
  });

const footerLink = z.strictObject({
  /** Link text. @example 'Support forum' */
  label: z.string(),
  /** A route of the site, an external URL, or `pathname:///path` for a page of the host outside this site. @example '/docs/faq' */
  href: orPathnameLink(safeUrl),
});

const footerColumn = z.strictObject({
  /** Column heading. @example 'Community' */
  title: z.string(),
  /** The column's links. */
  items: z.array(footerLink).default([]),
  /** Trusted HTML shown under the links. @example '<p>Hosted by <a href="https://example.com">Example</a>.</p>' */
  html: z.string().optional(),
});

/** A remark or rehype plugin: the plugin function, or `[plugin, options]`. */
const unifiedPlugin = z.union([
  z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'a plugin function'),
  z.tuple([z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'a plugin function'), z.unknown()]),
]);

/** Plugins of the Markdown and MDX pipelines, for all pages or for one section. */
const pipelinePlugins = {
  /** remark plugins (on the Markdown tree, its code blocks still `code` nodes, as in Docusaurus), in order. @example [remarkMath] */
  remarkPlugins: z.array(unifiedPlugin).default([]),
  /** rehype plugins (on the HTML tree), run after mysite's own, in order. @example [[rehypeKatex, { strict: false }]] */
  rehypePlugins: z.array(unifiedPlugin).default([]),
};

/** A Docusaurus plugin of the site's own: its module (a path relative to the site, or a package), or its function; with its options in a pair. */
const sitePluginHead = z.union([z.string().min(1), z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'a plugin function')]);
const sitePlugin = z.union([sitePluginHead, z.tuple([sitePluginHead, z.unknown()]), z.literal(false), z.null()]);

/** How one docs version is shown (`docs.versions.<name>`). */
const docsVersionOptions = z.strictObject({
  /** Its name in the version control and the badge. @default 'Next' (in the locale's language) for current, else its name */
  label: z.string().min(1).optional(),
  /**
   * Its route under the docs section (`'next'` → `/docs/next`; `''` is the section's own route).
   * @default '' for the last version, 'next' for current, else its name
   */
  path: z.string().optional(),
  /**
   * The notice above each page: `unreleased` (newer than the last version), `unmaintained` (older), or `none`.
   * @default by its place beside lastVersion
   */
  banner: z.enum(['unreleased', 'unmaintained', 'none']).optional(),
  /** Show the version's label as a badge on its pages. @default true when the site has several versions */
  badge: z.boolean().optional(),
  /** Keep its pages out of search engines and the sitemap. @default false */
  noIndex: z.boolean().default(false),
});

const docsOptions = z.strictObject({
  /** Folder of Markdown docs, relative to the site. */
  path: z.string().default('content/docs'),
  /** Route of the docs section; `'/'` makes the docs the whole site (the doc with `slug: /` is the home page). */
  routeBasePath: urlPath.default('/docs'),
  /** Base of "Edit this page" links; the doc's path relative to the site is appended. @example 'https://github.com/me/project/edit/main' */
  editUrl: z.string().url().pipe(safeUrl).optional(),
  /** Sidebar categories can be opened and closed. */
  sidebarCollapsible: z.boolean().default(true),
  /** Categories start closed (a `_category_.yml` can say otherwise), except the one holding the current page. */
  sidebarCollapsed: z.boolean().default(true),
  /** Label of the docs version, shown as a badge on doc pages; no badge when not set. @example '2.x' */
  versionLabel: z.string().optional(),
  /**
   * The released version the section's own route shows (`/docs/...`), when the site keeps versions in
   * Docusaurus's layout (`versions.json`, `versioned_docs/`, `versioned_sidebars/`). `'current'` is the docs
   * folder. @default the first name in versions.json, or 'current' without it @example '2.0'
   */
  lastVersion: z.string().min(1).optional(),
  /**
   * Each version's options, by name (`'current'` is the docs folder, others are names of versions.json).
   * @default {} @example { current: { label: 'Next', banner: 'unreleased' }, '1.0': { banner: 'unmaintained' } }
   */
  versions: z.record(z.string(), docsVersionOptions).default({}),
  /**
   * Build only these versions (names of versions.json, and `'current'`): a local build or `serve --watch`
   * of a site with many versions reads, compiles and indexes only what is named. @example ['current']
   */
  onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
  /** Build the docs folder as the version `current` (at `<routeBasePath>/next` when versions exist). */
  includeCurrentVersion: z.boolean().default(true),
  /** The version control is a menu even when the site has one version (by default it is then a label). */
  versionMenu: z.boolean().default(false),
  /** Breadcrumbs above each doc; `false` shows none (not even the home link), as Docusaurus's option does. */
  breadcrumbs: z.boolean().default(true),
  /**
   * The file of explicit sidebars, in Docusaurus's `sidebars.js` format, relative to the site. When not set,
   * `sidebars.ts` or `sidebars.js` next to site.config.ts is used if there is one, else the sidebar is
   * autogenerated from the folders; `false` always autogenerates it. @example 'sidebars.ts'
   */
  sidebarPath: z.union([z.string().min(1), z.literal(false)]).optional(),
  /**
   * The file of predefined tags (Docusaurus's `tags.yml`: keys with `label`, `permalink`, `description`), relative to
   * the docs folder and to each version's folder; `false` reads none. @default 'tags.yml', when the folder has one
   */
  tags: z.union([z.string().min(1), z.literal(false)]).optional(),
  /** A tag in a doc's front matter that the tags file does not define, when there is one (`log` is a warning too). @default 'warn' */
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** Base of the tag pages, under the docs' route (and each version's); a tag's permalink is appended. @default '/tags' */
  tagsBasePath: urlPath.default('/tags'),
  /** Show "Last updated on <date>" under each doc: the date of its last commit, or its `last_update.date` front matter. */
  showLastUpdateTime: z.boolean().default(false),
  /** Show "by <author>" with the last update: the author of its last commit, or its `last_update.author` front matter. */
  showLastUpdateAuthor: z.boolean().default(false),
  ...pipelinePlugins,
});

/** The id of the docs section a single `docs` object makes, as Docusaurus names its docs plugin's default instance. */
export const DEFAULT_DOCS_ID = 'default';

/** One docs section of several (`docs: [...]`), as one `@docusaurus/plugin-content-docs` instance. */
const docsSectionOptions = docsOptions.extend({
  /**
   * Names the section: `'default'` is the section a single `docs` object makes (its versions in `versions.json`,
   * `versioned_docs/`); another id keeps them in `<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`,
   * its translations in `i18n/<locale>/docusaurus-plugin-content-docs-<id>/`, and is its part of search
   * (`search.sections`: so it may not be a blog's or an API's id) and the `docsPluginId` of navbar items. @default 'default' @example 'community'
   */
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'an id of lowercase letters, digits, "-" and "_"')
    .refine((id) => id !== 'docs' && id !== 'pages' && id !== 'api', 'an id other than "docs", "api" and "pages" (parts of search)')
    .default(DEFAULT_DOCS_ID),
});

/** Whether one route lies inside the other's (`/docs` holds `/docs/community`); the site's root holds nothing, as beside docs at `/` a section keeps its own routes. */
function routeWithin(inner: string, outer: string): boolean {
  return inner === outer || (outer !== '/' && inner.startsWith(`${outer}/`));
}

const docsSectionList = z
  .array(docsSectionOptions)
  .min(1)
  .superRefine((list, ctx) => {
    list.forEach((section, i) => {
      list.slice(0, i).forEach((first, j) => {
        const clash = (key: 'id' | 'path') =>
          ctx.addIssue({
            code: 'custom',
            path: [i, key],
            message: `docs[${j}] and docs[${i}] have the same ${key} "${section[key]}"; give each section its own`,
          });
        if (first.id === section.id) clash('id');
        if (first.path === section.path) clash('path');
        const [a, b] = [first.routeBasePath, section.routeBasePath];
        if (routeWithin(a, b) || routeWithin(b, a))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'routeBasePath'],
            message: `docs[${j}] (routeBasePath "${a}") and docs[${i}] (routeBasePath "${b}") overlap: their pages and versions would share addresses; give each section a route outside the other's, such as "/community"`,
          });
      });
    });
  });

const FEED_TYPES = ['rss', 'atom', 'json'] as const;

const feedOptions = z.strictObject({
  /** Feeds to write: a list, or `'all'` for RSS 2.0, Atom 1.0 and JSON Feed 1.1. @default ['rss', 'atom'] */
  types: z
    .union([z.literal('all'), z.array(z.enum(FEED_TYPES))])
    .transform((t) => (t === 'all' ? [...FEED_TYPES] : t))
    .default(['rss', 'atom']),
  /** Style RSS/Atom with XSLT so they read well in a browser. @default false */
  xslt: z.boolean().default(false),
  /** How many of the newest posts the feeds carry (with their full text), or `false` for every post. @default 20 */
  limit: z.union([z.number().int().positive(), z.literal(false)]).default(20),
  /** Title inside the feeds. @default '<site title> Blog' */
  title: z.string().optional(),
  /** Description inside the feeds. @default '<site title> Blog' */
  description: z.string().optional(),
  /** Written as is (no year computed at build time, so builds are reproducible). @example 'Copyright © 2026 Example Inc.' */
  copyright: z.string().optional(),
  /**
   * Which pages link the feeds with `<link rel="alternate">`: every page of
   * the `site` (as Docusaurus does) or only this `blog`'s pages. @default 'site'
   */
  alternateLinks: z.enum(['site', 'blog']).default('site'),
});

const blogOptions = z.strictObject({
  /** Instance id, used in route data and CSS. @example 'blog' */
  id: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and "-"'),
  /** Folder of posts (`YYYY-MM-DD-name.md`), with optional `authors.yml` and `tags.yml`. @example 'content/blog' */
  path: z.string(),
  /** Route of the first list page. @example '/blog' */
  routeBasePath: urlPath,
  /** <title> of list pages. @default 'Blog' */
  blogTitle: z.string().default('Blog'),
  /** Meta description of list pages. @default 'Blog' */
  blogDescription: z.string().default('Blog'),
  /** Posts per list page (index, tag and author pages). @default 10 */
  postsPerPage: z.number().int().positive().default(10),
  /** Heading of the list of recent posts beside each post. */
  blogSidebarTitle: z.string().default('Recent posts'),
  /** Posts in the sidebar: a number, `'ALL'`, or 0 for no sidebar. @default 5 */
  blogSidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(5),
  /** "N min read" on list items and posts (200 words per minute, rounded up). @default true */
  showReadingTime: z.boolean().default(true),
  /** Base of "Edit this page" links; the post's path relative to the site is appended. @example 'https://github.com/me/project/edit/main' */
  editUrl: z.string().url().pipe(safeUrl).optional(),
  /** Base of tag pages, under `routeBasePath`; a tag's permalink is appended. @default '/tags' */
  tagsBasePath: urlPath.default('/tags'),
  /** A tag missing from `tags.yml` (when the file exists). @default 'warn' */
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** A post without `<!-- truncate -->` (list pages then show its first paragraphs). @default 'warn' */
  onUntruncatedBlogPosts: z.enum(['ignore', 'warn']).default('warn'),
  /** The instance's RSS, Atom and JSON feeds. */
  feed: feedOptions.default({ types: ['rss', 'atom'], xslt: false, limit: 20, alternateLinks: 'site' }),
  ...pipelinePlugins,
});

const apiOptions = z.strictObject({
  /** The root OpenAPI 3.0, 3.1 or 3.2 document (YAML or JSON); it may `$ref` other files. @example 'openapi/openapi.yaml' */
  specPath: z.string(),
  /** Route of the API reference. */
  routeBasePath: urlPath.default('/api'),
  /** Page id of the introduction page; defaults to the slug of `info.title`. @example 'overview' */
  introId: z
    .string()
    .regex(/^[\w.~-]+$/, 'a page id: letters, digits, "-", "_", "." and "~"')
    .optional(),
  /** Where the bundled spec is published, without extension. @default '/openapi' */
  downloadPath: urlPath.default('/openapi'),
});

/** One API of several: an id, and routes that default to ones made from it. */
const apiListItem = z.strictObject({
  /** Names this API: its sidebar, its part of search (`search.sections`) and its default routes. @example 'admin' */
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'an id of lowercase letters, digits, "-" and "_"')
    .refine((id) => id !== 'docs' && id !== 'pages', 'an id other than "docs" and "pages" (parts of search)'),
  /** The root OpenAPI 3.0, 3.1 or 3.2 document (YAML or JSON); it may `$ref` other files. @example 'openapi/admin.yaml' */
  specPath: z.string(),
  /** Route of this API's reference. @default '/api/<id>' */
  routeBasePath: urlPath.optional(),
  /** Page id of the introduction page; defaults to the slug of `info.title`. @example 'overview' */
  introId: z
    .string()
    .regex(/^[\w.~-]+$/, 'a page id: letters, digits, "-", "_", "." and "~"')
    .optional(),
  /** Where the bundled spec is published, without extension. @default '/openapi-<id>' */
  downloadPath: urlPath.optional(),
});

/** Several APIs: ids, routes and downloads must differ (a clash names both). */
const apiList = z
  .array(apiListItem)
  .min(1)
  .superRefine((list, ctx) => {
    const seen = new Map<string, number>();
    list.forEach((api, i) => {
      const keys: [string, string][] = [
        ['id', api.id],
        ['routeBasePath', api.routeBasePath ?? `/api/${api.id}`],
        ['downloadPath', api.downloadPath ?? `/openapi-${api.id}`],
      ];
      for (const [key, value] of keys) {
        const first = seen.get(`${key}\0${value}`);
        if (first === undefined) seen.set(`${key}\0${value}`, i);
        else ctx.addIssue({ code: 'custom', path: [i, key], message: `api[${first}] and api[${i}] have the same ${key} "${value}"; give each API its own` });
      }
    });
  });

const searchOptions = z.union([
  z.literal(false),
  z.strictObject({
    /**
     * The parts of the site that are searched, with the heading their results
     * are grouped under: `docs`, `api`, `pages` (React pages) and each blog's
     * `id`. A label renames a part, `false` leaves it out. A part not listed is
     * searched, as "Docs", "API", "Pages" (the first and last in the locale's
     * language) or the blog's `blogTitle`.
     * @example { blog: 'Blog', releases: 'Release notes', pages: false }
     */
    sections: z.record(z.string(), z.union([z.string().min(1), z.literal(false)])).default({}),
    /**
     * A search page at `/search` (the query in `?q=`, results from the same
     * index as the navbar's search), as Docusaurus's search plugins give one.
     * `migrate` turns it on for a site whose search had one. @default false
     */
    page: z.boolean().default(false),
  }),
]);

const fontStack = z.string().regex(/^[^;{}<>]+$/, 'a CSS font-family list, e.g. "Inter, system-ui, sans-serif"');

const cssColor = z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'a hex colour such as "#2e8555"');

const markdownOptions = z.strictObject({
  /**
   * How a page is read: `'mdx'` reads every page as MDX (Docusaurus's default); `'detect'` reads `.mdx`
   * files as MDX and `.md` files as Markdown; `'md'` reads every page as Markdown. Not set, a page is
   * MDX when it uses MDX (an import or export, a JSX component, a `{/* comment *\/}`), whatever its
   * extension, and Markdown otherwise, which is faster and more forgiving of `<` and `{`. @example 'mdx'
   */
  format: z.enum(['mdx', 'detect', 'md']).optional(),
  ...pipelinePlugins,
  /**
   * Components every MDX page may use without importing them: name → module, relative to the site or
   * `@site/…`, with `#Export` for a named export. A `src/theme/MDXComponents` file adds to them, as in
   * Docusaurus. @example { Badge: './src/components/Badge.tsx', Note: '@site/src/components/Callouts#Note' }
   */
  components: z.record(z.string().regex(/^[A-Z][\w.]*$/, 'a component name starting with a capital letter'), z.string().min(1)).default({}),
  /** Turn `:shortcodes:` into emoji (`:tada:` → 🎉), as Docusaurus does. @default true */
  emoji: z.boolean().default(true),
  /**
   * Draw ```` ```mermaid ```` code blocks as diagrams, in the browser, following the colour mode
   * (Docusaurus's `markdown.mermaid`); the site then needs the `mermaid` package installed. Off, they
   * are code blocks. `@theme/Mermaid` draws diagrams either way. @default false
   */
  mermaid: z.boolean().default(false),
});

/** A Mermaid theme's name (https://mermaid.js.org/config/theming.html). */
const mermaidTheme = z.enum(['default', 'base', 'dark', 'forest', 'neutral', 'null']);

const mermaidOptions = z.strictObject({
  /** The Mermaid theme of each colour mode (Docusaurus's `themeConfig.mermaid.theme`). */
  theme: z
    .strictObject({
      /** The Mermaid theme of diagrams in light mode. @default 'default' */
      light: mermaidTheme.default('default'),
      /** The Mermaid theme of diagrams in dark mode. @default 'dark' */
      dark: mermaidTheme.default('dark'),
    })
    .default({ light: 'default', dark: 'dark' }),
  /**
   * Mermaid's own configuration (https://mermaid.js.org/config/schema-docs/config.html), given to
   * `mermaid.initialize` as it is; `theme` above wins over its `theme`. @example { flowchart: { curve: 'linear' } }
   */
  options: z.record(z.string(), z.json()).default({}),
});

const themeOptions = z.strictObject({
  /**
   * Which theme renders the site: `'default'` (built into mysite), a folder
   * relative to the site (`'./my-theme'`), or an installed package.
   * @default 'default'
   */
  name: z.string().min(1).default('default'),
  /** Brand colours. Text shades with 4.5:1 contrast are derived from them. */
  colors: z
    .strictObject({
      /** The brand colour in light mode. @example '#2e8555' */
      primary: cssColor.optional(),
      /** The brand colour in dark mode. @default a lighter shade of `primary` */
      primaryDark: cssColor.optional(),
    })
    .optional(),
  /** Font stacks (CSS `font-family` values); the theme's system fonts when not set. */
  fonts: z
    .strictObject({
      /** Text of the site. @example 'Inter, system-ui, sans-serif' */
      body: fontStack.optional(),
      /** Headings. @default the body font */
      heading: fontStack.optional(),
      /** Code blocks and inline code. @example '"JetBrains Mono", ui-monospace, monospace' */
      code: fontStack.optional(),
    })
    .optional(),
  /** Stylesheets loaded after the theme's own, relative to the site. @example ['./styles/custom.css'] */
  customCss: z.array(z.string()).default([]),
  /**
   * Style Docusaurus's Infima class names (`container`, `row`, `col col--4`,
   * `button button--primary`, `hero`, `card`, `badge`, `text--center`,
   * `margin-top--lg`…) and its main `--ifm-*` variables in the default theme's
   * colours, for pages and components brought from Docusaurus. `mysite migrate`
   * turns it on. @default false
   */
  infima: z.boolean().default(false),
  /**
   * Components of the theme replaced by your own: component name → file
   * relative to the site, whose default export takes the same props
   * (`ThemeComponentProps<'Footer'>`). The original stays importable from
   * `mysite-ssg/theme`, to wrap it. @example { Footer: './components/Footer.tsx' }
   */
  components: z.record(z.string(), z.string()).default({}),
});

const socialCardOptions = z.strictObject({
  /** Background of the card. */
  background: cssColor.default('#ffffff'),
  /** Colour of the page title. */
  text: cssColor.default('#1c1e21'),
  /** Colour of the section name and the site's host. */
  muted: cssColor.default('#525860'),
  /** Colour of the bar along the top and of the site name. */
  accent: cssColor.default('#1f6e45'),
  /** A bold TTF, OTF or WOFF font, relative to the site; Inter Bold when not set. @example './fonts/Brand-Bold.woff' */
  font: z.string().optional(),
});

const manifestIcon = z.strictObject({
  /** Path of the icon in `static/`. @example '/img/icon-192.png' */
  src: safeUrl,
  /** Its size, or `any` for an SVG. @example '192x192' */
  sizes: z.string(),
  /** Its MIME type. @example 'image/png' */
  type: z.string().optional(),
});

/** The directives `security.csp` can extend: those that list where things may come from. */
export const CSP_DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'object-src',
  'form-action',
  'frame-ancestors',
] as const;

const cspSource = z.string().regex(/^[^\s;,]+$/, `one source without spaces, such as "https://www.youtube-nocookie.com" or "'self'"`);

const redirectRule = z.strictObject({
  /** The old address (or several), a path of the site. @example '/docs/old-name' */
  from: z.union([urlPath, z.array(urlPath).min(1)]),
  /** Where it now leads: a path of the site or a full URL. @example '/docs/new-name' */
  to: safeUrl,
});

const redirectOptions = z.strictObject({
  /** Old addresses and where each now leads. @example [{ from: '/docs/old', to: '/docs/new' }] */
  rules: z.array(redirectRule).default([]),
  /** Extensions an old address may have: a page `/x` is also reached at `/x.<ext>`. @example ['htm', 'php'] */
  fromExtensions: z.array(z.string().regex(/^[a-z0-9]+$/i, 'an extension without its dot, e.g. "htm"')).default([]),
  /** Extensions of published files reached without them: `/x.<ext>` is also reached at `/x`. @example ['pdf'] */
  toExtensions: z.array(z.string().regex(/^[a-z0-9]+$/i, 'an extension without its dot, e.g. "pdf"')).default([]),
  /** The old addresses of a page, from its path (Docusaurus's `createRedirects`). @example (path) => path.startsWith('/docs/') ? path.replace('/docs/', '/guide/') : undefined */
  createRedirects: z
    .custom<(path: string) => string | string[] | undefined | null>((value) => typeof value === 'function', "a function of a page's path")
    .optional(),
});

const securityOptions = z.strictObject({
  /**
   * The Content-Security-Policy every page carries (a `<meta>` tag, and `_headers` for hosts
   * that read it). Strict by default: scripts, fonts, frames and media only from the site
   * itself. Give sources per directive to add to it; a directive the policy does not list
   * starts from `default-src`. The origins of `scripts`, `stylesheets` and `headTags` are
   * added for you (and fonts.gstatic.com to `font-src` for a Google Fonts stylesheet). `false`
   * sends no policy. @default {}
   * @example { 'frame-src': ['https://www.youtube-nocookie.com'], 'font-src': ['https://fonts.gstatic.com'] }
   */
  csp: z.union([z.literal(false), z.partialRecord(z.enum(CSP_DIRECTIVES), z.array(cspSource))]).default({}),
});

const attributeName = z.string().regex(/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/, 'an HTML attribute name');
/** `true` writes the attribute bare (`async`), `false` leaves it out. */
/** Attributes whose value the browser loads or follows as a URL: refused with a `javascript:` (or `data:`) URL, as the navbar's links are. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'data', 'xlink:href']);
const attributes = z.record(attributeName, z.union([z.string(), z.boolean()])).superRefine((value, ctx) => {
  for (const [name, v] of Object.entries(value)) {
    if (typeof v === 'string' && URL_ATTRIBUTES.has(name.toLowerCase()) && !isSafeUrl(v)) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'must be an http(s) or mailto URL, or a path of the site' });
    }
  }
});

const headTag = z
  .strictObject({
    /** The element's name. @example 'meta' */
    tagName: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a lower-case HTML element name'),
    /** Its attributes. @example { name: 'google-site-verification', content: 'abc123' } */
    attributes: attributes.default({}),
    /** Trusted HTML inside it; an inline script is allowed by its hash in the policy. @example 'window.dataLayer = [];' */
    innerHTML: z.string().optional(),
  })
  .refine((t) => t.innerHTML === undefined || !VOID_ELEMENTS.has(t.tagName), { message: 'a void element (meta, link, base…) has no innerHTML' });

/** How one locale of `i18n` is shown and where it is published (`i18n.localeConfigs.<locale>`). */
const localeOptions = z.strictObject({
  /** Its name in the locale dropdown. @default the language's own name for it (`Français` for fr) */
  label: z.string().min(1).optional(),
  /** Text direction of its pages. @default 'rtl' for Arabic, Hebrew, Persian, Urdu and other right-to-left scripts, else 'ltr' */
  direction: z.enum(['ltr', 'rtl']).optional(),
  /** `<html lang>`, `hreflang`, feeds' language and the theme's built-in texts. @default the locale @example 'fr-FR' */
  htmlLang: localeTag.optional(),
  /** The folder its site is published under, below baseUrl (the default locale is at the root). @default the locale @example 'francais' */
  path: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a single folder name (letters, digits, ".", "_", "-")')
    .optional(),
});

const i18nOptions = z
  .strictObject({
    /** The locale published at the site's root, and the one a page missing in another locale is shown in. @example 'en' */
    defaultLocale: localeTag,
    /** Every locale built, the default one among them; each names its folder `i18n/<locale>/`. @example ['en', 'fr', 'ar'] */
    locales: z.array(localeTag).min(1),
    /**
     * Each locale's options, by locale: `label` (the dropdown's; the language's own name by default), `direction`
     * (`'rtl'` by default for right-to-left languages such as Arabic and Hebrew), `htmlLang` (`<html lang>`,
     * `hreflang` and the language of the theme's built-in texts; the locale by default) and `path` (the one folder
     * its site is under; the locale by default). A locale that is not in `locales` is not built and its options are
     * ignored, as Docusaurus ignores them (a site may keep a locale's options while it is not published).
     * @default {} @example { ar: { label: 'العربية' }, fr: { htmlLang: 'fr-FR', path: 'francais' } }
     */
    localeConfigs: z.record(z.string(), localeOptions).default({}),
  })
  .superRefine((i18n, ctx) => {
    if (!i18n.locales.includes(i18n.defaultLocale)) {
      ctx.addIssue({ code: 'custom', path: ['defaultLocale'], message: `"${i18n.defaultLocale}" is not one of locales (${i18n.locales.join(', ')})` });
    }
    const paths = new Map<string, string>();
    for (const locale of i18n.locales) {
      if (locale === i18n.defaultLocale) continue;
      const path = i18n.localeConfigs[locale]?.path ?? locale;
      const other = paths.get(path.toLowerCase());
      if (other) ctx.addIssue({ code: 'custom', path: ['localeConfigs', locale, 'path'], message: `"${path}" is also the path of ${other}` });
      paths.set(path.toLowerCase(), locale);
    }
  });

const scriptItem = z.union([
  safeUrl.min(1),
  z
    .object({
      /** The script's URL. @example 'https://plausible.io/js/script.js' */
      src: safeUrl.min(1),
      /** Load without blocking the page. */
      async: z.boolean().optional(),
      /** Run after the page is parsed. */
      defer: z.boolean().optional(),
    })
    .catchall(z.union([z.string(), z.boolean()])),
]);

const stylesheetItem = z.union([
  safeUrl.min(1),
  z
    .object({
      /** The stylesheet's URL. @example 'https://fonts.googleapis.com/css2?family=Inter' */
      href: safeUrl.min(1),
    })
    .catchall(z.union([z.string(), z.boolean()])),
]);

const idealImageOptions = z.strictObject({
  /** The widths to make, in pixels (none wider than the image). @default the image's own width */
  sizes: z.array(z.number().int().positive()).optional(),
  /** One width to make, when `sizes` is not set. @example 800 */
  size: z.number().int().positive().optional(),
  /** With `max`, the narrowest width: `steps` widths from `min` to `max` replace `sizes`. @example 320 */
  min: z.number().int().positive().optional(),
  /** With `min`, the widest width. @example 1280 */
  max: z.number().int().positive().optional(),
  /** How many widths from `min` to `max`. @default 4 */
  steps: z.number().int().min(1).default(4),
  /** JPEG quality of the resized images, from 1 to 100. @default 85 */
  quality: z.number().int().min(1).max(100).default(85),
  /** `mysite serve` uses the images as they are, which starts faster. @default true */
  disableInDev: z.boolean().default(true),
});

export const siteConfigSchema = z.strictObject({
  /** The site's name: the end of every page title, and the feeds' and cards' name. @example 'Acme Docs' */
  title: z.string().min(1),
  /** A one-line description of the site. @example 'Everything about the Acme API' */
  tagline: z.string().default(''),
  /** Production origin, without a path: canonical links, the sitemap and feeds use it. @example 'https://docs.example.com' */
  url: z.string().url(),
  /** Path the site is served under, starting and ending with "/". @example '/docs-site/' */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'a path that starts and ends with "/"')
    .default('/'),
  /**
   * Whether page URLs end in "/", with Docusaurus's meanings: `false`, never (`/docs/a`, written to
   * `docs/a.html`); `true`, always (`/docs/a/`, written to `docs/a/index.html`); `'untouched'`, what
   * Docusaurus does when it is not set (`/docs/a`, written to `docs/a/index.html`, so hosts answer it
   * with and without the slash). Links, canonical, hreflang, the sitemap, redirects and `mysite serve`
   * follow it (docs/MIGRATING.md, "Trailing slashes"). @example true
   */
  trailingSlash: z.union([z.boolean(), z.literal('untouched')]).default(false),
  /** The language of the content, for `<html lang>`, feeds and the theme's built-in texts (AUTHORING.md, "Translations"). @example 'fr-FR' */
  locale: z.string().regex(LOCALE_TAG, 'expected a language tag such as en-US or fr').default('en-US'),
  /** Text direction of the content. */
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  /**
   * Several languages, as Docusaurus has them: the default locale at the root, each other one a
   * complete site under `/<path>/`, its texts and pages from `i18n/<locale>/` (AUTHORING.md,
   * "Translations"). Replaces `locale` and `direction` when set. @example { defaultLocale: 'en', locales: ['en', 'fr'] }
   */
  i18n: i18nOptions.optional(),
  /** Path of the favicon in `static/`. @example '/img/favicon.svg' */
  favicon: safeUrl.optional(),
  /**
   * Values of the site's own, for its components: `useDocusaurusContext().siteConfig.customFields`,
   * as in Docusaurus. JSON values only; when set, they go to the browser with the site's data. @example { releaseVersion: '3.6' }
   */
  customFields: z.record(z.string(), z.json()).default({}),
  /** Social card image, a path in `static/`: used where a page has no card of its own (see `socialCards`). @example '/img/card.png' */
  image: safeUrl.optional(),
  /** Icons besides the favicon, paths in `static/`. */
  icons: z
    .strictObject({
      /** A scalable favicon (SVG), for browsers that prefer it. @example '/img/favicon.svg' */
      svg: safeUrl.optional(),
      /** The 180×180 PNG iOS shows on home screens. @example '/img/apple-touch-icon.png' */
      appleTouch: safeUrl.optional(),
    })
    .default({}),
  /** The browser toolbar's colour (`<meta name="theme-color">`) in each colour mode. */
  themeColor: z
    .strictObject({
      /** In light mode. */
      light: cssColor.default('#ffffff'),
      /** In dark mode. */
      dark: cssColor.default('#1b1b1d'),
    })
    .default({ light: '#ffffff', dark: '#1b1b1d' }),
  /** `manifest.webmanifest`, linked from every page: the site's name, colours and icons for browsers that install or pin it; `false` for none. @example false */
  webManifest: z
    .union([
      z.literal(false),
      z.strictObject({
        /** The name under an installed icon; the navbar title, else `title`, when not set. @example 'Acme' */
        shortName: z.string().optional(),
        /** The icons. @example [{ src: '/img/icon-192.png', sizes: '192x192', type: 'image/png' }] */
        icons: z.array(manifestIcon).default([]),
      }),
    ])
    .default({ icons: [] }),
  /**
   * A 1200×630 JPEG card per page for link previews (site name and logo,
   * page title, section), drawn at build time and cached: `true` for the
   * default colours, or the colours to use. Off by default: a card costs a
   * few milliseconds of CPU, seconds in a big site's cold build; pages then
   * use `image`. A page with an `image` in its front matter uses that instead.
   * Needs two packages mysite does not install with itself (optional peer
   * dependencies): the canvas that draws the cards and the Inter font (not
   * needed with `font`); GETTING-STARTED.md gives the command, and a build
   * without them names it.
   * The operations of an API of more than 100 share one card per tag.
   * @default false
   * @example { accent: '#2e8555' }
   */
  socialCards: z
    .union([z.boolean(), socialCardOptions])
    .transform((cards) => (cards === true ? socialCardOptions.parse({}) : cards))
    .default(false),
  /** Write `/llms.txt` (an index of the docs, API and blog pages for language models) and `/llms-full.txt` (every docs and API page as Markdown). */
  llmsTxt: z.boolean().default(true),
  /** Publish each docs, blog and API page's Markdown at `<route>.md`, linked from the page. */
  markdownTwins: z.boolean().default(true),
  /** A link to a page or file that does not exist: fail the build, warn, or say nothing. */
  onBrokenLinks: z.enum(['throw', 'warn', 'ignore']).default('throw'),
  /** A Markdown link to a `.md` file that is not a page. */
  onBrokenMarkdownLinks: z.enum(['throw', 'warn', 'ignore']).default('warn'),
  /** A `#anchor` that is not on its target page. */
  onBrokenAnchors: z.enum(['throw', 'warn', 'ignore']).default('warn'),
  /** Light and dark mode. */
  colorMode: z
    .strictObject({
      /** The mode a first visit starts in. */
      defaultMode: z.enum(['light', 'dark']).default('light'),
      /** Hide the light/dark switch. */
      disableSwitch: z.boolean().default(false),
      /** Follow the OS setting until the visitor chooses. */
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  /** A message above the navbar on every page. */
  announcementBar: z
    .strictObject({
      /** Dismissal is remembered per id: change it to show a new message. @example 'release-2-0' */
      id: z.string(),
      /** Trusted HTML. @example 'Version 2.0 is out: <a href="/blog/2-0">read what is new</a>.' */
      content: z.string(),
      /** Background colour (any CSS colour); the theme's when not set. @example '#fff3cd' */
      backgroundColor: z.string().optional(),
      /** Text colour; mind the contrast with the background. @example '#1c1e21' */
      textColor: z.string().optional(),
      /** Show a close button (needs JavaScript). */
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  /** The bar at the top of every page. */
  navbar: z
    .strictObject({
      /** Text beside the logo. @example 'Acme Docs' */
      title: z.string().optional(),
      /** The logo, linking to the home page. */
      logo: z
        .strictObject({
          /** Text for screen readers. @example 'Acme logo' */
          alt: z.string(),
          /** A path in `static/`. @example '/img/logo.svg' */
          src: safeUrl,
          /** In CSS pixels. @default 32 */
          width: z.number().int().positive().optional(),
          /** In CSS pixels. @default 32 */
          height: z.number().int().positive().optional(),
        })
        .optional(),
      /** Links, in order; on phones they move into a side menu. */
      items: z.array(navbarItem).default([]),
    })
    .default({ items: [] }),
  /** The footer of every page. */
  footer: z
    .strictObject({
      /** Columns of links. */
      columns: z.array(footerColumn).default([]),
      /**
       * The last line of the footer, as HTML (as Docusaurus's `footer.copyright`): `<a>` (with `href`, `title`,
       * `target`, `rel`), `<br>`, `<strong>`, `<b>`, `<em>`, `<i>`, `<span>`, `<small>` and `<code>` are kept; any
       * other tag is shown as the text it is written as, and other attributes and links that are not http:,
       * https:, mailto: or relative are left out, each with a warning. A link from `/` gets the base URL and is
       * checked with the site's links; `target="_blank"` gets `rel="noopener noreferrer"`.
       * @example 'Copyright © 2026 Acme Inc. Built with <a href="https://example.com">Example</a>.'
       */
      copyright: z.string().optional(),
    })
    .default({ columns: [] }),
  /** How pages are read: MDX or Markdown, plugins for both, components for MDX pages. */
  markdown: markdownOptions.default({ remarkPlugins: [], rehypePlugins: [], components: {}, emoji: true, mermaid: false }),
  /** How Mermaid diagrams look (`markdown.mermaid`, `@theme/Mermaid`). */
  mermaid: mermaidOptions.default({ theme: { light: 'default', dark: 'dark' }, options: {} }),
  /** Headings listed in the table of contents of docs and blog posts (a page's `toc_min_heading_level` / `toc_max_heading_level` front matter overrides them). */
  tableOfContents: z
    .strictObject({
      /** Highest level listed (2 = `##`). */
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      /** Lowest level listed (up to 6 = `######`). */
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, { message: 'minHeadingLevel must not be above maxHeadingLevel' })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  /**
   * The documentation section, made from a folder of Markdown. Not set, it is `content/docs` with the
   * defaults below when that folder exists, and no docs otherwise; `false` for no docs section. A list for
   * several sections (Docusaurus's docs plugin instances), each with its own `id`, folder, route, sidebars,
   * versions and translations. @example [{ path: 'content/docs' }, { id: 'community', path: 'content/community', routeBasePath: '/community' }]
   */
  docs: z.union([z.literal(false), docsOptions, docsSectionList]).optional(),
  /** Blogs, each its own section with feeds (a blog and release notes, say). @example [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }] */
  blogs: z.array(blogOptions).default([]),
  /**
   * The API reference, made from an OpenAPI document; a list for several APIs, each with its own id, routes,
   * sidebar, search part and downloads. @example [{ id: 'public', specPath: 'openapi/public.yaml' }, { id: 'admin', specPath: 'openapi/admin.yaml' }]
   */
  api: z.union([apiOptions, apiList]).optional(),
  /** Folder of React pages (`index.tsx` → `/`, `about.tsx` → `/about`). */
  pagesPath: z.string().default('content/pages'),
  /** The theme and how it looks. A string is short for `{ name }`. */
  theme: z
    .preprocess((value) => (typeof value === 'string' ? { name: value } : value), themeOptions)
    .default({ name: 'default', customCss: [], infima: false, components: {} }),
  /** Folder copied as it is to the output root (`static/img/x.png` → `/img/x.png`). */
  staticDir: z.string().default('static'),
  /** Where `mysite build` writes the site. */
  outDir: z.string().default('dist'),
  /**
   * Redirects from old addresses, written as pages that send the reader on (a `meta refresh`, with
   * and without JavaScript, on any host) and as `_redirects` for hosts that read it. A list is short
   * for `{ rules }`. Redirects the host's own files declare (`static/_redirects`, `netlify.toml`,
   * `vercel.json`) are read too, so links to them are not broken. @example [{ from: '/docs/old', to: '/docs/new' }]
   */
  redirects: z
    .preprocess((value) => (Array.isArray(value) ? { rules: value } : value), redirectOptions)
    .default({ rules: [], fromExtensions: [], toExtensions: [] }),
  /**
   * Responsive images for `@theme/IdealImage` (Docusaurus's `@docusaurus/plugin-ideal-image` and its
   * options): a PNG or JPEG that code imports (`require('./x.png')`) becomes the object that component
   * takes, and is resized to each width by `sharp`, installed in the site's project (`npm install sharp`;
   * without it, the image is used as it is, with its width and height). Absent: images imported from
   * code are their URL. @example { max: 1030, min: 640, steps: 2 }
   */
  idealImage: idealImageOptions.optional(),
  /** Full-text search, built with the site and run in the browser (no service, works offline); `false` for none. @example false */
  search: searchOptions.default({ sections: {}, page: false }),
  /** `sitemap.xml`. */
  sitemap: z
    .strictObject({
      /** How often pages change, as told to search engines. */
      changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).default('weekly'),
      /** Priority of every page, from 0 to 1. */
      priority: z.number().min(0).max(1).default(0.5),
      /** Paths left out; `**` matches anything, `*` one segment. @example ['/tags/**'] */
      ignorePatterns: z.array(z.string()).default([]),
    })
    .default({ changefreq: 'weekly', priority: 0.5, ignorePatterns: [] }),
  /** What browsers are told to allow. */
  security: securityOptions.default({ csp: {} }),
  /**
   * Elements added to the `<head>` of every page, as Docusaurus has them: verification tags,
   * preconnects, analytics snippets. @example [{ tagName: 'meta', attributes: { name: 'google-site-verification', content: 'abc123' } }]
   */
  headTags: z.array(headTag).default([]),
  /** Scripts in the head of every page: a URL, or its attributes (`async`, `defer`, any other). @example ['https://plausible.io/js/script.js'] */
  scripts: z.array(scriptItem).default([]),
  /**
   * Docusaurus plugins of the site's own, as Docusaurus lists them: a module's path (`'./src/plugins/changelog'`),
   * a local package, a plugin function, or a pair with its options. mysite runs their content lifecycle (docs/PLUGINS.md);
   * `false` or `null` entries are skipped. @example ['./src/plugins/changelog', ['./src/plugins/showcase', { path: 'showcase' }]]
   */
  plugins: z.array(sitePlugin).optional(),
  /** Modules every page imports once in the browser (scripts or stylesheets), relative to the site, as Docusaurus's `clientModules`. @example ['./src/client/analytics.js'] */
  clientModules: z.array(z.string().min(1)).optional(),
  /** Stylesheets every page loads, after the theme's CSS: a URL, or its attributes. @example ['https://fonts.googleapis.com/css2?family=Inter'] */
  stylesheets: z.array(stylesheetItem).default([]),
});

/** What authors write (defaults optional); `theme.components` keys are the default theme's components. */
export type SiteConfigInput = Omit<z.input<typeof siteConfigSchema>, 'theme'> & {
  theme?: string | (Omit<z.input<typeof themeOptions>, 'components'> & { components?: Partial<Record<ThemeComponentName, string>> });
};
/** What the engine reads (defaults applied). */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = z.output<typeof navbarItem>;
export type NavbarDropdownLink = z.output<typeof navbarDropdownLink>;
export type I18nOptions = z.output<typeof i18nOptions>;
export type HeadTag = z.output<typeof headTag>;
export type CspDirective = (typeof CSP_DIRECTIVES)[number];
export type DocsOptions = z.output<typeof docsOptions>;
export type DocsVersionOptions = z.output<typeof docsVersionOptions>;
export type DocsSectionOptions = z.output<typeof docsSectionOptions>;
export type BlogOptions = z.output<typeof blogOptions>;
export type ApiOptions = z.output<typeof apiOptions>;
export type ApiListItem = z.output<typeof apiListItem>;
export const DEFAULT_DOCS: DocsOptions = docsOptions.parse({});
/** The docs options alone (`mysite migrate` reads a Docusaurus docs plugin's through it). */
export const docsOptionsSchema = docsOptions;
export type ThemeOptions = z.output<typeof themeOptions>;
export type SocialCardOptions = z.output<typeof socialCardOptions>;
export type SearchOptions = z.output<typeof searchOptions>;
export type MarkdownOptions = z.output<typeof markdownOptions>;
export type MermaidOptions = z.output<typeof mermaidOptions>;
/** The config's `idealImage`: how images imported from code are made responsive. */
export type IdealImageOptions = z.output<typeof idealImageOptions>;
export type UnifiedPlugin = z.output<typeof unifiedPlugin>;
export type SitePluginEntry = z.output<typeof sitePlugin>;
