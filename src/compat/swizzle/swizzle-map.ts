/**
 * Docusaurus's theme components and where each goes in mysite: a component
 * of the default theme (`theme`: the file the theme imports it from, the
 * name it imports, the adapter that gives the site's file Docusaurus's props),
 * a module of the Docusaurus modules MDX and React pages import (`module`:
 * `@theme/Heading` is the site's file wherever a page imports it, and
 * `@theme-original/Heading` mysite's), or nothing (`unsupported`: a build
 * warning saying what to do). docs/MIGRATING.md lists the same map; a test
 * checks that they agree.
 */

export interface ThemeTarget {
  kind: 'theme';
  /** The default theme's file, relative to themes/default, without extension. */
  file: string;
  /** The name the theme imports it by (`default` for a layout). */
  exportName: string;
  /** The adapter: `adapters/<module>.tsx`, export `<exportName>`. */
  adapter: [module: 'shell' | 'docs' | 'blog', exportName: string];
  /** Where it shows and the props Docusaurus passes, for docs/MIGRATING.md. */
  where: string;
  props: string;
}

export interface ModuleTarget {
  kind: 'module';
  /** What `@theme-original/<Name>` is. */
  original: string;
  where: string;
}

export interface Unsupported {
  kind: 'unsupported';
  /** What to do instead. */
  instead: string;
}

export type SwizzleTarget = ThemeTarget | ModuleTarget | Unsupported;

const theme = (file: string, exportName: string, adapter: ThemeTarget['adapter'], where: string, props: string): ThemeTarget => ({
  kind: 'theme',
  file,
  exportName,
  adapter,
  where,
  props,
});
const module = (original: string, where: string): ModuleTarget => ({ kind: 'module', original, where });
const unsupported = (instead: string): Unsupported => ({ kind: 'unsupported', instead });

const SIDEBAR_ITEMS = 'swizzle DocSidebar (its `sidebar` prop has the items) or style the items with CSS';
const FOOTER_PARTS = "swizzle Footer (wrap it, or eject it: useThemeConfig().footer has the config's links and copyright)";
const NAVBAR_PARTS = 'swizzle Navbar, or set navbar.items in the config';
const MDX_PARTS =
  "give the element's component in src/theme/MDXComponents instead ({ ...MDXComponents, a: MyLink }, MDXComponents from @theme-original/MDXComponents)";
const BLOG_ITEM_PARTS = 'swizzle BlogPostItem (useBlogPost() from @docusaurus/plugin-content-blog/client gives the post)';

