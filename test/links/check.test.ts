/**
 * `checkLinks`, the pure core of the link check, on pages given as data: what
 * it reports for broken links and anchors, how it reads URLs (base URL,
 * trailing slash, `.html`, encoding), files and the sitemap or feeds that link
 * to pages, and the reuse of a page's earlier result.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkLinks, type CheckedPage, type CheckInput, type LinkingFile, type PageLinkResult } from '../../src/links/check.js';

/** A built page at `path` with these ids, linking to `urls` (one per line, from line 1). */
function page(path: string, ids: string[], urls: string[] = []): CheckedPage {
  return { path, file: `dist${path === '/' ? '/index' : path}.html`, ids: new Set(ids), links: urls.map((url, i) => ({ url, line: i + 1 })) };
}

const INTRO = page('/docs/intro', ['overview']);
const GUIDE = page('/docs/guide', ['setup', 'usage', 'café']);
const SPACED = page('/docs/my%20doc', ['top-part']);

/** The problems of one page that links to `urls`, among the pages above. */
function problemsOf(urls: string[], more: Partial<CheckInput> = {}): string[] {
  const from = page('/docs/from', ['here'], urls);
  const result = checkLinks({ pages: [INTRO, GUIDE, SPACED, from], files: new Set(), baseUrl: '/', ...more });
  return result.problems.map((p) => `${p.kind} ${p.href}: ${p.reason}`);
}

