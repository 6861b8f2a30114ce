/**
 * Markdown partials, written the Docusaurus way: `import Part from
 * './_part.md'` + `<Part />` puts that file's Markdown in the page (paths
 * relative to the importing file, partials inside partials); files and
 * folders starting with "_" are not pages; editing a partial rebuilds the
 * pages that use it (cached builds and watch mode); a missing file, one
 * outside the site or a loop is an error at the import, and messages about
 * a partial's text name it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { memoryBuilder } from '../support/memory-builder.js';

const PAGE = `---
title: Set up the tool
---
import Requirements from './_shared/_requirements.md';
import Reminder from './_reminder.mdx';

Before you start:

<Requirements />

Then run the installer.

<Reminder />

Done.
`;

const REQUIREMENTS = `---
note: front matter of a partial is ignored
---

## What you need

- a terminal
- ten minutes
`;

const REMINDER = `import Tip from './_shared/_tip.md';

:::note
Keep your notes.
:::

<Tip />
`;

const TIP = 'Save often, and **back up** your work.\n';

function article(site: FixtureSite, page: string): string {
  const html = site.read(`dist/docs/${page}.html`);
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
}

describe('Markdown partials', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/setup.mdx': PAGE,
      'content/docs/_shared/_requirements.md': REQUIREMENTS,
      'content/docs/_shared/readme.md': '# Not a page\n\nThis folder starts with an underscore.\n',
      'content/docs/_reminder.mdx': REMINDER,
      'content/docs/_shared/_tip.md': TIP,
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('puts each partial in the page where it is used, partials inside partials too', () => {
    const html = article(site, 'setup');
    assert.match(html, /<p>Before you start:<\/p>\s*<h2 id="what-you-need"[\s\S]*<li>a terminal<\/li>[\s\S]*<p>Then run the installer\.<\/p>/);
    assert.match(html, /admonition-note[\s\S]*Keep your notes\.[\s\S]*<p>Save often, and <strong>back up<\/strong> your work\.<\/p>\s*<p>Done\.<\/p>/);
    assert.doesNotMatch(html, /import|&#x3C;Requirements|front matter of a partial/);
    const toc = JSON.parse(site.read('dist/_mysite/data/docs/setup.json')).data.toc.map((t: { id: string }) => t.id);
    assert.deepEqual(toc, ['what-you-need']);
  });

  it('files and folders starting with "_" are not pages', () => {
    assert.ok(!site.exists('dist/docs/_reminder.html'));
    assert.ok(!site.exists('dist/docs/reminder.html'));
    assert.ok(!site.exists('dist/docs/_shared.html'));
    assert.ok(!site.exists('dist/docs/_shared/requirements.html'));
    assert.doesNotMatch(site.read('dist/docs/setup.html'), /Not a page/);
  });

  it('a cached build compiles the page again when a partial it uses changes', () => {
    site.write('content/docs/_shared/_tip.md', 'Save every hour.\n');
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.match(article(site, 'setup'), /<p>Save every hour\.<\/p>/);
  });

  it('watch mode re-renders the page when a partial it uses changes', async () => {
    const { builder, output, run } = await memoryBuilder(site.dir);
    try {
      await run();
      site.write('content/docs/_shared/_requirements.md', '## What you need\n\n- a terminal\n- one hour\n');
      const result = await run(['content/docs/_shared/_requirements.md']);
      assert.ok(result.changed.includes('docs/setup.html'));
      assert.match(String(output.get('docs/setup.html')), /<li>one hour<\/li>/);
    } finally {
      await builder.close();
    }
  });

  it('a partial elsewhere in the site works; a missing one, one out of the site and a loop of partials are errors at the import', () => {
    site.write('content/shared/_outside.md', 'From another folder of the site.\n');
    site.write('content/docs/setup.mdx', "import Outside from '../shared/_outside.md';\n\n<Outside />\n");
    let r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.match(article(site, 'setup'), /From another folder of the site\./);
    site.write('content/docs/setup.mdx', "---\ntitle: Set up\n---\n\nimport Gone from './_gone.md';\n\n<Gone />\n");
    r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /content\/docs\/setup\.mdx:5:19 +Could not resolve "\.\/_gone\.md"/);
    writeFileSync(join(site.dir, '..', `outside-${process.pid}.md`), 'Beside the site.\n');
    site.write('content/docs/setup.mdx', `import Beside from '../../../outside-${process.pid}.md';\n\n<Beside />\n`);
    r = site.run('build');
    rmSync(join(site.dir, '..', `outside-${process.pid}.md`));
    assert.equal(r.code, 1);
    assert.match(r.stderr, /content\/docs\/setup\.mdx:1:\d+ .*may not be read: .* is outside the site folder/);
    site.write('content/docs/setup.mdx', "import Reminder from './_reminder.mdx';\n\n<Reminder />\n");
    site.write('content/docs/_shared/_tip.md', "import Back from '../_reminder.mdx';\n\n<Back />\n");
    r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /content\/docs\/_(reminder\.mdx|shared\/_tip\.md):1:\d+ +Partials import each other in a loop: /);
    assert.match(r.stderr, /content\/docs\/_reminder\.mdx → content\/docs\/_shared\/_tip\.md|content\/docs\/_shared\/_tip\.md → content\/docs\/_reminder\.mdx/);
    assert.doesNotMatch(r.stderr, /Internal error/);
  });

  it('a message about text in a partial names the partial and its line', () => {
    site.write('content/docs/_shared/_tip.md', 'Text.\n\n```nolanguage\ncode\n```\n');
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /content\/docs\/_shared\/_tip\.md:3:1 .*nolanguage/);
  });
});
