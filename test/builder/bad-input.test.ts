/**
 * Every bad input exits non-zero with a message that names the place and
 * says what to do, and leaves the last good dist/ exactly as it was.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const GOOD_DOC = '---\ntitle: Intro\nslug: /\n---\n\nHello.\n';

describe('bad input', () => {
  let site: FixtureSite;
  let goodHtml: string;

  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/intro.md': GOOD_DOC });
    const first = site.run('build');
    assert.equal(first.code, 0, first.stderr);
    goodHtml = site.read('dist/docs.html');
  });
  after(() => site.remove());

  /** Applies a change, builds, restores the good files, and returns the result. */
  function buildWith(files: Record<string, string | null>) {
    const backup: Record<string, string | null> = {};
    for (const [file, contents] of Object.entries(files)) {
      backup[file] = site.exists(file) ? site.read(file) : null;
      if (contents === null) site.delete(file);
      else site.write(file, contents);
    }
    const result = site.run('build');
    for (const [file, contents] of Object.entries(backup)) {
      if (contents === null) site.delete(file);
      else site.write(file, contents);
    }
    return result;
  }

  function assertDistIntact() {
    assert.equal(site.read('dist/docs.html'), goodHtml, 'dist/ must keep the last good build');
  }

  it('invalid YAML front matter: error at file:line:col', () => {
    const r = buildWith({ 'content/docs/intro.md': '---\ntitle: Intro\nslug: [unclosed\n---\n\nHello.\n' });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /content\/docs\/intro\.md:\d+:\d+ +Invalid YAML in front matter/);
    assertDistIntact();
  });

  it('two docs with the same route: error naming both files', () => {
    const r = buildWith({ 'content/docs/other.md': GOOD_DOC });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /Two pages have the route \/docs: content\/docs\/intro\.md and content\/docs\/other\.md/);
    assertDistIntact();
  });

  it('unknown admonition type: a warning with file:line, the build succeeds', (t) => {
    t.after(() => site.run('build'));
    const r = buildWith({ 'content/docs/intro.md': GOOD_DOC + '\n:::notice\nText\n:::\n' });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /content\/docs\/intro\.md:8:1 +Unknown admonition type ":::notice"/);
  });

  it('code block in an unknown language: plain text and a warning', (t) => {
    t.after(() => site.run('build'));
    const r = buildWith({ 'content/docs/intro.md': GOOD_DOC + '\n```klingon\nqapla\n```\n' });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /content\/docs\/intro\.md:8:1 +Unknown code block language "klingon"/);
    assert.match(site.read('dist/docs.html'), /qapla/);
  });

  it('missing image: error with file:line', () => {
    const r = buildWith({ 'content/docs/intro.md': GOOD_DOC + '\n![A chart](./img/chart.png)\n' });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /content\/docs\/intro\.md:8:1 +Image not found: \.\/img\/chart\.png/);
    assertDistIntact();
  });

  it('config value of the wrong type: error with the key path', () => {
    const r = buildWith({ 'site.config.ts': minimalConfig(`docs: { sidebarCollapsed: 'yes' },`) });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /site\.config\.ts +"docs\.sidebarCollapsed" has the wrong type: expected boolean, got string/);
    assertDistIntact();
  });

  it('unknown config key: did you mean', () => {
    const r = buildWith({ 'site.config.ts': minimalConfig(`tagLine: 'x',`) });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /Unknown key "tagLine"/);
    assert.match(r.stderr, /Did you mean "tagline"\?/);
    assertDistIntact();
  });

  it('missing content/docs folder: clear error', () => {
    const r = buildWith({ 'content/docs/intro.md': null });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /The docs folder "content\/docs" (does not exist|has no \.md files)/);
    assertDistIntact();
  });

  it('a syntax error in site.config.ts: file:line', () => {
    const r = buildWith({ 'site.config.ts': 'export default {\n  title: "x",,\n};\n' });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /site\.config\.ts:2:\d+ +Cannot compile site\.config\.ts/);
    assertDistIntact();
  });
});
