/**
 * What the user docs promise holds: the React page example of THEMING.md
 * builds with every link leading to a page, every language name AUTHORING.md
 * gives is one the highlighter reads, and AUTHORING.md sends a Docusaurus
 * site to MIGRATING.md rather than promising that it builds unchanged.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveLanguage } from '../../src/markdown/highlighter.js';
import { createSite, minimalConfig } from '../support/fixture-site.js';
import { REPO_ROOT } from '../support/paths.js';

const doc = (name: string) => readFileSync(join(REPO_ROOT, 'docs', name), 'utf8');

/** The paragraph of a Markdown file that starts with `start`, up to the next blank line. */
function paragraph(markdown: string, start: string): string {
  const at = markdown.indexOf(start);
  assert.ok(at >= 0, `no paragraph starting "${start}"`);
  const end = markdown.indexOf('\n\n', at);
  return markdown.slice(at, end < 0 ? undefined : end);
}

describe('what the docs promise', () => {
  it("THEMING.md's React page example links only to pages a site has", () => {
    const theming = doc('THEMING.md');
    const block = /```tsx\n\/\/ content\/pages\/index\.tsx\n([\s\S]*?)```/.exec(theming)?.[1];
    assert.ok(block, 'the example of content/pages/index.tsx');
    const site = createSite({
      // A site as \`mysite init\` makes it: docs, a blog, a logo.
      'site.config.ts': minimalConfig(`blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }],`),
      'content/pages/index.tsx': block,
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nStart here.\n',
      'content/docs/speed.md': '---\ntitle: Speed\n---\n\nFast.\n',
      'content/blog/2026-01-01-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.doesNotMatch(r.stderr, /links\/broken/);
    } finally {
      site.remove();
    }
  });

  it('AUTHORING.md names code languages the highlighter reads, the Prism names among them', async () => {
    const text = paragraph(doc('AUTHORING.md'), 'Highlighted at build time');
    assert.match(text, /every language it ships/);
    const names = [...text.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]!);
    for (const name of ['gradle', 'conf', 'env', 'output']) assert.ok(names.includes(name), `${name} is named`);
    for (const name of names) assert.notEqual(await resolveLanguage(name), undefined, `"${name}" is read by the highlighter`);
  });

  it('AUTHORING.md does not promise that a Docusaurus docs folder builds unchanged, and points to MIGRATING.md', () => {
    const authoring = doc('AUTHORING.md');
    assert.doesNotMatch(authoring, /builds unchanged/);
    assert.match(authoring, /\(MIGRATING\.md#what-builds-unchanged\)/);
    assert.match(doc('MIGRATING.md'), /^## What builds unchanged$/m);
  });
});