export const SWIZZLE_MAP: Record<string, SwizzleTarget> = {
  Root: theme('Root', 'Root', ['shell', 'Root'], 'around every page (the navbar and footer inside)', '`children`'),
  Footer: theme('components/Footer', 'Footer', ['shell', 'Footer'], 'every page', 'none'),
  Navbar: theme('components/Navbar', 'Navbar', ['shell', 'Navbar'], 'every page', 'none'),
  ColorModeToggle: theme('components/ColorModeToggle', 'ColorModeToggle', ['shell', 'ColorModeToggle'], 'the navbar', 'none'),
  SearchBar: theme('components/Search', 'Search', ['shell', 'SearchBar'], 'the navbar', 'none'),
  AnnouncementBar: theme('components/AnnouncementBar', 'AnnouncementBar', ['shell', 'AnnouncementBar'], 'every page', 'none'),
  NotFound: theme('layouts/NotFound', 'default', ['shell', 'NotFound'], 'the not-found page (404.html)', 'none'),
  'NotFound/Content': theme('layouts/NotFound', 'default', ['shell', 'NotFoundContent'], 'the not-found page (404.html)', '`className`'),
  DocSidebar: theme('components/DocSidebar', 'DocSidebar', ['docs', 'DocSidebar'], 'docs pages', '`sidebar` (items), `path`, `onCollapse`, `isHidden`'),
  DocBreadcrumbs: theme('components/Breadcrumbs', 'Breadcrumbs', ['docs', 'DocBreadcrumbs'], 'docs pages', 'none'),
  TOC: theme('components/Toc', 'Toc', ['docs', 'TOC'], 'docs pages and posts', '`toc` (`{ value, id, level }[]`), `minHeadingLevel`, `maxHeadingLevel`'),
  TOCItems: theme('components/Toc', 'Toc', ['docs', 'TOCItems'], 'docs pages and posts', '`toc`, `minHeadingLevel`, `maxHeadingLevel`'),
  DocItem: theme('layouts/DocLayout', 'default', ['docs', 'DocItem'], 'docs pages', '`content` (`metadata`, `frontMatter`, `toc`)'),
  'DocItem/Footer': theme('layouts/DocLayout', 'DocItemFooter', ['docs', 'DocItemFooter'], 'docs pages, under the content', 'none'),
  LastUpdated: theme('components/LastUpdated', 'LastUpdated', ['docs', 'LastUpdated'], 'docs pages', '`lastUpdatedAt`, `lastUpdatedBy`'),
  BlogPostItem: theme(
    'components/BlogPostItem',
    'BlogPostItem',
    ['blog', 'BlogPostItem'],
    "each post of the blog's lists, and a post's page",
    '`children` (the post), `className`; `useBlogPost()`',
  ),
  BlogLayout: theme('components/BlogShell', 'BlogShell', ['blog', 'BlogLayout'], 'every blog page', '`sidebar` (`title`, `items`), `children`'),
  BlogListPage: theme(
    'layouts/BlogListLayout',
    'default',
    ['blog', 'BlogListPage'],
    "the blog's list pages (and author pages)",
    '`metadata`, `items`, `sidebar`',
  ),
  BlogTagsPostsPage: theme(
    'layouts/BlogListLayout',
    'default',
    ['blog', 'BlogTagsPostsPage'],
    "a tag's list of posts",
    '`metadata`, `items`, `sidebar`, `tag`',
  ),
  BlogPostPage: theme('layouts/BlogPostLayout', 'default', ['blog', 'BlogPostPage'], "a post's page", '`content` (`metadata`, `frontMatter`, `toc`)'),
  BlogSidebar: theme('components/BlogSidebar', 'BlogSidebar', ['blog', 'BlogSidebar'], 'blog pages', '`sidebar` (`title`, `items`)'),

  Layout: module('@theme-original/Layout', 'React and MDX pages that import @theme/Layout'),
  Heading: module('@theme-original/Heading', "MDX pages' headings and <Heading>"),
  CodeBlock: module('@theme-original/CodeBlock', 'MDX pages that import @theme/CodeBlock'),
  Admonition: module('@theme-original/Admonition', 'MDX pages that import @theme/Admonition'),
  Tabs: module('@theme-original/Tabs', 'MDX pages that import @theme/Tabs'),
  TabItem: module('@theme-original/TabItem', 'MDX pages that import @theme/TabItem'),
  Details: module('@theme-original/Details', 'MDX pages that import @theme/Details'),
  ThemedImage: module('@theme-original/ThemedImage', 'pages that import @theme/ThemedImage'),
  DocCardList: module('@theme-original/DocCardList', 'MDX pages that import @theme/DocCardList'),
  TOCInline: module('@theme-original/TOCInline', 'MDX pages that import @theme/TOCInline'),
  MDXComponents: module('@theme-original/MDXComponents', 'the components of every MDX page'),
  MDXContent: module('@theme-original/MDXContent', 'around the content of every MDX page'),
  Link: module('@docusaurus/Link', 'pages that import @theme/Link'),

  DocSidebarItem: unsupported(SIDEBAR_ITEMS),
  DocSidebarItems: unsupported(SIDEBAR_ITEMS),
  'DocSidebarItem/Link': unsupported(SIDEBAR_ITEMS),
  'DocSidebarItem/Category': unsupported(SIDEBAR_ITEMS),
  'DocSidebarItem/Html': unsupported(SIDEBAR_ITEMS),
  'Footer/Links': unsupported(FOOTER_PARTS),
  'Footer/Copyright': unsupported(FOOTER_PARTS),
  'Footer/Logo': unsupported(FOOTER_PARTS),
  'Footer/Layout': unsupported(FOOTER_PARTS),
  'Footer/LinkItem': unsupported(FOOTER_PARTS),
  NavbarItem: unsupported(NAVBAR_PARTS),
  Logo: unsupported('set navbar.logo in the config, or swizzle Navbar'),
  DocCard: unsupported('swizzle DocCardList, or write the links in Markdown'),
  DocPaginator: unsupported('the pager under a doc keeps its look; change it through theme.components.Pager in site.config.ts'),
  BlogPostPaginator: unsupported('the pager under a post keeps its look; change it through theme.components.Pager in site.config.ts'),
  'DocItem/Content': unsupported('swizzle DocItem, or add to the page through MDXContent'),
  'DocItem/Layout': unsupported('swizzle DocItem'),
  'DocItem/Metadata': unsupported("a doc's head comes from its front matter"),
  'DocItem/Paginator': unsupported('change the pager through theme.components.Pager in site.config.ts'),
  'DocItem/TOC': unsupported('swizzle TOC'),
  'DocItem/Footer/index': unsupported('swizzle DocItem/Footer'),
  'BlogPostItem/Header': unsupported(BLOG_ITEM_PARTS),
  'BlogPostItem/Content': unsupported(BLOG_ITEM_PARTS),
  'BlogPostItem/Footer': unsupported(BLOG_ITEM_PARTS),
  'BlogPostItem/Container': unsupported(BLOG_ITEM_PARTS),
  BlogPostItems: unsupported('swizzle BlogListPage or BlogPostItem'),
  SkipToContent: unsupported('the skip link is part of every page; style it with CSS (.skip-link)'),
  BackToTopButton: unsupported('mysite has no back-to-top button; add one in a swizzled Root'),
  Mermaid: unsupported('mysite draws Mermaid diagrams itself; change their look with mermaid (theme, options) in site.config.ts'),
  SearchPage: unsupported("search is the navbar's dialog; swizzle SearchBar"),
  EditThisPage: unsupported('swizzle DocItem/Footer'),
  DocVersionBanner: unsupported('change the banner through theme.components.VersionBanner in site.config.ts'),
  DocVersionBadge: unsupported('change the version label through theme.components.VersionDropdown in site.config.ts'),
  Playground: unsupported('live code is not supported: show the code in a fenced block'),
};