describe('checkLinks', () => {
  it('reports a link to no page or file, with the closest route, at the page file and line', () => {
    const from = page('/docs/from', [], ['/docs/intro', '/docs/guid']);
    const result = checkLinks({ pages: [INTRO, GUIDE, from], files: new Set(), baseUrl: '/' });
    assert.deepEqual(result.problems, [
      { kind: 'link', href: '/docs/guid', at: { file: 'dist/docs/from.html', line: 2 }, reason: 'no page or file at /docs/guid; did you mean /docs/guide?' },
    ]);
    assert.equal(result.checked, 2);
  });

  it('gives no suggestion when nothing is close', () => {
    assert.deepEqual(problemsOf(['/blog/some-long-post-title']), ['link /blog/some-long-post-title: no page or file at /blog/some-long-post-title']);
  });

  it('checks an anchor on another page against that page’s ids', () => {
    assert.deepEqual(problemsOf(['/docs/guide#setup', '/docs/guide#usage']), []);
    assert.deepEqual(problemsOf(['/docs/guide#setpu']), ['anchor /docs/guide#setpu: no element with id "setpu" on /docs/guide; did you mean #setup?']);
    assert.deepEqual(
      problemsOf(['/docs/intro#setup']),
      ['anchor /docs/intro#setup: no element with id "setup" on /docs/intro'],
      'an id of another page does not count',
    );
  });

  it('checks an anchor on the same page, where #top, an empty fragment and the placeholder ### always exist', () => {
    assert.deepEqual(problemsOf(['#here', '#top', '#TOP', '#', '###']), []);
    assert.deepEqual(problemsOf(['#nowhere']), ['anchor #nowhere: no element with id "nowhere" on /docs/from']);
    assert.deepEqual(problemsOf(['/docs/guide#top', '/docs/guide#Top', '/docs/guide###']), []);
    assert.deepEqual(problemsOf(['#topic', '#a#']), [
      'anchor #topic: no element with id "topic" on /docs/from',
      'anchor #a#: no element with id "a#" on /docs/from',
    ]);
  });

  it('reads the trailing slash, .html and /index.html forms of a path as the page', () => {
    assert.deepEqual(problemsOf(['/docs/guide/', '/docs/guide.html', '/docs/guide/index.html#usage', '/docs/guide?tab=php#setup']), []);
  });

  it('resolves relative links against the page, dot segments included', () => {
    assert.deepEqual(problemsOf(['guide#setup', './intro', '../docs/guide', 'missing']), ['link missing: no page or file at /docs/missing']);
  });

  it('matches encoded and plain spellings of a path and of an id', () => {
    assert.deepEqual(problemsOf(['/docs/my%20doc', '/docs/my doc#top-part', '/docs/guide#caf%C3%A9', '/docs/guide#café']), []);
    assert.deepEqual(problemsOf(['/docs/my%20dox']), ['link /docs/my%20dox: no page or file at /docs/my dox; did you mean /docs/my doc?']);
  });

  it('under a base URL, takes links with the base and refuses links outside it', () => {
    const more = { baseUrl: '/sub/' };
    assert.deepEqual(problemsOf(['/sub/docs/guide#setup', '/sub/docs/intro/', 'intro'], more), []);
    assert.deepEqual(problemsOf(['/docs/guide'], more), ['link /docs/guide: outside the base URL /sub/']);
  });

  it("leaves out links into other locales' sites, the longest base deciding", () => {
    const links = ['/fr/docs/gone', '/ar/docs/gone', '/docs/gone'];
    // A locale's own check: the default locale (/) and Arabic are other sites.
    const fr = checkLinks({ pages: [page('/fr/docs/from', [], links)], files: new Set(), baseUrl: '/fr/', otherBases: ['/', '/ar/'] });
    assert.deepEqual(
      fr.problems.map((p) => p.href),
      ['/fr/docs/gone'],
    );
    // An output holding French alone: the default locale's base holds French's, which is checked all the same.
    const output = checkLinks({ pages: [page('/fr/docs/from', [], links)], files: new Set(), baseUrl: '/', otherBases: ['/', '/ar/'], ownBases: ['/fr/'] });
    assert.deepEqual(
      output.problems.map((p) => p.href),
      ['/fr/docs/gone'],
    );
  });

  it('accepts links to files of the output and to folders with an index.html', () => {
    const files = new Set(['assets/logo.png', 'downloads/index.html', 'docs/spec.yaml']);
    assert.deepEqual(problemsOf(['/assets/logo.png', '/downloads', '/downloads/', '/docs/spec.yaml'], { files }), []);
    assert.deepEqual(problemsOf(['/assets/logo.svg'], { files }), ['link /assets/logo.svg: no page or file at /assets/logo.svg']);
  });

  it('lists external links without checking them, and skips other schemes', () => {
    const from = page('/docs/from', [], ['https://example.org/a', '//cdn.example.org/b.js', 'mailto:me@example.org', 'javascript:void(0)']);
    const result = checkLinks({ pages: [from], files: new Set(), baseUrl: '/' });
    assert.deepEqual(result.problems, []);
    assert.deepEqual(
      result.external.map((e) => e.href),
      ['https://example.org/a', '//cdn.example.org/b.js'],
    );
    assert.equal(result.checked, 0);
  });

  it('reports a link written in Markdown at its Markdown position', () => {
    const from: CheckedPage = {
      ...page('/docs/from', [], ['/docs/gone']),
      markdownSources: new Map([['/docs/gone', { file: 'content/docs/from.md', line: 7, column: 3 }]]),
    };
    const [problem] = checkLinks({ pages: [from], files: new Set(), baseUrl: '/' }).problems;
    assert.deepEqual(problem?.at, { file: 'content/docs/from.md', line: 7, column: 3 });
  });

  it('checks the links of sitemaps and feeds: the site’s own absolute URLs as internal, relative ones against the file', () => {
    const feed: LinkingFile = {
      path: '/blog/rss.xml',
      file: 'dist/blog/rss.xml',
      links: [
        { url: 'https://example.com/docs/guide', line: 3 },
        { url: 'https://example.com/docs/gone', line: 4 },
        { url: 'https://elsewhere.org/docs/gone', line: 5 },
        { url: '../docs/intro', line: 6 },
      ],
    };
    const result = checkLinks({ pages: [INTRO, GUIDE], linkingFiles: [feed], files: new Set(), baseUrl: '/', origin: 'https://example.com/' });
    assert.deepEqual(
      result.problems.map((p) => [p.href, p.at]),
      [['https://example.com/docs/gone', { file: 'dist/blog/rss.xml', line: 4 }]],
    );
    assert.deepEqual(
      result.external.map((e) => e.href),
      ['https://elsewhere.org/docs/gone'],
    );
    assert.deepEqual(result.files.get('/blog/rss.xml')?.targets.sort(), ['/docs/gone', '/docs/guide', '/docs/intro']);
    assert.equal(result.pages.size, 2, 'a linking file is not a page');
  });

  it('names the routes each page links to, so a later check knows what its result depends on', () => {
    const from = page('/docs/from', [], ['/docs/guide#setup', '/docs/guide/', '/docs/missing', 'https://example.org/']);
    const result = checkLinks({ pages: [GUIDE, from], files: new Set(), baseUrl: '/' });
    assert.deepEqual(result.pages.get('/docs/from')?.targets, ['/docs/guide', '/docs/missing']);
  });

  it('keeps a page’s previous result when asked to, and checks the others', () => {
    const broken = page('/docs/broken', [], ['/docs/gone']);
    const first = checkLinks({ pages: [INTRO, broken], files: new Set(), baseUrl: '/' });
    assert.equal(first.problems.length, 1);
    const kept = new Map<string, PageLinkResult>([['/docs/broken', first.pages.get('/docs/broken')!]]);
    // The page now links somewhere valid, but its kept result is used as it is: reuse is the caller's promise.
    const again = checkLinks({
      pages: [INTRO, page('/docs/broken', [], ['/docs/intro'])],
      files: new Set(),
      baseUrl: '/',
      reuse: (p) => kept.get(p.path),
    });
    assert.deepEqual(again.problems, first.problems);
    assert.equal(again.pages.get('/docs/broken'), first.pages.get('/docs/broken'));
    assert.deepEqual(again.pages.get('/docs/intro')?.problems, [], 'pages without a kept result are checked');
  });

  it('keeps a linking file’s previous result the same way', () => {
    const sitemap: LinkingFile = { path: '/sitemap.xml', file: 'dist/sitemap.xml', links: [{ url: '/docs/gone', line: 2 }] };
    const kept: PageLinkResult = { problems: [], targets: [], external: [], checked: 5 };
    const result = checkLinks({ pages: [INTRO], linkingFiles: [sitemap], files: new Set(), baseUrl: '/', reuseFile: () => kept });
    assert.deepEqual(result.problems, []);
    assert.equal(result.checked, 5);
  });
});

