/**
 * A sidebars file is code: whatever value it gives, the build ends with
 * errors at the file, never an internal error, a stack overflow or a silent
 * exit; and what it links to stays safe and inside the docs section.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { plainSidebarsValue } from '../../src/content/sidebars-value.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe('the sidebars value as plain data', () => {
  const messages = (value: unknown) => plainSidebarsValue(value, 'sidebars.ts').errors.map((e) => e.message);

  it('a category that contains itself', () => {
    const category: Record<string, unknown> = { type: 'category', label: 'C', items: ['intro'] };
    (category.items as unknown[]).push(category);
    assert.deepEqual(messages({ docs: [category] }), ['sidebars.ts, sidebar "docs"[0].items[1]: contains itself: following its items would never end.']);
  });

  it('an array that holds itself', () => {
    const items: unknown[] = ['intro'];
    items.push(items);
    assert.match(messages({ docs: items })[0]!, /sidebar "docs"\[1\]: contains itself/);
  });

  it('10,000 levels of categories: one error, its path shortened', () => {
    let item: unknown = 'intro';
    for (let i = 0; i < 10_000; i++) item = { type: 'category', label: `L${i}`, items: [item] };
    const found = messages({ docs: [item] });
    assert.equal(found.length, 1);
    assert.match(found[0]!, /sidebar "docs"\[0\]\.items\[0\]….*: is nested more than 100 levels deep/);
  });

  it('a getter that throws', () => {
    const found = messages({
      docs: [
        {
          type: 'category',
          label: 'C',
          get items() {
            throw new Error('boom');
          },
        },
      ],
    });
    assert.deepEqual(found, ['sidebars.ts, sidebar "docs"[0]: reading it threw: boom.']);
  });

  it('a structure that doubles at each level stops at the item budget, with one error', () => {
    let item: unknown = 'intro';
    for (let i = 0; i < 30; i++) item = [item, item];
    const found = messages({ docs: item });
    assert.equal(found.length, 1);
    assert.match(found[0]!, /more than 100,000 items and categories/);
  });

  it('plain sidebars pass as they are', () => {
    const value = { docs: ['intro', { type: 'category', label: 'Guides', items: [{ type: 'doc', id: 'guide' }] }] };
    assert.deepEqual(plainSidebarsValue(value, 'sidebars.ts'), { value, errors: [] });
  });
});

describe('what a sidebars file may lead to', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHello.\n',
      'content/docs/other.md': '---\ntitle: Other\n---\n\nOther.\n',
    });
  });
  after(() => site.remove());

  const build = (sidebars: string) => {
    site.write('sidebars.ts', sidebars);
    return site.run('build');
  };

  it('a javascript: link is an error at its line', () => {
    const r = build("export default {\n  docs: [\n    'intro',\n    { type: 'link', label: 'X', href: 'javascript:alert(1)' },\n  ],\n};\n");
    assert.equal(r.code, 1);
    assert.match(r.stderr, /sidebars\.ts:4:\d+ .*the link "javascript:alert\(1\)" is not a safe URL/);
  });

  it("a generated index whose slug leaves the docs section, into the engine's folder", () => {
    const r = build(
      "export default { docs: ['intro', { type: 'category', label: 'X', link: { type: 'generated-index', slug: '../_mysite/search/index' }, items: ['other'] }] };\n",
    );
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /sidebars\.ts:1:\d+ +The generated index slug "\.\.\/_mysite\/search\/index" leads to \/_mysite\/search\/index, outside this section \(\/docs\)/,
    );
  });

  it('a top-level await that never settles: an error naming the file, not a silent exit 13', () => {
    const r = build("await new Promise(() => {});\nexport default { docs: ['intro'] };\n");
    assert.equal(r.code, 1);
    assert.match(r.stderr, /sidebars\.ts .*top-level `await` waits for a promise that nothing can settle/);
  });

  it('the same in site.config.ts', (t) => {
    site.delete('sidebars.ts');
    const config = site.read('site.config.ts');
    t.after(() => site.write('site.config.ts', config));
    site.write('site.config.ts', `${config}\nawait new Promise(() => {});\n`);
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /site\.config\.ts .*top-level `await` waits for a promise that nothing can settle/);
  });
});
