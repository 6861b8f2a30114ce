/**
 * Markdown images and links written from the site folder (`@site/…`), as
 * Docusaurus resolves them, on Markdown and MDX pages, and within the site
 * boundary (core/site-boundary.ts): nothing outside the site, nothing hidden.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig } from '../support/fixture-site.js';

const DOC = (body: string, title = 'Page') => `---\ntitle: ${title}\n---\n\n${body}\n`;

describe('@site/ images and links', () => {
  it('resolve from the site folder and are published like images beside the page', () => {
    const site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': DOC(
        '![The logo](@site/static/img/logo.png)\n\n[Other page](@site/content/docs/other.md) and [notes](@site/files/notes.txt).',
        'Intro',
      ),
      'content/docs/other.md': DOC('Other.', 'Other'),
      'content/docs/deep/page.mdx': DOC("import Note from '@site/src/Note';\n\n<Note>n</Note>\n\n![Logo again](@site/static/img/logo.png)", 'Deep'),
      'src/Note.jsx': 'export default function Note({ children }) { return <em>{children}</em>; }\n',
      'static/img/logo.png': 'png bytes',
      'files/notes.txt': 'notes\n',
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      const intro = site.read('dist/docs/intro.html');
      const logo = /<img src="(\/assets\/images\/logo\.[0-9a-f]+\.png)" alt="The logo"/.exec(intro)?.[1];
      assert.ok(logo, 'the image is published');
      assert.ok(site.exists(`dist${logo}`));
      assert.match(intro, /<a href="\/docs\/other">Other page<\/a>/);
      assert.match(intro, /<a href="\/assets\/files\/notes-[^"]+\.txt"[^>]*>notes<\/a>/);
      assert.match(site.read('dist/docs/deep/page.html'), new RegExp(`<img src="${logo.replace(/\./g, '\\.')}" alt="Logo again"`));
    } finally {
      site.remove();
    }
  });

  it('may not name a file outside the site or a hidden one', () => {
    const site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': DOC('![Out](@site/../outside.png)\n\n![Hidden](@site/.secret/x.png)\n\n![Missing](@site/static/none.png)', 'Intro'),
      '.secret/x.png': 'png',
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(
        r.stderr,
        /content\/docs\/intro\.md:5:1 +The image @site\/\.\.\/outside\.png may not be published: \.\.\/outside\.png is outside the site folder.*\[content\/outside-site\]/,
      );
      assert.match(r.stderr, /content\/docs\/intro\.md:7:1 +The image @site\/\.secret\/x\.png may not be published: .*hidden.*\[content\/outside-site\]/);
      assert.match(r.stderr, /content\/docs\/intro\.md:9:1 +Image not found: @site\/static\/none\.png.*\[content\/missing-image\]/);
    } finally {
      site.remove();
    }
  });
});
