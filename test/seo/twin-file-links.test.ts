/**
 * A page's Markdown twin points its links to local files and images at the
 * files the build published, however the page wrote them: relative, in
 * angle brackets (a name with a space), with a letter past ASCII, or as a
 * raw HTML link. Read away from the site, a path as written leads nowhere.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const PAGE = `---
title: Downloads
---

- [the spec](<./files/my spec.pdf>)
- [the kit](./files/kit.zip#top)
- [the CV](./files/résumé.pdf)
- ![the diagram](<./img/my diagram.png>)
- [the guide](<./guide.md>)

<a href="./files/kit.zip">The kit again</a>
`;

describe('Markdown twins and published files', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig("baseUrl: '/site/',"),
      'content/docs/downloads.md': PAGE,
      'content/docs/guide.md': '---\ntitle: Guide\n---\n\nGo.\n',
      'content/docs/files/my spec.pdf': '%PDF spec\n',
      'content/docs/files/kit.zip': 'kit\n',
      'content/docs/files/résumé.pdf': '%PDF cv\n',
      'content/docs/img/my diagram.png': 'png\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('lead to the published files, as the page does', () => {
    const twin = site.read('dist/docs/downloads.md');
    const files = 'https://example.com/site/assets/files/';
    assert.match(twin, new RegExp(`\\[the spec\\]\\(${files}my%20spec-[0-9a-f]{8}\\.pdf\\)`));
    assert.match(twin, new RegExp(`\\[the kit\\]\\(${files}kit-[0-9a-f]{8}\\.zip#top\\)`));
    assert.match(twin, new RegExp(`\\[the CV\\]\\(${files}r%C3%A9sum%C3%A9-[0-9a-f]{8}\\.pdf\\)`));
    assert.match(twin, /!\[the diagram\]\(https:\/\/example\.com\/site\/assets\/images\/my%20diagram\.[0-9a-f]{8}\.png\)/);
    assert.match(twin, /\[the guide\]\(https:\/\/example\.com\/site\/docs\/guide\)/);
    assert.match(twin, new RegExp(`<a href="${files}kit-[0-9a-f]{8}\\.zip">The kit again</a>`));
    assert.doesNotMatch(twin, /\]\(<?\.\/|href="\.\//, 'no path is left as written');
    // Each leads to the very file the page links to.
    const page = site.read('dist/docs/downloads.html');
    for (const [, path] of twin.matchAll(/https:\/\/example\.com(\/site\/assets\/[^)#"]+)/g))
      assert.ok(page.includes(`href="${path}`) || page.includes(`src="${path}`), path);
  });
});
