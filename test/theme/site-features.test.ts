/**
 * The browser bundle carries the islands hook and the Markdown page layout
 * only for a site whose pages need them (src/theme/site-features.ts), and
 * follows the site when its pages change: the first island added in watch
 * mode hydrates, and the hook goes when the last island goes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { memoryBuilder } from '../support/memory-builder.js';

const ISLANDS_HOOK = 'mysite-island:not([data-hydrated])';
/** Its loader, which takes a retry's query (theme/retryable-imports.ts). */
const MARKDOWN_PAGE_LAYOUT = /markdownPage:\([\w$]*=""\)=>import\(/;

const COUNTER = `import { useState } from 'react';

export default function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Pressed {count} times</button>;
}
`;

const STATIC_PAGE = `---
title: Guide
---
export const Note = ({ children }) => <p className="note">{children}</p>;

<Note>Read this first.</Note>
`;

const ISLAND_PAGE = `---
title: Guide
---
import Counter from '@site/src/components/Counter';

<Counter />
`;

/** The text of the entry script the page loads. */
function entryOf(output: Map<string, string | Uint8Array>, page: string): string {
  const src = /<script type="module" src="\/(assets\/js\/entry\.[\w-]+\.js)"/.exec(String(output.get(page)))?.[1];
  assert.ok(src, `${page} loads an entry script`);
  return Buffer.from(output.get(src)!).toString();
}

describe('site features in the browser bundle', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'src/components/Counter.jsx': COUNTER,
      'content/docs/guide.mdx': STATIC_PAGE,
    });
  });
  after(() => site.remove());

  it('come and go with the pages that need them, in watch mode', async () => {
    const { builder, output, run } = await memoryBuilder(site.dir);
    try {
      await run();
      let entry = entryOf(output, 'docs/guide.html');
      assert.ok(!entry.includes(ISLANDS_HOOK), 'no island on the site: no islands hook');
      assert.doesNotMatch(entry, MARKDOWN_PAGE_LAYOUT, 'no Markdown page: no layout for one');

      site.write('content/docs/guide.mdx', ISLAND_PAGE);
      site.write('content/pages/about.md', '# About\n\nWho we are.\n');
      await run(['content/docs/guide.mdx', 'content/pages/about.md']);
      entry = entryOf(output, 'docs/guide.html');
      assert.ok(entry.includes(ISLANDS_HOOK), 'the first island brings the hook');
      assert.match(String(output.get('docs/guide.html')), /<mysite-island/);
      assert.match(entry, MARKDOWN_PAGE_LAYOUT, 'the first Markdown page brings its layout');
      assert.equal(entryOf(output, 'about.html'), entry, 'every page loads the same entry');

      site.write('content/docs/guide.mdx', STATIC_PAGE);
      site.delete('content/pages/about.md');
      await run(['content/docs/guide.mdx', 'content/pages/about.md']);
      entry = entryOf(output, 'docs/guide.html');
      assert.ok(!entry.includes(ISLANDS_HOOK), 'the last island gone: the hook goes too');
      assert.doesNotMatch(entry, MARKDOWN_PAGE_LAYOUT);
    } finally {
      await builder.close();
    }
  });

  it('mysite build starts from the cached bundles’ features: the theme is bundled once', () => {
    site.write('content/docs/guide.mdx', ISLAND_PAGE);
    let r = site.run('--verbose', 'build');
    assert.equal(r.code, 0, r.stderr);
    assert.ok(site.read('dist/' + site.read('dist/docs/guide.html').match(/src="\/(assets\/js\/entry\.[\w-]+\.js)"/)![1]!).includes(ISLANDS_HOOK));
    site.write('content/docs/guide.mdx', `${ISLAND_PAGE}\nOne more line.\n`);
    r = site.run('--verbose', 'build');
    assert.equal(r.code, 0, r.stderr);
    assert.match(site.read('dist/docs/guide.html'), /One more line\./);
    assert.doesNotMatch(r.stdout + r.stderr, /client bundle/, 'the theme came from the cache, made for islands');
  });
});