describe('checkLinks, a page that runs code', () => {
  it('withholds the target of a link its text does not write, and reports it at its link made by code', () => {
    const code = { file: 'content/docs/from.mdx', line: 6, column: 4 };
    const written = { file: 'content/docs/from.mdx', line: 8, column: 1 };
    const from: CheckedPage = {
      ...page('/docs/from', [], ['/tk-secret', '/docs/gone', '/docs/intro#nope']),
      markdownSources: new Map([['/docs/gone', written]]),
      codeLinks: [code],
    };
    const result = checkLinks({ pages: [INTRO, from], files: new Set(), baseUrl: '/' });
    const [made, text, anchor] = result.problems;
    assert.deepEqual(made, { kind: 'link', href: '/tk-secret', at: code, reason: 'it leads to no page or file of the site', madeByCode: [code] });
    assert.equal(text!.madeByCode, undefined, 'a link the page writes as text is reported as it is');
    assert.match(text!.reason, /\/docs\/gone/);
    assert.deepEqual(anchor!.madeByCode, [code]);
    assert.ok(!anchor!.reason.includes('nope'));
  });

  it('without a known link made by code: the built page is the place', () => {
    const from: CheckedPage = { ...page('/docs/from', [], ['/tk-secret']), codeLinks: [] };
    const [made] = checkLinks({ pages: [from], files: new Set(), baseUrl: '/' }).problems;
    assert.deepEqual(made!.madeByCode, [{ file: 'dist/docs/from.html', line: 1 }]);
  });
});
