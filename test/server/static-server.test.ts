/** The serve command's HTTP rules, on a small folder that stands in for dist/. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { createStaticServer } from '../../src/server/static-server.js';
import { folderSource } from '../../src/server/file-source.js';
import { listen } from '../../src/server/listen.js';

let root: string;
let outside: string;
let server: Server;
let port: number;

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request: the path is sent exactly as given (no client-side normalising). */
function get(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'mysite-serve-'));
  outside = mkdtempSync(join(tmpdir(), 'mysite-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  const files: Record<string, string> = {
    'index.html': '<h1>home</h1>',
    'docs.html': '<h1>docs</h1>' + 'x'.repeat(4000),
    'docs/intro.html': '<h1>intro</h1>',
    // A locale's site: a folder with its home page and no fr.html beside it.
    'fr/index.html': '<h1>accueil</h1>',
    'fr/docs.html': '<h1>docs fr</h1>',
    '404.html': '<h1>not found</h1>',
    'assets/js/entry.ABCDEFGH.js': 'console.log(1);'.repeat(200),
    'assets/css/entry.ABCDEFGH.css': 'body{}',
    'assets/files/spec-0123abcd.pdf': '%PDF',
    'sitemap.xml': '<urlset/>',
    'robots.txt': 'User-agent: *',
    'assets/img/logo.png': 'png',
  };
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), contents);
  }
  symlinkSync(join(outside, 'secret.txt'), join(root, 'link-out.txt'));
  symlinkSync(outside, join(root, 'dir-out'));
  server = createStaticServer({ files: folderSource(root), baseUrl: '/' });
  const url = await listen(server, 0, '127.0.0.1');
  port = Number(new URL(url).port);
});

