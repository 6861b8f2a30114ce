/**
 * Heading ids compared between the two builds: headings of the same text
 * pair up in order (a post with two "Tools" sections has `tools` and
 * `tools-1` on both sides, which is no change), and a real change is named.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { comparePages } from '../../src/migrate/compare/compare-pages.js';
import type { PageOutline } from '../../src/migrate/compare/page-outline.js';

const outline = (headings: PageOutline['headings']): PageOutline => ({
  title: 'Notes',
  description: '',
  headings,
  blocks: ['Some words.'],
  links: [],
  images: [],
  codeBlocks: [],
  tables: [],
  admonitions: [],
});

const pair = (d: PageOutline['headings'], m: PageOutline['headings']) =>
  comparePages({
    route: '/notes',
    docusaurus: outline(d),
    mysite: outline(m),
    targets: { docusaurus: [], mysite: [] },
    images: { docusaurus: [], mysite: [] },
    brokenImages: [],
  });

describe('heading ids in the comparison', () => {
  const twice = [
    { level: 3, text: 'Tools', id: 'tools' },
    { level: 3, text: 'Tools', id: 'tools-1' },
  ];

  it('pairs headings of the same text in order, so repeated ones are no change', () => {
    assert.deepEqual(pair(twice, twice).headings.idChanged, []);
  });

  it('names the heading whose id differs', () => {
    const moved = [twice[0]!, { level: 3, text: 'Tools', id: 'tools-2' }];
    assert.deepEqual(pair(twice, moved).headings.idChanged, [{ text: 'Tools', docusaurus: 'tools-1', mysite: 'tools-2' }]);
  });
});
