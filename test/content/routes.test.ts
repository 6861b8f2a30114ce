/**
 * Routes chosen by authors stay inside their section and inside the output
 * folder, never collide (also by letter case), and file names that are not
 * plain words still give working, encoded routes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const doc = (fm: string, body = 'Text.') => `---\n${fm}\n---\n\n${body}\n`;

describe('routes that leave their place', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/intro.md': doc('title: Intro\nslug: /') });
    assert.equal(site.run('build').code, 0);
  });
  after(() => site.remove());

  it('a slug with ".." never writes outside the output folder, and is an error at its line', (t) => {
    // Three levels up from <site>/.dist.previous/docs is the temp folder that holds the site.
    const escape = `mysite-escape-${process.pid}`;
    t.after(() => rmSync(join(tmpdir(), escape), { recursive: true, force: true }));
    site.write('content/docs/evil.md', doc(`title: Evil\nslug: ../../../${escape}/evil`));
    const r = site.run('build');
    site.delete('content/docs/evil.md');
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      new RegExp(`content/docs/evil\\.md:3 +The slug "\\.\\./\\.\\./\\.\\./${escape}/evil" leads to /${escape}/evil, outside this section \\(/docs\\)`),
    );
    assert.equal(existsSync(join(tmpdir(), escape)), false, 'nothing may be written outside the output folder');
    assert.equal(existsSync(join(site.dir, '.dist.previous', escape)), false);
  });

  it('"slug: /../x" may not take the place of a page of another section', () => {
    site.write('content/pages/about.tsx', `export default function About() { return <main id="main"><h1>About</h1></main>; }\n`);
    site.write('content/docs/thief.md', doc('title: Thief\nslug: /../about'));
    const r = site.run('build');
    site.delete('content/docs/thief.md');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /content\/docs\/thief\.md:3 +The slug "\/\.\.\/about" leads to \/about, outside this section \(\/docs\)/);
  });

  it('with docs at the site root, the same slug is a duplicate route naming both files', () => {
    site.write('site.config.ts', minimalConfig(`docs: { routeBasePath: '/' },`));
    site.write('content/docs/intro.md', doc('title: Intro\nslug: /intro'));
    site.write('content/docs/thief.md', doc('title: Thief\nslug: /../about'));
    const r = site.run('build');
    site.delete('content/docs/thief.md');
    site.write('site.config.ts', minimalConfig());
    site.write('content/docs/intro.md', doc('title: Intro\nslug: /'));
    site.delete('content/pages/about.tsx');
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /Two pages have the route \/about: content\/docs\/thief\.md and content\/pages\/about\.tsx|Two pages have the route \/about: content\/pages\/about\.tsx and content\/docs\/thief\.md/,
    );
  });

  it("a page may not take a folder of mysite's own output (/_mysite/, /assets/)", () => {
    site.write('site.config.ts', minimalConfig(`docs: { routeBasePath: '/' },`));
    site.write('content/docs/intro.md', doc('title: Intro\nslug: /'));
    site.write('content/docs/squatter.md', doc('title: Squatter\nslug: /_mysite/search/index'));
    site.write('content/pages/assets/js/entry.tsx', `export default function X() { return <main id="main"><h1>X</h1></main>; }\n`);
    const r = site.run('build');
    site.delete('content/docs/squatter.md');
    site.delete('content/pages/assets/js/entry.tsx');
    site.write('site.config.ts', minimalConfig());
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /The route \/_mysite\/search\/index of content\/docs\/squatter\.md cannot be written as a page: \/_mysite\/ holds mysite's own files/,
    );
    assert.match(r.stderr, /The route \/assets\/js\/entry of content\/pages\/assets\/js\/entry\.tsx cannot be written as a page/);
  });

  it('a React page may not take the place of the not-found page', () => {
    site.write('content/pages/404.tsx', `export default function X() { return <main id="main"><h1>X</h1></main>; }\n`);
    const r = site.run('build');
    site.delete('content/pages/404.tsx');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /Two pages have the route \/404: (content\/pages\/404\.tsx and a generated page|a generated page and content\/pages\/404\.tsx)/);
  });
});

describe('route collisions', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': doc('title: Intro\nslug: /'),
      'content/docs/hooks.md': doc('title: Hooks'),
    });
  });
  after(() => site.remove());

  it('routes that differ only in letter case are an error naming both files', () => {
    site.write('content/docs/other.md', doc('title: Other\nslug: /Hooks'));
    const r = site.run('build');
    site.delete('content/docs/other.md');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /routes that differ only in letter case: \/docs\/hooks \(content\/docs\/hooks\.md\) and \/docs\/Hooks \(content\/docs\/other\.md\)/);
    assert.equal(site.exists('dist'), false);
  });

  it('two docs with the same id are an error naming both files, at the id line', () => {
    site.write('content/docs/copy.md', doc('title: Copy\nid: hooks\nslug: /copy'));
    const r = site.run('build');
    site.delete('content/docs/copy.md');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /content\/docs\/copy\.md:3 +Two docs have the id "hooks": content\/docs\/copy\.md and content\/docs\/hooks\.md/);
  });
});

describe('file names with spaces, "#", "?" and accents', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': doc('title: Intro\nslug: /', 'See [my doc](./my%20doc.md), [hash](./a%23b.md), [what](./what%3F.md) and [café](./café.md).'),
      'content/docs/my doc.md': doc('title: My doc', 'On to [a#b](./a%23b.md#top).'),
      'content/docs/a#b.md': doc('title: Hash'),
      'content/docs/what?.md': doc('title: What'),
      'content/docs/café.md': doc('title: Café'),
    });
  });
  after(() => site.remove());

  it('build, link-check and serve under encoded URLs', async () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    for (const file of ['my doc', 'a#b', 'what?', 'café']) assert.ok(site.exists(`dist/docs/${file}.html`), file);
    const home = site.read('dist/docs.html');
    for (const href of ['/docs/my%20doc', '/docs/a%23b', '/docs/what%3F', '/docs/caf%C3%A9']) assert.match(home, new RegExp(`href="${href}"`), href);
    const check = site.run('check-links');
    assert.equal(check.code, 0, check.stderr + check.stdout);
  });
});
