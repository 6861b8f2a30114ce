/**
 * `mysite migrate --compare`: a site's build against a second build of the
 * same pages (standing in for Docusaurus's), first unchanged, then made to
 * differ in one way each. The comparison must find each difference, and
 * only it, and report it on the terminal, as JSON and in the HTML report.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite, type FixtureSite, minimalConfig } from '../support/fixture-site.js';
import { CHROMIUM_PATH } from '../support/browser.js';
import type { SiteComparison } from '../../src/migrate/compare/compare-sites.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const guide = `---
title: Guide
description: How the guide reads.
---

# Guide

The first paragraph says what the guide is for, in a few plain words.

## Install

Run the installer, then open the settings page and save it once.

![A diagram](./diagram.png)

## Configure

Each setting has a name and a value; the defaults suit most sites.

\`\`\`bash
run --setting value
\`\`\`

| Setting | Default |
| --- | --- |
| size | 10 |
`;

describe('mysite migrate --compare', { timeout: 240_000 }, () => {
  let site: FixtureSite;
  let work: string;
  let built: string;

  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/index.md': '# Welcome\n\nThe docs start here, with a [guide](./guide.md).\n',
      'content/docs/guide.md': guide,
      'content/docs/faq.md': '# FAQ\n\nQuestions people ask, answered in turn.\n',
    });
    site.write('content/docs/diagram.png', PNG.toString('latin1'));
    writeFileSync(join(site.dir, 'content/docs/diagram.png'), PNG);
    const build = site.run('build');
    assert.equal(build.code, 0, build.stdout + build.stderr);
    work = mkdtempSync(join(tmpdir(), 'mysite-compare-'));
    built = join(work, 'built');
    cpSync(join(site.dir, 'dist'), built, { recursive: true });
  });
  after(() => {
    site.remove();
    rmSync(work, { recursive: true, force: true });
  });

  /** A copy of the build, changed by `edit`, as the "Docusaurus" side, compared as JSON. */
  function compareWith(edit: (dir: string) => void, ...args: string[]): { code: number; comparison: SiteComparison; stdout: string; stderr: string } {
    const other = mkdtempSync(join(work, 'other-'));
    cpSync(built, other, { recursive: true });
    edit(other);
    const r = site.run('migrate', '--compare', other, '--json', '--no-screenshots', ...args);
    return {
      code: r.code,
      stdout: r.stdout,
      stderr: r.stderr,
      comparison: r.code === 0 || r.stdout.startsWith('{') ? (JSON.parse(r.stdout) as SiteComparison) : (undefined as never),
    };
  }
  const page = (c: SiteComparison, route: string) => c.pages.find((p) => p.route === route)!;
  const editPage = (dir: string, route: string, change: (html: string) => string) => {
    const file = ['.html', '/index.html'].map((end) => join(dir, route + end)).find(existsSync)!;
    writeFileSync(file, change(readFileSync(file, 'utf8')));
  };

  it('finds nothing to report on the same pages', () => {
    const { code, comparison } = compareWith(() => undefined);
    assert.equal(code, 0);
    assert.equal(comparison.summary.routeParity, 1);
    assert.equal(comparison.summary.medianSimilarity, 1);
    assert.equal(comparison.summary.worstSimilarity, 1);
    assert.deepEqual(comparison.routes.onlyDocusaurus, []);
    assert.deepEqual(comparison.routes.onlyMysite, []);
    const guidePage = page(comparison, '/docs/guide');
    assert.deepEqual(guidePage.headings, { missing: [], added: [], idChanged: [] });
    assert.deepEqual(guidePage.blocks, []);
    assert.deepEqual(guidePage.images, { onlyDocusaurus: [], onlyMysite: [], broken: [] });
    assert.equal(guidePage.codeBlocks, undefined);
  });

  it('finds a heading one side lacks', () => {
    const { comparison } = compareWith((dir) => editPage(dir, '/docs/guide', (html) => html.replace(/<h2[^>]*>Configure.*?<\/h2>/, '')));
    const guidePage = page(comparison, '/docs/guide');
    assert.deepEqual(
      guidePage.headings.added.map((h) => h.text),
      ['Configure'],
    );
    assert.deepEqual(guidePage.headings.missing, []);
    assert.ok(guidePage.similarity < 1);
    assert.equal(page(comparison, '/docs/faq').similarity, 1);
  });

  it('finds a changed paragraph and shows both versions', () => {
    const { comparison } = compareWith((dir) =>
      editPage(dir, '/docs/guide', (html) => html.replace('open the settings page and save it once', 'restart the server twice')),
    );
    const guidePage = page(comparison, '/docs/guide');
    assert.ok(guidePage.similarity < 1 && guidePage.similarity > 0.7, String(guidePage.similarity));
    assert.deepEqual(
      guidePage.blocks.map((b) => b.kind),
      ['only-mysite', 'only-docusaurus'],
    );
    assert.match(guidePage.blocks[1]!.text, /restart the server twice/);
    assert.equal(comparison.pages[0]!.route, '/docs/guide', 'the worst page comes first');
  });

  it('finds a page only one side has, and says whether a redirect covers it', () => {
    const { comparison } = compareWith((dir) => {
      writeFileSync(
        join(dir, 'docs/old-guide.html'),
        '<!doctype html><html><head><title>Old</title></head><body><main><div class="markdown"><p>An old page</p></div></main></body></html>',
      );
      writeFileSync(
        join(dir, 'docs/moved.html'),
        '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/docs/guide"></head><body></body></html>',
      );
      rmSync(join(dir, 'docs/faq.html'));
    });
    assert.deepEqual(comparison.routes.onlyDocusaurus, [{ route: '/docs/old-guide' }]);
    assert.deepEqual(comparison.routes.onlyMysite, ['/docs/faq']);
    assert.deepEqual(comparison.routes.docusaurusRedirects, [{ route: '/docs/moved', to: '/docs/guide', mysite: 'missing' }]);
    assert.ok(comparison.summary.routeParity < 1);
  });

  it('finds an image that is broken in the mysite build', () => {
    const media = readdirSync(join(built, 'assets/images')).find((f) => f.startsWith('diagram'))!;
    rmSync(join(site.dir, 'dist/assets/images', media));
    try {
      const { comparison } = compareWith(() => undefined);
      const guidePage = page(comparison, '/docs/guide');
      assert.equal(guidePage.images.broken.length, 1);
      assert.match(guidePage.images.broken[0]!, /diagram/);
    } finally {
      cpSync(join(built, 'assets/images', media), join(site.dir, 'dist/assets/images', media));
    }
  });

  it('prints a summary, writes the HTML report, and fails under --min-similarity', () => {
    const other = mkdtempSync(join(work, 'summary-'));
    cpSync(built, other, { recursive: true });
    editPage(other, '/docs/faq', (html) => html.replaceAll('Questions people ask, answered in turn.', 'Something else entirely.'));
    const ok = site.run('migrate', '--compare', other, '--no-screenshots');
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(ok.stdout, /Routes: 100\.0% of Docusaurus's served or redirected by mysite/);
    assert.match(ok.stdout, /Pages that differ most:\n {2}0\.\d+ {2}\/docs\/faq/);
    const report = readFileSync(join(site.dir, 'migrate-compare/index.html'), 'utf8');
    assert.match(report, /<code>\/docs\/faq<\/code>/);
    assert.match(report, /class="del">− [^<]*Something else entirely/);
    const failing = site.run('migrate', '--compare', other, '--no-screenshots', '--min-similarity', '0.95');
    assert.equal(failing.code, 1);
    assert.match(failing.stderr, /1 page is below --min-similarity 0\.95: \/docs\/faq/);
  });

  it('with Chromium, takes screenshots of each pair at 1280 and 375 px and scores their pixels', { skip: !existsSync(CHROMIUM_PATH) && 'no Chromium' }, () => {
    const other = mkdtempSync(join(work, 'shots-'));
    cpSync(built, other, { recursive: true });
    // A change of style, which the page's own script (hydrating from its data) leaves in place; and of the title, which puts the page first.
    editPage(other, '/docs/faq', (html) => html.replace('</head>', '<style>main{background:#000}</style></head>').replace(/<title>[^<]*/, '<title>Other'));
    const r = site.runWithEnv({ CHROMIUM_PATH }, 'migrate', '--compare', other, '--json', '--screenshots', '2', '--report', 'shots-report');
    assert.equal(r.code, 0, r.stderr);
    const comparison = JSON.parse(r.stdout) as SiteComparison;
    const [worst, next] = comparison.pages;
    assert.equal(worst!.route, '/docs/faq');
    assert.ok(worst!.screenshots!.desktop > 0 && worst!.screenshots!.mobile > 0, JSON.stringify(worst!.screenshots));
    assert.deepEqual(next!.screenshots, { desktop: 0, mobile: 0 }, 'the same page renders the same pixels');
    assert.equal(comparison.pages[2]!.screenshots, undefined, 'past --screenshots 2, none');
    const shots = readdirSync(join(site.dir, 'shots-report/shots'));
    assert.equal(shots.length, 8);
    assert.match(readFileSync(join(site.dir, 'shots-report/index.html'), 'utf8'), /<img src="shots\/0000-docs_faq-1280-docusaurus\.png"/);
  });

  it('says clearly when there is no build to compare', () => {
    const r = site.run('migrate', '--compare', join(work, 'nowhere'));
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /holds no built site/);
  });
});
