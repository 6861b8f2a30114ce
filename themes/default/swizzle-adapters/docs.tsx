/**
 * The docs' swizzled components: `DocSidebar`, `DocBreadcrumbs`, `TOC` and
 * `TOCItems` (the table of contents), `DocItem` (a doc's layout), `LastUpdated`,
 * `DocItem/Footer` (the edit link and the last update, under the doc).
 */
import type { ReactNode } from 'react';
import type { DocPageData, LayoutProps, PageSidebarItem, TocItem } from 'mysite-ssg/client';
import { Toc } from 'mysite-ssg/theme';
import { adapter } from './adapt.js';
import { type DocusaurusTocItem, docusaurusSidebar, docusaurusToc, mysiteToc } from './docusaurus-data.js';

export const DocSidebar = adapter<{ items: PageSidebarItem[]; activePath: string }>({
  props: ({ items, activePath }) => ({ sidebar: docusaurusSidebar(items), path: activePath, onCollapse: () => {}, isHidden: false }),
});

export const DocBreadcrumbs = adapter<{ items: { label: string; href?: string }[]; current: string }>();

const tocProps = ({ items }: { items: TocItem[] }) => ({ toc: docusaurusToc(items), minHeadingLevel: 2, maxHeadingLevel: 3 });
const tocFallback = (props: Record<string, unknown>) => <Toc items={mysiteToc((props.toc as DocusaurusTocItem[] | undefined) ?? [])} />;
export const TOC = adapter<{ items: TocItem[] }>({ props: tocProps, fallback: tocFallback });
export const TOCItems = adapter<{ items: TocItem[] }>({ props: tocProps, fallback: tocFallback });

export const DocItem = adapter<LayoutProps<DocPageData>>({
  props: ({ page }) => ({
    content: {
      metadata: { id: page.data.id, title: page.data.title, permalink: page.path, editUrl: page.data.editUrl },
      frontMatter: {},
      toc: docusaurusToc(page.data.toc),
    },
  }),
});

export const LastUpdated = adapter<NonNullable<DocPageData['lastUpdate']>>({
  props: (p) => ({ ...(p.date ? { lastUpdatedAt: Date.parse(p.date) } : {}), ...(p.author ? { lastUpdatedBy: p.author } : {}) }),
});

/** Wraps the part of the doc layout under the content (src/mdx/imports/swizzles.ts puts it there). */
export const DocItemFooter = adapter<{ children: ReactNode }>();
