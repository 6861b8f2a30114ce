/** The left column of docs and API pages: the page's sidebar, sticky on wide screens. */
import type { PageChunk } from 'mysite-ssg/client';
import { DocSidebar } from './DocSidebar.js';

export function SidebarColumn({ page, label }: { page: PageChunk; label?: string }) {
  if (!page.sidebar) return null;
  return (
    <aside className="doc-page-sidebar">
      <DocSidebar items={page.sidebar} activePath={page.path} sidebarId={page.sidebarId} label={label} />
    </aside>
  );
}
