/**
 * A big API does not make every page carry every operation: above 100
 * operations, sidebar categories start closed and are split in runs of 100,
 * so a page's own sidebar (and so the page) stays the same size however many
 * operations there are.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PageSidebarItem, SidebarCategory, SidebarItem, SidebarMore } from '../../src/core/types.js';
import { indexSidebar, pruneSidebar, SHOWN_ENTRIES } from '../../src/builder/phases/prune-sidebar.js';
import { apiSidebar, OPEN_SIDEBAR_LIMIT } from '../../src/openapi/sidebar.js';
import type { OperationGroup } from '../../src/openapi/operations.js';

const href = (id: string) => `/api/${id}`;

function group(tag: string | undefined, count: number): OperationGroup {
  const operations = Array.from({ length: count }, (_, i) => ({
    id: `${tag ?? 'op'}-${i}`,
    title: `Op ${i}`,
    method: 'get',
  })) as unknown as OperationGroup['operations'];
  return { tag, label: tag ?? 'Other', operations };
}

function links(items: (SidebarItem | PageSidebarItem)[]): number {
  return items.reduce((n, item) => n + (item.type === 'link' ? 1 : item.type === 'more' ? 0 : links(item.items)), 0);
}

describe('the sidebar of a big API', () => {
  it('a small API keeps every category open, as before', () => {
    const items = apiSidebar('/api/intro', [group('Users', 40), group('Auth', 30)], href);
    assert.ok(items.filter((i): i is SidebarCategory => i.type === 'category').every((c) => !c.collapsed && c.items.length <= 40));
  });

  it('3,000 operations in one tag: closed runs of 100, and each page carries at most 100 operation links', () => {
    const items = apiSidebar('/api/intro', [group('Users', 3000)], href);
    const categories = items.filter((i): i is SidebarCategory => i.type === 'category');
    assert.equal(categories.length, 30);
    assert.equal(categories[0]!.label, 'Users 1–100');
    assert.equal(categories[29]!.label, 'Users 2901–3000');
    assert.ok(categories.every((c) => c.collapsed && c.items.length === OPEN_SIDEBAR_LIMIT));
    const index = indexSidebar(items);
    for (const page of ['/api/Users-0', '/api/Users-1500', '/api/Users-2999']) {
      const own = pruneSidebar(index, page);
      assert.ok(links(own) <= OPEN_SIDEBAR_LIMIT + 1, `${page}: ${links(own)} links`);
      assert.ok(JSON.stringify(own).includes(`"href":"${page}"`), 'the page is in its own sidebar');
    }
    assert.equal(links(index.full), 3001, 'the full tree still lists every operation');
  });

  it('untagged operations are grouped in runs too', () => {
    const items = apiSidebar('/api/intro', [group(undefined, 250)], href);
    assert.deepEqual(
      items.filter((i) => i.type === 'category').map((c) => c.label),
      ['Operations 1–100', 'Operations 101–200', 'Operations 201–250'],
    );
  });

  it('200 tags: a page carries 20 categories around its own and "more" entries for the rest, whatever the count', () => {
    const groups = Array.from({ length: 200 }, (_, i) => group(`Tag${i}`, 5));
    const index = indexSidebar(apiSidebar('/api/intro', groups, href));
    const own = pruneSidebar(index, '/api/Tag120-3');
    const kinds = own.map((i) => i.type);
    assert.equal(kinds.filter((k) => k === 'category' || k === 'link').length, SHOWN_ENTRIES);
    const more = own.filter((i): i is SidebarMore => i.type === 'more');
    assert.deepEqual(
      more.map((m) => [m.parentId, m.start, m.end, m.label]),
      [
        ['', 0, 110, '110 more'],
        ['', 130, 201, '71 more'],
      ],
    );
    assert.equal(more[0]!.href, '/api/intro', 'without JavaScript, the first page of the run');
    assert.ok(JSON.stringify(own).includes('"href":"/api/Tag120-3"'), 'the page is in its own sidebar');
    const small = pruneSidebar(indexSidebar(apiSidebar('/api/intro', groups.slice(0, 20), href)), '/api/Tag3-0');
    assert.ok(
      small.every((i) => i.type !== 'more'),
      'a short list is kept whole',
    );
  });
});
