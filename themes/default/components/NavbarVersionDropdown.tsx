/**
 * The navbar's docs version menu (`type: 'docsVersionDropdown'`): on a doc
 * page, this page in each version. Other pages have no page of theirs to
 * keep, so they show none. A component of its own so that sites without the
 * item do not load the menu with every page (unused-components.ts).
 */
import type { DocPageData, PageChunk } from 'mysite-ssg/client';
import { VersionDropdown } from './VersionDropdown.js';

export function NavbarVersionDropdown({ page, label, className }: { page: PageChunk; label?: string; className: string }) {
  const version = page.layout === 'doc' ? (page.data as DocPageData).version : undefined;
  return version ? <VersionDropdown version={version} path={page.path} versions={version.links} menu navbar={{ className, label }} /> : null;
}
