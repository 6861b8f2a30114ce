/**
 * The one schema of `site.config.ts`. It gives the TypeScript types (input
 * for authors, output for the engine), the defaults and the validation.
 * Objects are strict so a misspelt key is reported, with a suggestion.
 */
import { z } from 'zod';
import type { ThemeComponentName } from '../../themes/default/public.js';

const urlPath = z.string().regex(/^\//, 'a path starting with "/"');

const navbarItem = z.strictObject({
  /** Visible text. Icon-only items leave it out and set `ariaLabel`. */
  label: z.string().optional(),
  /** Internal route, e.g. `/docs`. */
  to: urlPath.optional(),
  /** External URL; opens in a new tab. */
  href: z.string().url().optional(),
  /** @default 'left' */
  position: z.enum(['left', 'right']).default('left'),
  /** Accessible name, required for icon-only items. */
  ariaLabel: z.string().optional(),
  /** Tooltip. */
  title: z.string().optional(),
  /** Icon drawn before or instead of the label. */
  icon: z.enum(['github', 'discord', 'x']).optional(),
  /** Route prefix that marks this item active; defaults to `to`. */
  activeBasePath: urlPath.optional(),
});

const footerLink = z.strictObject({
  label: z.string(),
  href: z.string(),
});

const footerColumn = z.strictObject({
  title: z.string(),
  items: z.array(footerLink).default([]),
  /** Trusted HTML shown under the links (e.g. a sponsor logo). */
  html: z.string().optional(),
});

const docsOptions = z.strictObject({
  /** Folder of Markdown docs, relative to the site. @default 'content/docs' */
  path: z.string().default('content/docs'),
  /** @default '/docs' */
  routeBasePath: urlPath.default('/docs'),
  /** Base of "Edit this page" links; the doc's path under `path` is appended. */
  editUrl: z.string().url().optional(),
  /** @default true */
  sidebarCollapsible: z.boolean().default(true),
  /** @default true */
  sidebarCollapsed: z.boolean().default(true),
  /**
   * Label of the docs version, shown as a badge on doc pages (e.g. `'Next'`
   * or `'2.x'`). No badge when not set.
   */
  versionLabel: z.string().optional(),
  /** @default true */
  breadcrumbs: z.boolean().default(true),
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
  /** Title inside the feeds. @default '<site title> Blog' */
  title: z.string().optional(),
  /** @default '<site title> Blog' */
  description: z.string().optional(),
  /** Written as is (no year computed at build time, so builds are reproducible). */
  copyright: z.string().optional(),
  /**
   * Which pages link the feeds with `<link rel="alternate">`: every page of
   * the `site` (as Docusaurus does) or only this `blog`'s pages. @default 'site'
   */
  alternateLinks: z.enum(['site', 'blog']).default('site'),
});

const blogOptions = z.strictObject({
  /** Instance id, used in route data and CSS. */
  id: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and "-"'),
  /** Folder of posts (`YYYY-MM-DD-name.md`), with optional `authors.yml` and `tags.yml`. */
  path: z.string(),
  /** Route of the first list page, e.g. `/blog`. */
  routeBasePath: urlPath,
  /** <title> of list pages. @default 'Blog' */
  blogTitle: z.string().default('Blog'),
  /** Meta description of list pages. @default 'Blog' */
  blogDescription: z.string().default('Blog'),
  /** Posts per list page (index, tag and author pages). @default 10 */
  postsPerPage: z.number().int().positive().default(10),
  /** @default 'Recent posts' */
  blogSidebarTitle: z.string().default('Recent posts'),
  /** Posts in the sidebar: a number, `'ALL'`, or 0 for no sidebar. @default 5 */
  blogSidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(5),
  /** "N min read" on list items and posts (200 words per minute, rounded up). @default true */
  showReadingTime: z.boolean().default(true),
  /** Base of "Edit this page" links; the post's path relative to the site is appended. */
  editUrl: z.string().url().optional(),
  /** Base of tag pages, under `routeBasePath`; a tag's permalink is appended. @default '/tags' */
  tagsBasePath: urlPath.default('/tags'),
  /** A tag missing from `tags.yml` (when the file exists). @default 'warn' */
  onInlineTags: z.enum(['ignore', 'warn', 'throw']).default('warn'),
  /** A post without `<!-- truncate -->` (list pages then show its first paragraphs). @default 'warn' */
  onUntruncatedBlogPosts: z.enum(['ignore', 'warn']).default('warn'),
  feed: feedOptions.default({ types: ['rss', 'atom'], xslt: false, alternateLinks: 'site' }),
});

const apiOptions = z.strictObject({
  /** Root OpenAPI document. */
  specPath: z.string(),
  /** @default '/api' */
  routeBasePath: urlPath.default('/api'),
  /** Page id of the introduction page; defaults to the slug of `info.title`. */
  introId: z.string().optional(),
  /** Where the bundled spec is published, without extension. @default '/openapi' */
  downloadPath: urlPath.default('/openapi'),
});

const fontStack = z.string().regex(/^[^;{}<>]+$/, 'a CSS font-family list, e.g. "Inter, system-ui, sans-serif"');

const cssColor = z
  .string()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'a hex colour such as "#2e8555"');

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
      /** The brand colour in light mode, e.g. `'#2e8555'`. */
      primary: cssColor.optional(),
      /** The brand colour in dark mode. @default a lighter shade of `primary` */
      primaryDark: cssColor.optional(),
    })
    .optional(),
  /** Font stacks (CSS `font-family` values). */
  fonts: z
    .strictObject({
      /** Text of the site, e.g. `'Inter, system-ui, sans-serif'`. */
      body: fontStack.optional(),
      /** Headings. @default the body font */
      heading: fontStack.optional(),
      /** Code blocks and inline code. */
      code: fontStack.optional(),
    })
    .optional(),
  /** Stylesheets added after the theme's own, relative to the site, e.g. `['./src/custom.css']`. */
  customCss: z.array(z.string()).default([]),
  /**
   * Components of the theme replaced by your own: component name → file
   * relative to the site, whose default export takes the same props, e.g.
   * `{ Footer: './src/MyFooter.tsx' }`. The original stays importable from
   * `mysite/theme`, to wrap it.
   */
  components: z.record(z.string(), z.string()).default({}),
});

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** Production origin, e.g. `https://example.com` (no path). */
  url: z.string().url(),
  /** Path the site is served under. @default '/' */
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'a path that starts and ends with "/"').default('/'),
  /** URLs never end in "/" (the only supported mode). @default false */
  trailingSlash: z.literal(false).default(false),
  /** @default 'en-US' */
  locale: z.string().default('en-US'),
  /** @default 'ltr' */
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  /** Path of the favicon in `static/`. */
  favicon: z.string().optional(),
  /** Social card image, path in `static/`. */
  image: z.string().optional(),
  /** @default 'throw' */
  onBrokenLinks: z.enum(['throw', 'warn', 'ignore']).default('throw'),
  /** @default 'warn' */
  onBrokenMarkdownLinks: z.enum(['throw', 'warn', 'ignore']).default('warn'),
  /** @default 'warn' */
  onBrokenAnchors: z.enum(['throw', 'warn', 'ignore']).default('warn'),
  colorMode: z
    .strictObject({
      /** @default 'light' */
      defaultMode: z.enum(['light', 'dark']).default('light'),
      /** @default false */
      disableSwitch: z.boolean().default(false),
      /** Follow the OS setting until the visitor chooses. @default false */
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  announcementBar: z
    .strictObject({
      /** Dismissal is remembered per id: change it to show a new message. */
      id: z.string(),
      /** Trusted HTML. */
      content: z.string(),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
      /** @default true */
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  navbar: z
    .strictObject({
      title: z.string().optional(),
      logo: z
        .strictObject({
          alt: z.string(),
          src: z.string(),
          width: z.number().int().positive().optional(),
          height: z.number().int().positive().optional(),
        })
        .optional(),
      items: z.array(navbarItem).default([]),
    })
    .default({ items: [] }),
  footer: z
    .strictObject({
      columns: z.array(footerColumn).default([]),
      copyright: z.string().optional(),
    })
    .default({ columns: [] }),
  docs: docsOptions.default({
    path: 'content/docs',
    routeBasePath: '/docs',
    sidebarCollapsible: true,
    sidebarCollapsed: true,
    breadcrumbs: true,
  }),
  blogs: z.array(blogOptions).default([]),
  api: apiOptions.optional(),
  /** Folder of React pages (`index.tsx` → `/`). @default 'content/pages' */
  pagesPath: z.string().default('content/pages'),
  /** The theme and how it looks: see `themeOptions`. A string is short for `{ name }`. */
  theme: z
    .preprocess((value) => (typeof value === 'string' ? { name: value } : value), themeOptions)
    .default({ name: 'default', customCss: [], components: {} }),
  /** Copied as-is to the output root. @default 'static' */
  staticDir: z.string().default('static'),
  /** @default 'dist' */
  outDir: z.string().default('dist'),
  sitemap: z
    .strictObject({
      /** @default 'weekly' */
      changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).default('weekly'),
      /** @default 0.5 */
      priority: z.number().min(0).max(1).default(0.5),
      /** Glob-like path patterns left out; `**` matches anything, `*` one segment. */
      ignorePatterns: z.array(z.string()).default([]),
    })
    .default({ changefreq: 'weekly', priority: 0.5, ignorePatterns: [] }),
});

/** What authors write (defaults optional); `theme.components` keys are the default theme's components. */
export type SiteConfigInput = Omit<z.input<typeof siteConfigSchema>, 'theme'> & {
  theme?: string | (Omit<z.input<typeof themeOptions>, 'components'> & { components?: Partial<Record<ThemeComponentName, string>> });
};
/** What the engine reads (defaults applied). */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = z.output<typeof navbarItem>;
export type DocsOptions = z.output<typeof docsOptions>;
export type BlogOptions = z.output<typeof blogOptions>;
export type ApiOptions = z.output<typeof apiOptions>;
export type ThemeOptions = z.output<typeof themeOptions>;
