/**
 * `@docusaurus/theme-common`: the parts site code uses.
 *
 * - `useColorMode()`: `{ colorMode, setColorMode }` over mysite's colour
 *   mode, which lives on `<html data-theme>` (set before the first paint by
 *   the head script) and in localStorage, as the theme's switch keeps it
 *   (themes/default/components/ColorModeToggle.tsx). The server renders the
 *   site's default mode and the browser the reader's; the component
 *   re-renders when the mode changes, from the switch or from another
 *   component. A component that uses it is an island.
 * - `ThemeClassNames`: Docusaurus's stable class names, as mysite's own
 *   classes where it has the same thing, so a component that uses them
 *   gets mysite's styles.
 */
import { useContext, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, store } from '../../core/storage-keys.js';
import { PageContext } from '../page-context.js';

export type ColorMode = 'light' | 'dark';

function shownMode(): ColorMode {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function onModeChange(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

export function useColorMode() {
  const defaultMode = useContext(PageContext)?.site.defaultColorMode ?? 'light';
  const colorMode = useSyncExternalStore(onModeChange, shownMode, () => defaultMode);
  /** `null` forgets the reader's choice and shows the site's default mode. */
  const setColorMode = (mode: ColorMode | null) => {
    document.documentElement.dataset.theme = mode ?? defaultMode;
    if (mode) store(STORAGE_KEYS.theme, mode);
    else forget(STORAGE_KEYS.theme);
  };
  return {
    colorMode,
    setColorMode,
    isDarkTheme: colorMode === 'dark',
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  };
}

function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage blocked: there is nothing stored to forget
  }
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
