/**
 * Each problem is reported once: an error that every MDX group meets (a
 * component they share) is printed and counted once, and a broken link on a
 * page several locales show is one warning naming those locales.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { translatedSiteFiles } from '../support/translated-site.js';

describe('repeated diagnostics', () => {
  let site: FixtureSite | undefined;
  afterEach(() => site?.remove());

  it('a shared component’s error is printed once though two MDX groups import it', () => {
    site = createSite({
      'site.config.ts': minimalConfig("blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }],"),
      'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nHi.\n',
      'content/docs/card.mdx': "import Card from '@site/src/components/Card';\n\n# Card\n\n<Card />\n",
      'content/blog/2026-01-02-news.mdx': "---\ntitle: News\nauthors: []\n---\n\nimport Card from '@site/src/components/Card';\n\n<Card />\n",
      'src/components/Card.jsx': "import { noSuchHelper } from './helpers.js';\nexport default function Card() {\n  return <p>{noSuchHelper()}</p>;\n}\n",
      'src/components/helpers.js': 'export const someHelper = () => 1;\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 1, r.stdout + r.stderr);
    const lines = r.stderr.split('\n').filter((line) => line.includes('src/components/Card.jsx:1:'));
    assert.equal(lines.length, 1, r.stderr);
    assert.match(r.stderr, /Failed with 1 error/);
  });

  it('a broken link on a page two locales show is one warning naming them', () => {
    site = createSite({
      ...translatedSiteFiles("onBrokenLinks: 'warn',"),
      'content/docs/guide.md': '---\ntitle: Setup guide\n---\n\nTurn it on. See [the missing page](/docs/nowhere).\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const lines = r.stderr.split('\n').filter((line) => line.includes('content/docs/guide.md:5:'));
    assert.deepEqual(lines, ['  content/docs/guide.md:5:17  Broken link: /docs/nowhere (no page or file at /docs/nowhere) (in en, fr)  [links/broken-link]']);
  });
});
