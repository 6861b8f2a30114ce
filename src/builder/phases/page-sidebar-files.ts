/**
 * Pages share their copies of a sidebar. Every page of a group shows the same
 * pruned tree (prune-sidebar.ts), so instead of each data file carrying it
 * (about 4.5 KB a doc at 5,000 docs), it is one file per distinct copy,
 * named by its contents: the data file names it (`sidebarFile`), the client
 * loads it once for every page that shares it, and the browser may keep it
 * (a new copy has a new name). The server-rendered HTML still holds the
 * sidebar, so pages work without JavaScript.
 */
import { createHash } from 'node:crypto';
import type { OutputFile, PageSidebarItem } from '../../core/types.js';
import { pruneSidebar, type SidebarIndex } from './prune-sidebar.js';

/** A page's copy of a sidebar and the file that holds it (relative to the base URL). */
export interface PageSidebar {
  items: PageSidebarItem[];
  file: string;
}

/** Every page's copy of one sidebar, by route, and the files that hold them. */
export class PageSidebars {
  private readonly byRoute = new Map<string, PageSidebar>();
  private readonly files = new Map<string, string>();

  constructor(
    private readonly index: SidebarIndex,
    /** The folder of this sidebar's copies, ending in `/`. */
    private readonly folder: string,
  ) {}

  /** The copy of the page at `route` (a page outside the sidebar gets the copy with nothing open). */
  of(route: string): PageSidebar {
    const key = this.index.ancestors.has(route) ? route : '';
    let copy = this.byRoute.get(key);
    if (!copy) {
      const items = pruneSidebar(this.index, key);
      const json = JSON.stringify(items);
      const file = `${this.folder}${createHash('sha1').update(json).digest('hex').slice(0, 16)}.json`;
      this.files.set(file, json);
      copy = { items, file };
      this.byRoute.set(key, copy);
    }
    return copy;
  }

  /** The files of every copy a page of this sidebar can show, written on every run like the full tree. */
  allFiles(): OutputFile[] {
    this.of('');
    for (const route of this.index.ancestors.keys()) this.of(route);
    return [...this.files].map(([path, contents]) => ({ path, contents }));
  }
}
