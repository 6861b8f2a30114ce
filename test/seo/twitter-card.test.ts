/**
 * Every page has one `twitter:card`: the default (`summary_large_image`), or
 * the one the site declares in `headTags` (where `migrate` puts Docusaurus's
 * `themeConfig.metadata`), which replaces it as in Docusaurus.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { declaresTwitterCard } from '../../src/render/document.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const cards = (html: string) => [...html.matchAll(/<meta name="twitter:card" content="([^"]*)">/g)].map((m) => m[1]);

describe('twitter:card', () => {
  let site: FixtureSite;
  let build: { code: number; stderr: string };
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`docs: false,
  headTags: [{ tagName: 'meta', attributes: { name: 'twitter:card', content: 'summary' } }],`),
    });
    build = site.run('build');
  });
  after(() => site.remove());

  it("is written once, the site's own replacing the default", () => {
    assert.equal(build.code, 0, build.stderr);
    assert.deepEqual(cards(site.read('dist/index.html')), ['summary']);
  });

  it('tells a declared card from other meta elements', () => {
    assert.equal(declaresTwitterCard('<meta name="twitter:card" content="summary">'), true);
    assert.equal(declaresTwitterCard('<meta content="summary" name="twitter:card">'), true);
    assert.equal(declaresTwitterCard('<meta name="twitter:cardinal" content="x">'), false);
    assert.equal(declaresTwitterCard('<meta name="twitter:site" content="@x">'), false);
  });
});
