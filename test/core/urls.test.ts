/**
 * The URL rules of the spec (§1: trailing slashes off; `.html` and
 * `/index.html` endings mean the path without them), in one table. Every row
 * goes through each part of mysite that reads a URL: the client's router
 * (`routeOfUrlPath`), the link check (`checkLinks`) and the server of
 * `mysite serve`, which must all land on the same route.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request, type Server } from 'node:http';
import {
  absoluteUrl,
  canonicalPath,
  fileUrl,
  normaliseRoute,
  routeOfHtmlFile,
  routeOfUrlPath,
  routeOutputFile,
  withAuthorBase,
  withBase,
} from '../../src/core/urls.js';
import { checkLinks } from '../../src/links/check.js';
import { createStaticServer } from '../../src/server/static-server.js';
import { MemorySource } from '../../src/server/file-source.js';
import { listen } from '../../src/server/listen.js';

interface Row {
  rule: string;
  url: string;
  /** The route it means, or null: not a page of the site (outside the base URL). */
  route: string | null;
}

const ROOT_BASE: Row[] = [
  { rule: 'the home page', url: '/', route: '/' },
  { rule: 'index.html is the folder', url: '/index.html', route: '/' },
  { rule: 'a path as it is', url: '/docs', route: '/docs' },
  { rule: 'trailing slash off', url: '/docs/', route: '/docs' },
  { rule: '.html ending off', url: '/docs.html', route: '/docs' },
  { rule: '/index.html ending off', url: '/docs/index.html', route: '/docs' },
  { rule: 'nested path', url: '/docs/intro', route: '/docs/intro' },
  { rule: 'nested .html', url: '/docs/intro.html', route: '/docs/intro' },
  { rule: 'nested trailing slash', url: '/docs/intro/', route: '/docs/intro' },
  { rule: 'nested /index.html', url: '/docs/intro/index.html', route: '/docs/intro' },
  { rule: 'a dot segment is its folder', url: '/docs/.', route: '/docs' },
  { rule: 'an escaped dot segment is its folder', url: '/docs/%2e', route: '/docs' },
  { rule: 'a dot segment inside a path', url: '/docs/./intro', route: '/docs/intro' },
  { rule: 'dots in a route stay', url: '/releases/release-3.4.4', route: '/releases/release-3.4.4' },
  { rule: 'the not-found page is a page like any other', url: '/404.html', route: '/404' },
  { rule: 'case: routes are case-sensitive', url: '/Docs/Intro', route: '/Docs/Intro' },
  { rule: 'case: only the lower-case ending is the page file', url: '/docs/intro.HTML', route: '/docs/intro.HTML' },
  { rule: 'encoding: a space is %20', url: '/docs/my doc', route: '/docs/my%20doc' },
  { rule: 'encoding: escapes are kept', url: '/docs/my%20doc.html', route: '/docs/my%20doc' },
  { rule: 'encoding: lower-case escapes become upper-case', url: '/docs/caf%c3%a9', route: '/docs/caf%C3%A9' },
  { rule: 'encoding: letters outside ASCII are escaped', url: '/docs/café/', route: '/docs/caf%C3%A9' },
];

const SUB_BASE: Row[] = [
  { rule: 'base URL: its root', url: '/sub/', route: '/' },
  { rule: 'base URL: without its slash', url: '/sub', route: '/' },
  { rule: 'base URL: index.html', url: '/sub/index.html', route: '/' },
  { rule: 'base URL: a page', url: '/sub/docs/intro.html', route: '/docs/intro' },
  { rule: 'base URL: a path outside it', url: '/docs/intro', route: null },
  { rule: 'base URL: a longer name is outside it', url: '/subway', route: null },
];

const TABLES: [baseUrl: string, rows: Row[]][] = [
  ['/', ROOT_BASE],
  ['/sub/', SUB_BASE],
];

/** What a browser sends for a URL typed with spaces or letters outside ASCII. */
const asSent = (url: string) => url.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));

