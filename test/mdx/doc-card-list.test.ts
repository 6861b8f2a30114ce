/**
 * `<DocCardList />` from `@theme/DocCardList`, as Docusaurus sites put it on
 * a category's own page: the category's items as cards (a doc with its
 * description, a sub-category with its number of items), kept up to date
 * when a page joins the category in watch mode; on a page that is no
 * category's own, a warning; with `items`, those.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { memoryBuilder } from '../support/memory-builder.js';

const OVERVIEW = `---
title: Guides
---
import DocCardList from '@theme/DocCardList';

Pick a guide.

<DocCardList />
`;

const LOOSE = `---
title: Loose
---
import DocCardList from '@theme/DocCardList';

<DocCardList />

<DocCardList items={[{ type: 'link', label: 'Elsewhere', href: '/docs/guides/install', description: 'Set it up.' }]} />
`;

describe('DocCardList', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/guides/_category_.yml': 'label: Guides\nlink:\n  type: doc\n  id: guides/overview\n',
      'content/docs/guides/overview.mdx': OVERVIEW,
      'content/docs/guides/install.md': '---\ntitle: Install\ndescription: Put the plugin in place.\n---\n\nSteps.\n',
      'content/docs/guides/advanced/deep.md': '# Deep\n\nMore.\n',
      'content/docs/guides/advanced/deeper.md': '# Deeper\n\nEven more.\n',
      'content/docs/loose.mdx': LOOSE,
    });
  });
  after(() => site.remove());

  it("lists the category's items on its own page, and warns on another", () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const html = site.read('dist/docs/guides/overview.html');
    assert.match(
      html,
      /<ul class="doc-cards"><li><a class="doc-card" href="\/docs\/guides\/advanced\/deep"><h2 class="doc-card-title"><span class="doc-card-icon">🗃<\/span><span class="doc-card-text">advanced<\/span><\/h2><p class="doc-card-about">2 items<\/p><\/a><\/li><li><a class="doc-card" href="\/docs\/guides\/install"><h2 class="doc-card-title"><span class="doc-card-icon">📄️<\/span><span class="doc-card-text">Install<\/span><\/h2><p class="doc-card-about">Put the plugin in place\.<\/p><\/a><\/li><\/ul>/,
    );
    assert.doesNotMatch(html, /data-mysite-doc-cards/);
    assert.match(r.stdout + r.stderr, /docs\/loose\.mdx.*\[mdx\/doc-card-list\]/);
    const loose = site.read('dist/docs/loose.html');
    assert.doesNotMatch(loose, /data-mysite-doc-cards/);
    assert.match(loose, /href="\/docs\/guides\/install">.*>Elsewhere<\/span><\/h2><p class="doc-card-about">Set it up\.<\/p>/);
  });

  it('follows the category in watch mode', async () => {
    const { builder, output, run } = await memoryBuilder(site.dir);
    try {
      await run();
      site.write('content/docs/guides/upgrade.md', '---\ntitle: Upgrade\ndescription: Move to a new version.\n---\n\nSteps.\n');
      await run(['content/docs/guides/upgrade.md']);
      assert.match(
        String(output.get('docs/guides/overview.html')),
        /href="\/docs\/guides\/upgrade">.*>Upgrade<\/span><\/h2><p class="doc-card-about">Move to a new version\.<\/p>/,
      );
    } finally {
      await builder.close();
    }
  });
});
