import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const PAGE = '# Party\n\nShipped :tada:\n';

describe('markdown.emoji in a build', () => {
  let on: FixtureSite;
  let off: FixtureSite;

  before(() => {
    on = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/party.md': PAGE, 'content/docs/party-mdx.mdx': `export const x = 1;\n\n${PAGE}` });
    off = createSite({
      'site.config.ts': minimalConfig('markdown: { emoji: false },'),
      'content/docs/party.md': PAGE,
      'content/docs/party-mdx.mdx': `export const x = 1;\n\n${PAGE}`,
    });
    for (const site of [on, off]) {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
    }
  });
  after(() => {
    on.remove();
    off.remove();
  });

  it('turns shortcodes into emoji by default, on Markdown and MDX pages', () => {
    for (const page of ['dist/docs/party.html', 'dist/docs/party-mdx.html']) assert.match(on.read(page), /Shipped 🎉/, page);
  });

  it('leaves them as written when it is false', () => {
    for (const page of ['dist/docs/party.html', 'dist/docs/party-mdx.html']) assert.match(off.read(page), /Shipped :tada:/, page);
  });
});
