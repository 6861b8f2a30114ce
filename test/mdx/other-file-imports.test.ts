/**
 * An import or require of a file no loader reads (a Word document, a zip)
 * gives the published file's URL, as Docusaurus's file-loader does: the
 * file is published under a content hash. A stylesheet in Less or Stylus is
 * an error instead.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe('imports of files of other types', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nHi.\n',
      'content/docs/files.mdx':
        'import bundle from \'@site/static/files/sample.zip\';\n\n# Files\n\n<a id="form" href={require(\'./files/form.docx\').default}>Form</a>\n\n<a id="zip" href={bundle}>Zip</a>\n',
      'content/docs/files/form.docx': 'not really a Word document',
      'static/files/sample.zip': 'not really a zip',
      'content/pages/sheet.tsx':
        'import sheet from \'@site/src/data/table.xlsx\';\nexport default function Sheet() {\n  return <main id="main"><a id="sheet" href={sheet}>Sheet</a></main>;\n}\n',
      'src/data/table.xlsx': 'not really a spreadsheet',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('the default export is the published file’s URL, under a content hash', () => {
    const media = readdirSync(join(site.dir, 'dist/assets/media'));
    const doc = site.read('dist/docs/files.html');
    for (const [id, name, ext, html] of [
      ['form', 'form', 'docx', doc],
      ['zip', 'sample', 'zip', doc],
      ['sheet', 'table', 'xlsx', site.read('dist/sheet.html')],
    ] as const) {
      const href = new RegExp(`id="${id}" href="/assets/media/(${name}\\.[0-9a-f]{8}\\.${ext})"`).exec(html)?.[1];
      assert.ok(href, `${id}: ${html}`);
      assert.ok(media.includes(href), `${href} in ${media.join(', ')}`);
    }
  });

  it('a stylesheet in a language mysite does not compile is an error at its import, not a link', () => {
    const other = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.mdx': "import './look.less';\n\n# Intro\n",
      'content/docs/look.less': '@brand: #333;\n',
    });
    try {
      const r = other.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /content\/docs\/intro\.mdx:1:\d+ +\.\/look\.less is Less, which mysite does not compile/);
    } finally {
      other.remove();
    }
  });
});
