/**
 * A broken link the config puts on every page (navbar and its dropdowns, footer) is reported
 * once, at the config key that sets it; one a React page writes, at its line
 * in the .tsx file: never at a built file of dist/.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, type FixtureSite } from '../support/fixture-site.js';

const CONFIG = `import { defineConfig } from 'mysite-ssg';
export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',
  navbar: {
    items: [
      { label: 'Docs', to: '/docs' },
      { label: 'Guide', to: '/guide' },
      { type: 'dropdown', label: 'More', items: [{ label: 'Docs', to: '/docs' }, { label: 'Rules', to: '/rules' }] },
    ],
  },
  footer: {
    columns: [{ title: 'More', items: [{ label: 'Docs', href: '/docs' }, { label: 'Changes', href: '/changes' }] }],
  },
});
`;

const PAGE = `export const head = { title: 'Tools' };
export default function Tools() {
  return (
    <main id="main">
      <h1>Tools</h1>
      <a href="/reference">Reference</a>
    </main>
  );
}
`;

describe('where broken links from the config and React pages are reported', () => {
  let site: FixtureSite;
  let stderr: string;

  before(() => {
    site = createSite({ 'site.config.ts': CONFIG, 'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHello.\n', 'content/pages/tools.tsx': PAGE });
    const r = site.run('build');
    assert.equal(r.code, 1, r.stdout + r.stderr);
    stderr = r.stderr;
  });
  after(() => site.remove());

  it('names the navbar key and the config line, once for all pages', () => {
    assert.match(stderr, /site\.config\.ts:8:\d+.*Broken link: \/guide, set by navbar\.items\[1\]\.to \(no page or file at \/guide[^)]*\); on \d+ pages/);
    assert.match(stderr, /Change navbar\.items\[1\]\.to in site\.config\.ts/);
  });

  it("names a dropdown link's key and line", () => {
    assert.match(
      stderr,
      /site\.config\.ts:9:\d+.*Broken link: \/rules, set by navbar\.items\[2\]\.items\[1\]\.to \(no page or file at \/rules[^)]*\); on \d+ pages/,
    );
  });

  it('names the footer key', () => {
    assert.match(stderr, /site\.config\.ts:13:\d+.*Broken link: \/changes, set by footer\.columns\[0\]\.items\[1\]\.href/);
  });

  it('reports a React page link at its .tsx line', () => {
    assert.match(stderr, /content\/pages\/tools\.tsx:6:\d+.*Broken link: \/reference/);
  });

  it('names no built file', () => {
    assert.doesNotMatch(stderr, /dist\//);
  });
});

describe('a docs-only site without a doc at the docs home', () => {
  it('says that the brand and the breadcrumbs lead there, and how to fix it', () => {
    const site = createSite({
      'site.config.ts': `import { defineConfig } from 'mysite-ssg';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com' });\n`,
      'content/pages/index.tsx': '',
      'content/docs/setup.md': '---\ntitle: Setup\n---\n\nHello.\n',
    });
    try {
      site.delete('content/pages/index.tsx');
      const r = site.run('build');
      assert.equal(r.code, 1, r.stdout + r.stderr);
      assert.match(
        r.stderr,
        /Broken link: \/docs, set by the theme: with no home page, the navbar's brand and the breadcrumbs' home link lead to the docs' home, \/docs/,
      );
      assert.match(r.stderr, /`slug: \/`/);
      assert.match(r.stderr, /content\/pages\/index\.tsx/);
    } finally {
      site.remove();
    }
  });
});
