/**
 * `mysite check-links` on fixture sites: a clean site passes; a broken
 * link, a broken anchor and a broken Markdown link are each reported at
 * their source line and fail the check (exit 1), while the build itself
 * only warns for anchors and Markdown links, as configured.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const INTRO = '---\nslug: /\ntitle: Intro\n---\n\nSee [the guide](./guide.md#setup) and [the API](/docs/guide#usage).\n';
const GUIDE = '---\ntitle: Guide\n---\n\n## Setup\n\nText.\n\n## Usage {#usage}\n\nMore.\n';

function site(extraDocs: Record<string, string> = {}, config = ''): FixtureSite {
  return createSite({ 'site.config.ts': minimalConfig(config), 'content/docs/intro.md': INTRO, 'content/docs/guide.md': GUIDE, ...extraDocs });
}

describe('check-links', () => {
  let clean: FixtureSite;
  before(() => {
    clean = site();
    assert.equal(clean.run('build').code, 0);
  });
  after(() => clean.remove());

  it('passes a clean site, counting pages, feeds and external links', () => {
    const r = clean.run('check-links');
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /No broken links: \d+ internal links in \d+ pages/);
    assert.match(r.stdout, /external URLs listed \(not checked; use --external\)/);
  });

  it('reports a broken link at its Markdown line and exits 1, although the build only warned', () => {
    const s = site({ 'content/docs/bad.md': '---\ntitle: Bad\n---\n\nLine three.\n\nGo to [nowhere](/docs/nowhere).\n' }, `onBrokenLinks: 'warn',`);
    try {
      const build = s.run('build');
      assert.equal(build.code, 0, build.stderr);
      assert.match(build.stderr, /content\/docs\/bad\.md:7:7 +Broken link: \/docs\/nowhere/);
      const r = s.run('check-links');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /^  content\/docs\/bad\.md:7:7  Broken link: \/docs\/nowhere \(no page or file at \/docs\/nowhere.*\[links\/broken-link\]$/m);
    } finally {
      s.remove();
    }
  });

  it('fails the build on a broken link when onBrokenLinks is throw (the default)', () => {
    const s = site({ 'content/docs/bad.md': '---\ntitle: Bad\n---\n\n[x](/docs/missing)\n' });
    try {
      const r = s.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /content\/docs\/bad\.md:5:1 +Broken link: \/docs\/missing/);
    } finally {
      s.remove();
    }
  });

  it('reports a broken anchor (a warning in the build, an error in check-links) with a suggestion', () => {
    const s = site({ 'content/docs/anchor.md': '---\ntitle: Anchor\n---\n\n[setup](./guide.md#setupp)\n' });
    try {
      const build = s.run('build');
      assert.equal(build.code, 0);
      assert.match(
        build.stderr,
        /content\/docs\/anchor\.md:5:1 +Broken anchor: \/docs\/guide#setupp \(no element with id "setupp" on \/docs\/guide; did you mean #setup\?\)/,
      );
      const r = s.run('check-links');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /content\/docs\/anchor\.md:5:1  Broken anchor: \/docs\/guide#setupp .*\[links\/broken-anchor\]/);
    } finally {
      s.remove();
    }
  });

  it('reports a Markdown link to a file that is not a page', () => {
    const s = site({ 'content/docs/md.md': '---\ntitle: Md\n---\n\n[old](./removed.md)\n' });
    try {
      const build = s.run('build');
      assert.equal(build.code, 0);
      assert.match(build.stderr, /content\/docs\/md\.md:5:1 +Markdown link to a file that is not a page: \.\/removed\.md/);
      const r = s.run('check-links');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /content\/docs\/md\.md:5:1  Broken link: \.\/removed\.md .*\[links\/broken-markdown-link\]/);
    } finally {
      s.remove();
    }
  });

  it('names Markdown lines only from the build the folder holds (an older dist/ put back is not the last build)', () => {
    const bad = '---\ntitle: Bad\n---\n\n[x](/docs/nowhere)\n';
    const s = site({ 'content/docs/bad.md': bad }, `onBrokenLinks: 'warn',`);
    try {
      assert.equal(s.run('build').code, 0);
      renameSync(join(s.dir, 'dist'), join(s.dir, 'kept'));
      s.write('content/docs/bad.md', bad.replace('\n\n[x]', '\n\nA new paragraph.\n\nMore.\n\n[x]'));
      assert.equal(s.run('build').code, 0);
      // The first build's output goes back to dist/: the last build's map of Markdown lines is not about it.
      renameSync(join(s.dir, 'dist'), join(s.dir, 'later'));
      renameSync(join(s.dir, 'kept'), join(s.dir, 'dist'));
      const r = s.run('check-links');
      assert.equal(r.code, 1);
      assert.doesNotMatch(r.stderr, /bad\.md:9:1/, 'the line of the later build');
      assert.match(r.stderr, /Broken link: \/docs\/nowhere/);
    } finally {
      s.remove();
    }
  });

  it('checks anchors against the ids in the built HTML, theme ids included', () => {
    const s = site({ 'content/docs/theme.md': '---\ntitle: Theme\n---\n\n[skip](/docs#main) and [custom](/docs/guide#usage)\n' });
    try {
      assert.equal(s.run('build').code, 0);
      assert.equal(s.run('check-links').code, 0);
    } finally {
      s.remove();
    }
  });

  it('explains what to do when there is no build', () => {
    const s = site();
    try {
      const r = s.run('check-links');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /There is no built site/);
    } finally {
      s.remove();
    }
  });

  it('fails on a folder mysite did not build: empty, one file, or /etc (a mistyped --dir in CI)', () => {
    const s = site();
    try {
      s.write('empty/.keep-dir', '');
      s.delete('empty/.keep-dir');
      s.write('one/index.html', '<a href="/nowhere">x</a>');
      for (const dir of ['empty', 'one', '/etc']) {
        const r = s.run('check-links', '--dir', dir);
        assert.equal(r.code, 1, `${dir}: ${r.stdout}`);
        assert.match(r.stderr, /is not a site built by mysite: it has no \.mysite-output file/, dir);
        assert.match(r.stderr, /\[check-links\/no-build\]/, dir);
      }
    } finally {
      s.remove();
    }
  });
});
