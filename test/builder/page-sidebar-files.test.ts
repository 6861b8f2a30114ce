/**
 * Pages share their copies of a sidebar (src/builder/phases/page-sidebar-files.ts):
 * the pages of a group name one file instead of each carrying the tree, and
 * a long list's pages share a few windows, each holding the page's own entry.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SidebarItem } from '../../src/core/types.js';
import { indexSidebar, SHOWN_ENTRIES } from '../../src/builder/phases/prune-sidebar.js';
import { PageSidebars } from '../../src/builder/phases/page-sidebar-files.js';

const link = (href: string): SidebarItem => ({ type: 'link', label: href, href });
const category = (label: string, items: SidebarItem[]): SidebarItem => ({ type: 'category', label, collapsed: true, collapsible: true, items });

/** 10 areas of 50 pages each, the docs sidebar of the bench corpus in small. */
function bigSidebar(): SidebarItem[] {
  return Array.from({ length: 10 }, (_, a) =>
    category(
      `Area ${a}`,
      Array.from({ length: 50 }, (_, p) => link(`/docs/a${a}/p${p}`)),
    ),
  );
}

describe('pages sharing their copies of a sidebar', () => {
  it('the 500 pages of 10 lists of 50 share 40 files, and each copy holds its page', () => {
    const copies = new PageSidebars(indexSidebar(bigSidebar()), '_mysite/sidebars/docs/');
    const files = copies.allFiles();
    assert.equal(files.length, 10 * 4 + 1, 'four windows per list (starts 0, 10, 20, 30), and the copy with nothing open');
    const byPath = new Map(files.map((f) => [f.path, f.contents as string]));
    for (let a = 0; a < 10; a++) {
      for (let p = 0; p < 50; p++) {
        const route = `/docs/a${a}/p${p}`;
        const copy = copies.of(route);
        assert.match(copy.file, /^_mysite\/sidebars\/docs\/[0-9a-f]{16}\.json$/);
        assert.equal(byPath.get(copy.file), JSON.stringify(copy.items), 'the file holds the copy the page renders');
        const shown = (byPath.get(copy.file) ?? '').split(`"href":"/docs/a${a}/p`).length - 1;
        assert.ok(shown >= SHOWN_ENTRIES, `${route}: ${shown} entries of its list`);
        assert.ok(byPath.get(copy.file)!.includes(`"href":"${route}"`), `${route} is in its copy`);
      }
    }
  });

  it('a page outside the sidebar gets the copy with nothing open', () => {
    const copies = new PageSidebars(indexSidebar(bigSidebar()), '_mysite/sidebars/docs/');
    const outside = copies.of('/docs/elsewhere');
    assert.ok(outside.items.every((item) => item.type === 'category' && item.items.length === 0));
    assert.ok(copies.allFiles().some((f) => f.path === outside.file));
  });

  it('a copy is named by its contents: another tree, another name', () => {
    const one = new PageSidebars(indexSidebar(bigSidebar()), 'x/').of('/docs/a1/p1').file;
    const renamed = bigSidebar();
    (renamed[1] as { label: string }).label = 'Area one';
    assert.notEqual(new PageSidebars(indexSidebar(renamed), 'x/').of('/docs/a1/p1').file, one);
    assert.equal(new PageSidebars(indexSidebar(bigSidebar()), 'x/').of('/docs/a1/p1').file, one);
  });
});