function get(port: number, path: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

for (const [baseUrl, rows] of TABLES) {
  describe(`URL rules, base URL ${baseUrl}`, () => {
    const routes = [...new Set(rows.map((r) => r.route).filter((r): r is string => r !== null))];
    let server: Server;
    let port: number;

    before(async () => {
      // Each route's page holds its own route, so the server's answer says which page it chose.
      const files = new MemorySource();
      for (const route of routes) files.set(routeOutputFile(route), route);
      if (!files.get('404.html')) files.set('404.html', 'not found');
      server = createStaticServer({ files, baseUrl });
      port = Number(new URL(await listen(server, 0, '127.0.0.1')).port);
    });
    after(() => server.close());

    for (const row of rows) {
      it(`${row.rule}: ${row.url} → ${row.route ?? 'not a page'}`, async () => {
        assert.equal(routeOfUrlPath(row.url, baseUrl), row.route, 'router');

        const pages = routes.map((path) => ({ path, file: routeOutputFile(path), ids: new Set<string>(), links: [] as { url: string; line: number }[] }));
        const from = { path: '/from', file: 'from.html', ids: new Set<string>(), links: [{ url: row.url, line: 1 }] };
        const checked = checkLinks({ pages: [...pages, from], files: new Set(), baseUrl });
        if (row.route === null) assert.match(checked.problems[0]?.reason ?? '', /outside the base URL/, 'link check');
        else assert.deepEqual([checked.problems, checked.pages.get('/from')?.targets], [[], [row.route]], 'link check');

        let reply = await get(port, asSent(row.url));
        if (reply.status === 301) reply = await get(port, reply.location!);
        if (row.route === null) assert.equal(reply.status, 404, 'server');
        else assert.deepEqual([reply.status, reply.body], [200, row.route], 'server');
      });
    }
  });
}

describe('canonical paths, files and joins', () => {
  it('canonicalPath changes only the endings and dot segments', () => {
    for (const [path, canonical] of [
      ['/', '/'],
      ['', '/'],
      ['/a/', '/a'],
      ['/a//', '/a'],
      ['/a.html', '/a'],
      ['/a/index.html', '/a'],
      ['/index.html', '/'],
      ['/a%20b/', '/a%20b'],
      ['/a/.', '/a'],
      ['/a/%2E/b.html', '/a/b'],
      ['/.', '/'],
      ['/a/.b', '/a/.b'],
    ]) {
      assert.equal(canonicalPath(path!), canonical, path);
    }
  });

  it('a route and its page file map both ways, decoded on disk', () => {
    for (const [route, file] of [
      ['/', 'index.html'],
      ['/docs', 'docs.html'],
      ['/docs/x', 'docs/x.html'],
      ['/docs/my%20doc', 'docs/my doc.html'],
      ['/docs/caf%C3%A9', 'docs/café.html'],
    ]) {
      assert.equal(routeOutputFile(route!), file);
      assert.equal(routeOfHtmlFile(file!), route);
    }
    assert.equal(routeOfHtmlFile('docs/index.html'), '/docs');
  });

  it('normaliseRoute resolves dot segments, never above the root', () => {
    assert.equal(normaliseRoute('/a/./b/../c'), '/a/c');
    assert.equal(normaliseRoute('/../../a'), '/a');
    assert.equal(normaliseRoute('//a///b'), '/a/b');
  });

  it('the base URL is joined one way', () => {
    assert.equal(withBase('/', '/docs/x'), '/docs/x');
    assert.equal(withBase('/sub/', '/docs/x'), '/sub/docs/x');
    assert.equal(withAuthorBase('/sub/', '/docs/x'), '/sub/docs/x');
    assert.equal(withAuthorBase('/sub/', '/sub/docs/x'), '/sub/docs/x');
    assert.equal(withAuthorBase('/sub/', '/sub'), '/sub/');
    assert.equal(withAuthorBase('/sub/', '/subway'), '/sub/subway');
    assert.equal(withAuthorBase('/', '/docs/x'), '/docs/x');
    assert.equal(withBase('/sub/', '/'), '/sub/');
    for (const other of ['https://example.com/x', '//cdn.example.com/x', '#top', 'relative/x']) assert.equal(withBase('/sub/', other), other);
    assert.equal(fileUrl('/sub/', 'assets/x.css'), '/sub/assets/x.css');
    assert.equal(fileUrl('/sub/', '/assets/x.css'), '/sub/assets/x.css');
    const site = { url: 'https://example.com/', baseUrl: '/sub/' };
    assert.equal(absoluteUrl(site, '/'), 'https://example.com/sub/');
    assert.equal(absoluteUrl(site, '/docs/x'), 'https://example.com/sub/docs/x');
    assert.equal(absoluteUrl(site, 'sitemap.xml'), 'https://example.com/sub/sitemap.xml');
    assert.equal(absoluteUrl(site, 'https://other.example/x'), 'https://other.example/x');
  });
});
