/**
 * `@docusaurus/theme-common`: the parts site code uses.
 *
 * - `useColorMode()` (color-mode.ts);
 * - `useThemeConfig()`, `usePluralForm()`, `useWindowSize()` (theme-hooks.ts);
 * - `useCurrentSidebarCategory()`, exported here by Docusaurus 2 (and by
 *   the DocCardList example of its docs), from plugin-content-docs/client;
 * - `ThemeClassNames`: Docusaurus's stable class names, as mysite's own
 *   classes where it has the same thing, so a component that uses them
 *   gets mysite's styles;
 * - `HtmlClassNameProvider`: its children (the class Docusaurus puts on
 *   `<html>` for the page is not set).
 */
import type { ReactNode } from 'react';
export { type ColorMode, useColorMode } from './color-mode.js';
export { usePluralForm, useThemeConfig, useWindowSize } from './theme-hooks.js';
export { useCurrentSidebarCategory } from './plugin-content-docs/client.js';

export function HtmlClassNameProvider({ children }: { className?: string; children?: ReactNode }) {
  return children;
}

export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: {
    main: 'main-wrapper',
    blogPages: 'blog-wrapper',
    docsPages: 'docs-wrapper',
    mdxPages: 'mdx-wrapper',
  },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'code-block',
    admonition: 'admonition',
    admonitionType: (type: string) => `admonition-${type === 'caution' ? 'warning' : type}`,
  },
  layout: {},
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'version-badge',
    docBreadcrumbs: 'breadcrumbs',
    docMarkdown: 'markdown',
    docTocMobile: 'toc-mobile',
    docTocDesktop: 'doc-toc',
    docFooter: 'theme-doc-footer',
    docSidebarContainer: 'doc-page-sidebar',
  },
  blog: {},
} as const;
