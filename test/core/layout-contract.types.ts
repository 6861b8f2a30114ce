/**
 * The layout contract, checked by the compiler (`tsc` runs in `npm test`):
 * each `@ts-expect-error` below fails the type check the day the contract
 * stops rejecting that mistake. Not a runtime test; nothing here runs.
 */
import type { BlogPostPageData, DocPageData, LayoutProps, ThemeDefinition } from '../../src/client/index.js';
import type { SiteRoute } from '../../src/core/layout-data.js';
import type { ThemeComponentName } from '../../src/core/theme-component-names.js';
import type { ThemeComponents } from '../../themes/default/public.js';

const DocLayout = (_: LayoutProps<DocPageData>) => null;
const PostLayout = (_: LayoutProps<BlogPostPageData>) => null;
const Root = () => null;

export const fitting: ThemeDefinition = { Root, layouts: { doc: async () => ({ default: DocLayout }), custom: async () => ({ default: PostLayout }) } };

export const mismatched: ThemeDefinition = {
  Root,
  layouts: {
    // @ts-expect-error a theme's `doc` layout must take DocPageData
    doc: async () => ({ default: PostLayout }),
  },
};

// @ts-expect-error a route of layout `doc` must carry DocPageData
export const wrongData: SiteRoute = { path: '/x', layout: 'doc', head: { title: 'X' }, data: { posts: [] } };

// @ts-expect-error a layout name must be a built-in layout or a React page's `page:/path`
export const unknownLayout: SiteRoute = { path: '/x', layout: 'dco', head: { title: 'X' }, data: {} };

/** The names the config's schema takes for `theme.components` (core/) are the default theme's replaceable components. */
type SameNames = [keyof ThemeComponents] extends [ThemeComponentName] ? ([ThemeComponentName] extends [keyof ThemeComponents] ? true : false) : false;
export const sameComponentNames: SameNames = true;