/** Docusaurus's components that mysite has no counterpart for beyond those above (any part of them is reported too). */
const OTHER_DOCUSAURUS = [
  'BlogArchivePage',
  'BlogAuthorsListPage',
  'BlogAuthorsPostsPage',
  'BlogListPaginator',
  'BlogTagsListPage',
  'CodeInline',
  'ContentVisibility',
  'DocCategoryGeneratedIndexPage',
  'DocRoot',
  'DocTagDocListPage',
  'DocTagsListPage',
  'DocVersionRoot',
  'DocsRoot',
  'EditMetaRow',
  'ErrorPageContent',
  'Icon',
  'IdealImage',
  'Loading',
  'MDXPage',
  'PaginatorNavLink',
  'ReactLiveScope',
  'SearchMetadata',
  'SearchTranslations',
  'SiteMetadata',
  'TOCCollapsible',
  'Tag',
  'TagsListByLetter',
  'TagsListInline',
  'ThemeProvider',
  'UnlistedBanner',
];

/**
 * Where a swizzled file goes: its entry, that of the component it is part of
 * (`Footer/Links/Item` is reported as Footer/Links is), a name of Docusaurus's
 * mysite has nothing for, or undefined for a component the site added itself
 * (importable as `@theme/<Name>`, as in Docusaurus).
 */
export function swizzleTarget(name: string): SwizzleTarget | undefined {
  const exact = SWIZZLE_MAP[name];
  if (exact) return exact;
  const parts = name.split('/');
  for (let n = parts.length - 1; n >= 1; n--) {
    const parent = SWIZZLE_MAP[parts.slice(0, n).join('/')];
    if (parent?.kind === 'unsupported') return parent;
  }
  const top = parts[0]!;
  if (top === 'MDXComponents' && parts.length > 1) return unsupported(MDX_PARTS);
  if (OTHER_DOCUSAURUS.includes(top)) return unsupported('mysite has no such component: remove the file, or import it from your own pages');
  return undefined;
}
