/**
 * A watch run that fails leaves the builder as its last good run left it:
 * the next run writes what the failed one made and did not publish. Here
 * the MDX pages' site-wide files (their stylesheet, the islands' bundle),
 * made before a later phase failed.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { type FixtureSite, minimalConfig } from '../support/fixture-site.js';
import { memoryBuilder } from '../support/memory-builder.js';
import { docusaurusSite } from '../mdx/docusaurus-fixture.js';

const MDX_PAGE = 'content/docs/intro.mdx';
/** In another source (the blog), which the next run reloads alone. */
const MARKDOWN_PAGE = 'content/blog/2026-01-02-news.md';
/** There from the start, imported by the MDX page from the failed run on. */
const CSS = 'src/css/intro.css';

describe('a failed watch run', () => {
  let site: FixtureSite;
  before(() => {
    site = docusaurusSite({
      'site.config.ts': minimalConfig(
        `markdown: { components: { Kbd: './src/components/Kbd.jsx' } }, blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }],`,
      ),
      [CSS]: '.intro-note { color: #a31515; }\n',
      [MARKDOWN_PAGE]: '---\ntitle: News\n---\n\nA post.\n\n<!-- truncate -->\n',
    });
  });
  after(() => site.remove());

  it('leaves nothing out of the next run: the MDX stylesheet it made is written by the next good one', async () => {
    const { builder, output, run } = await memoryBuilder(site.dir);
    const stylesheet = () => /assets\/css\/content\.[0-9a-f]+\.css/.exec(String(output.get('docs.html')))?.[0];
    try {
      await run();
      const first = stylesheet();
      assert.ok(first && output.has(first), 'the MDX page links its stylesheet, which is served');

      // The MDX page imports more CSS, and a blog post's broken link fails the run at its last phase.
      const mdx = site.read(MDX_PAGE);
      site.write(MDX_PAGE, mdx.replace('import Pill', "import '@site/src/css/intro.css';\nimport Pill"));
      const markdown = site.read(MARKDOWN_PAGE);
      site.write(MARKDOWN_PAGE, `${markdown}\n[Gone](/nowhere)\n`);
      await assert.rejects(run([MDX_PAGE, MARKDOWN_PAGE]), /Broken link: \/nowhere/);
      assert.equal(stylesheet(), first, 'the failed run published nothing');

      // Only the post is mended: the docs, and their MDX page, are not loaded again.
      site.write(MARKDOWN_PAGE, markdown);
      await run([MARKDOWN_PAGE]);
      const next = stylesheet();
      assert.ok(next && next !== first, 'the page links the new stylesheet');
      assert.ok(output.has(next), `${next} is served`);
      assert.match(String(output.get(next)), /a31515/);
    } finally {
      await builder.close();
    }
  });
});
