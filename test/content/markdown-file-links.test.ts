/**
 * Links to Markdown files resolve where Docusaurus resolves them: relative
 * to the file, from the section's folder (`/x.md`), from the site folder
 * (`/docs/x.md`, `@site/…`), and a bare name from the file's folder, then
 * the section's, then the site's. None lands on a Markdown twin.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const GUIDE = `---
title: Guide
---

- [from the section](/intro.md#start)
- [from the site](/content/docs/intro.md)
- [with @site](@site/content/docs/intro.md)
- [bare, beside the file](sibling.md)
- [bare, from the section](intro.md)
- [relative](../intro.md)
`;

describe('links to Markdown files', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\n## Start\n\nHi.\n',
      'content/docs/guides/guide.md': GUIDE,
      'content/docs/guides/sibling.md': '---\ntitle: Sibling\n---\n\nBeside.\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.doesNotMatch(r.stderr, /broken/i);
  });
  after(() => site.remove());

  it('resolve to the pages, never to a Markdown twin', () => {
    const html = site.read('dist/docs/guides/guide.html');
    const hrefs = [...html.matchAll(/<li><a href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(hrefs, ['/docs#start', '/docs', '/docs', '/docs/guides/sibling', '/docs', '/docs']);
  });
});
