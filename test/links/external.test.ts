/**
 * `check-links --external` against a local server standing in for the web:
 * a page that answers, one that refuses HEAD but answers GET, one that is
 * missing, and a server that is not there.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkExternal } from '../../src/links/external.js';
import { createSite, minimalConfig } from '../support/fixture-site.js';

describe('external links', () => {
  let server: Server;
  let origin = '';
  const requests: string[] = [];
  before(async () => {
    server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      if (req.url === '/ok') res.writeHead(200).end('ok');
      else if (req.url === '/no-head') res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
      else res.writeHead(404).end('missing');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  it('asks each URL once, falls back to GET when HEAD is refused, and says why a link is broken', async () => {
    requests.length = 0;
    const results = await checkExternal([`${origin}/ok`, `${origin}/ok#part`, `${origin}/no-head`, `${origin}/gone`, 'http://127.0.0.1:1/closed']);
    assert.deepEqual(Object.fromEntries([...results.values()].map((r) => [r.url.replace(origin, ''), r.ok])), {
      '/ok': true,
      '/no-head': true,
      '/gone': false,
      'http://127.0.0.1:1/closed': false,
    });
    assert.equal(results.get(`${origin}/gone`)?.reason, 'HTTP 404');
    assert.deepEqual(
      requests.filter((r) => r.endsWith('/ok')),
      ['HEAD /ok'],
    );
    assert.deepEqual(
      requests.filter((r) => r.endsWith('/no-head')),
      ['HEAD /no-head', 'GET /no-head'],
    );
  });

  it('fails check-links --external on a dead external link, at its Markdown line; without the flag it is only listed', async () => {
    const site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': `---\nslug: /\ntitle: Intro\n---\n\nA [good link](${origin}/ok).\n\nA [dead link](${origin}/gone).\n`,
    });
    try {
      assert.equal((await site.runAsync('build')).code, 0);
      const offline = await site.runAsync('check-links');
      assert.equal(offline.code, 0, offline.stdout + offline.stderr);
      const r = await site.runAsync('check-links', '--external');
      assert.equal(r.code, 1, r.stdout + r.stderr);
      assert.match(
        r.stderr,
        new RegExp(`^  content/docs/intro\\.md:8:3  Broken external link: ${origin}/gone \\(HTTP 404\\)  \\[links/broken-external\\]$`, 'm'),
      );
      assert.doesNotMatch(r.stdout, /\/ok/);
      assert.match(r.stderr, /1 broken link/);
    } finally {
      site.remove();
    }
  });
});
