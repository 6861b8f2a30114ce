/**
 * The docs' last update, the Docusaurus way: with docs.showLastUpdateTime /
 * showLastUpdateAuthor, each doc says when it last changed and who changed
 * it, from its last git commit, unless its `last_update` front matter says
 * otherwise. A doc git does not know, or a site outside git, shows no line
 * and raises no error; with the options off nothing is shown.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const SHOW_BOTH = 'docs: { showLastUpdateTime: true, showLastUpdateAuthor: true },';

const docs = {
  'content/docs/committed.md': '---\ntitle: Committed\n---\n\nIn git.\n',
  'content/docs/overridden.md': '---\ntitle: Overridden\nlast_update:\n  date: 2023-01-02\n  author: Bo Writer\n---\n\nIts front matter wins.\n',
  'content/docs/author-only.md': '---\ntitle: Author only\nlast_update:\n  author: Cy Editor\n---\n\nThe date from git, the author from here.\n',
};

function git(site: FixtureSite, ...args: string[]): void {
  const r = spawnSync('git', ['-C', site.dir, '-c', 'user.name=Ana Tester', '-c', 'user.email=ana@example.com', ...args], {
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_DATE: '2024-03-05T10:00:00Z', GIT_COMMITTER_DATE: '2024-03-05T10:00:00Z' },
  });
  assert.equal(r.status, 0, r.stderr);
}

function lastUpdated(site: FixtureSite, page: string): string | undefined {
  return /<p class="last-updated">([\s\S]*?)<\/p>/.exec(site.read(`dist/docs/${page}.html`))?.[1]?.replace(/<!-- -->/g, '');
}

describe('last update of docs', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(SHOW_BOTH), ...docs });
    git(site, 'init', '-q');
    git(site, 'add', '.');
    git(site, 'commit', '-q', '-m', 'First version');
    site.write('content/docs/fresh.md', '---\ntitle: Fresh\n---\n\nNot committed yet.\n');
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('shows the date and author of the last commit', () => {
    assert.equal(lastUpdated(site, 'committed'), 'Last updated on <time dateTime="2024-03-05T10:00:00.000Z">March 5, 2024</time> by Ana Tester');
  });

  it('last_update front matter overrides git, field by field', () => {
    assert.equal(lastUpdated(site, 'overridden'), 'Last updated on <time dateTime="2023-01-02T00:00:00.000Z">January 2, 2023</time> by Bo Writer');
    assert.equal(lastUpdated(site, 'author-only'), 'Last updated on <time dateTime="2024-03-05T10:00:00.000Z">March 5, 2024</time> by Cy Editor');
  });

  it('a doc git does not know has no line', () => {
    assert.equal(lastUpdated(site, 'fresh'), undefined);
    assert.match(site.read('dist/docs/fresh.html'), /Not committed yet\./);
  });

  it('each option shows its own part; with both off there is no line', () => {
    site.write('site.config.ts', minimalConfig('docs: { showLastUpdateAuthor: true },'));
    let r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(lastUpdated(site, 'committed'), 'Last updated by Ana Tester');
    site.write('site.config.ts', minimalConfig());
    r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(lastUpdated(site, 'overridden'), undefined);
    assert.equal(lastUpdated(site, 'committed'), undefined);
    site.write('site.config.ts', minimalConfig(SHOW_BOTH));
  });

  it('a last_update that is not a date and an author is an error at its line', () => {
    site.write('content/docs/fresh.md', '---\ntitle: Fresh\nlast_update:\n  date: someday\n---\n\nText.\n');
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /content\/docs\/fresh\.md:3 +Front matter "last_update" date must be a date \(YYYY-MM-DD\); got the text "someday"/);
    site.delete('content/docs/fresh.md');
  });

  it('outside git there is no line and no error', () => {
    const plain = createSite({ 'site.config.ts': minimalConfig(SHOW_BOTH), 'content/docs/committed.md': docs['content/docs/committed.md'] });
    try {
      const r = plain.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.doesNotMatch(r.stderr, /git/i);
      assert.equal(lastUpdated(plain, 'committed'), undefined);
    } finally {
      plain.remove();
    }
  });
});