after(() => {
  server.closeAllConnections();
  server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('path rules', () => {
  it('serves routes without .html and the home page', async () => {
    assert.equal((await get('/')).body.toString(), '<h1>home</h1>');
    assert.equal((await get('/docs/intro')).body.toString(), '<h1>intro</h1>');
    assert.match((await get('/docs')).headers['content-type'] as string, /^text\/html; charset=utf-8$/);
  });

  it('redirects /x.html, /x/index.html and /x/ to /x with 301, keeping the query', async () => {
    for (const [from, to] of [
      ['/docs/intro.html', '/docs/intro'],
      ['/docs/index.html', '/docs'],
      ['/docs/', '/docs'],
      ['/index.html', '/'],
      ['/docs/intro/?a=1', '/docs/intro?a=1'],
      // A dot segment is the folder it is in, as a browser reads it: not a second URL of the same page.
      ['/docs/.', '/docs'],
      ['/docs/%2E', '/docs'],
      ['/docs/./intro', '/docs/intro'],
      ['/.', '/'],
    ]) {
      const r = await get(from!);
      assert.equal(r.status, 301, from);
      assert.equal(r.headers.location, to, from);
    }
  });

  it("serves a folder's home (a locale's site) at its slash, as the site links it, and redirects the other spellings there", async () => {
    const home = await get('/fr/');
    assert.equal(home.status, 200);
    assert.equal(home.body.toString(), '<h1>accueil</h1>');
    for (const [from, to] of [
      ['/fr', '/fr/'],
      ['/fr/index.html', '/fr/'],
      ['/fr?a=1', '/fr/?a=1'],
      ['/fr/docs/', '/fr/docs'],
    ]) {
      const r = await get(from!);
      assert.equal(r.status, 301, from);
      assert.equal(r.headers.location, to, from);
    }
    assert.equal((await get('/fr/docs')).body.toString(), '<h1>docs fr</h1>');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const r = await get('/no/such/page');
    assert.equal(r.status, 404);
    assert.equal(r.body.toString(), '<h1>not found</h1>');
  });

  it('serves files with their content types', async () => {
    assert.equal((await get('/sitemap.xml')).headers['content-type'], 'application/xml; charset=utf-8');
    assert.equal((await get('/robots.txt')).headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal((await get('/assets/img/logo.png')).headers['content-type'], 'image/png');
    assert.equal((await get('/assets/css/entry.ABCDEFGH.css')).headers['content-type'], 'text/css; charset=utf-8');
  });
});

describe('caching and compression', () => {
  it('sends ETag and Last-Modified and answers 304 to a matching request', async () => {
    const first = await get('/docs/intro');
    assert.ok(first.headers.etag);
    assert.ok(first.headers['last-modified']);
    assert.equal((await get('/docs/intro', { headers: { 'if-none-match': first.headers.etag as string } })).status, 304);
    assert.equal((await get('/docs/intro', { headers: { 'if-modified-since': first.headers['last-modified'] as string } })).status, 304);
    assert.equal((await get('/docs/intro', { headers: { 'if-none-match': '"other"' } })).status, 200);
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    assert.equal((await get('/assets/js/entry.ABCDEFGH.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
    // A file content links to, published under a hash of its contents (cache-control.ts has every case).
    assert.equal((await get('/assets/files/spec-0123abcd.pdf')).headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/docs')).headers['cache-control'], 'no-cache');
  });

  it('compresses text with brotli or gzip as the client accepts', async () => {
    const br = await get('/docs', { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(br.body).toString(), /^<h1>docs/);
    const gz = await get('/docs', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gz.body).toString(), /^<h1>docs/);
    assert.equal((await get('/docs')).headers['content-encoding'], undefined);
  });

  it('honours q=0: a coding refused is never used, and identity only when both are refused', async () => {
    for (const [accept, expected] of [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['br; q=0.0, gzip; q=0.000', undefined],
      ['*;q=0', undefined],
      ['*', 'br'],
      ['br;q=0, *', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['GZIP', 'gzip'],
      ['identity', undefined],
      ['x-brotli, gzipped', undefined],
    ] as const) {
      const r = await get('/docs', { headers: { 'accept-encoding': accept } });
      assert.equal(r.headers['content-encoding'], expected, accept);
      const text = expected === 'br' ? brotliDecompressSync(r.body) : expected === 'gzip' ? gunzipSync(r.body) : r.body;
      assert.match(text.toString(), /^<h1>docs/, accept);
    }
  });
});

describe('methods', () => {
  it('answers HEAD with headers and no body', async () => {
    const r = await get('/docs', { method: 'HEAD' });
    assert.equal(r.status, 200);
    assert.equal(r.body.length, 0);
    assert.ok(Number(r.headers['content-length']) > 0);
  });

  it('refuses other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const r = await get('/docs', { method });
      assert.equal(r.status, 405, method);
      assert.equal(r.headers.allow, 'GET, HEAD');
    }
  });
});

describe('never serves anything outside the folder', () => {
  const attempts = [
    '/../secret.txt',
    '/docs/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/docs/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/docs/./../../secret.txt',
    '/..%5csecret.txt',
    '/docs\\..\\..\\secret.txt',
    '/index.html%00.txt',
    '/%00',
    '/link-out.txt',
    '/dir-out/secret.txt',
  ];
  for (const path of attempts) {
    it(`refuses ${path}`, async () => {
      const r = await get(path);
      assert.ok([400, 404].includes(r.status), `${path}: ${r.status}`);
      assert.doesNotMatch(r.body.toString(), /secret/);
    });
  }

  it('answers a malformed URL with 400 and keeps running', async () => {
    assert.equal((await get('/%E0%A4%A')).status, 400);
    assert.equal((await get('/')).status, 200);
  });
});

describe('load', () => {
  it('answers 1,000 concurrent requests', async () => {
    const replies = await Promise.all(Array.from({ length: 1000 }, (_, i) => get(i % 2 ? '/docs' : '/docs/intro')));
    assert.equal(replies.filter((r) => r.status === 200).length, 1000);
  });
});

describe('routes with dots', () => {
  it('serves /releases/release-3.4.4 from release-3.4.4.html', async () => {
    mkdirSync(join(root, 'releases'), { recursive: true });
    writeFileSync(join(root, 'releases/release-3.4.4.html'), '<h1>3.4.4</h1>');
    const r = await get('/releases/release-3.4.4');
    assert.equal(r.status, 200);
    assert.equal(r.body.toString(), '<h1>3.4.4</h1>');
  });
});

describe('redirects never leave the site', () => {
  // A Location of `//evil.com` or `/\evil.com` sends a browser to another host.
  for (const path of [
    '//evil.com/',
    '//evil.com',
    '///evil.com/',
    '/\\evil.com/',
    '/%5Cevil.com/',
    '/\\/evil.com/',
    '//evil.com/index.html',
    '/%09/evil.com/',
  ]) {
    it(`${JSON.stringify(path)} gets no redirect to another host`, async () => {
      const r = await get(path);
      const location = r.headers.location as string | undefined;
      if (location !== undefined) {
        assert.equal(r.status, 301);
        assert.equal(new URL(location, 'http://site.test').origin, 'http://site.test', `${path} → ${location}`);
        assert.match(location, /^\/(?![/\\])/);
      } else {
        assert.ok([400, 404].includes(r.status), `${path}: ${r.status}`);
      }
    });
  }

  it('collapses repeated slashes into a same-site redirect', async () => {
    const r = await get('//docs/intro/');
    assert.equal(r.status, 301);
    assert.equal(r.headers.location, '/docs/intro');
  });
});
