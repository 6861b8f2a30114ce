/**
 * `serve --watch` and very big files: a Markdown file over the size limit is
 * reported at once (it used to be compiled, taking the server away from every
 * request), a big static file is served without being compressed, and the
 * site keeps being served meanwhile.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import type { WatchServer } from '../../src/server/watch-server.js';

process.env.NODE_ENV = 'production';

/** Resolves with the first server-sent event of one of `names` (and its data). */
function nextEvent(url: string, names: string[]): { ready: Promise<void>; event: Promise<{ name: string; data: string }> } {
  let ready!: () => void;
  const readyPromise = new Promise<void>((r) => (ready = r));
  const event = new Promise<{ name: string; data: string }>((resolve) => {
    const req = request(url + '/_mysite/live', (res) => {
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1] ?? '';
          if (name === 'hello') ready();
          if (names.includes(name)) {
            req.destroy();
            resolve({ name, data: /^data: (.*)$/m.exec(block)?.[1] ?? '' });
          }
        }
      });
    });
    req.end();
  });
  return { ready: readyPromise, event };
}

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; length: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let length = 0;
      res.on('data', (c: Buffer) => (length += c.length));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, length }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serve --watch with very big files', () => {
  let site: FixtureSite;
  let server: WatchServer;
  before(async () => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nHello.\n', 'static/.keep': '' });
    const { createWatchServer } = await import('../../src/server/watch-server.js');
    server = await createWatchServer({ siteDir: site.dir, port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await server?.close();
    site?.remove();
  });

  it('a 50 MB Markdown file is an error at once, and the last good site is still served', async () => {
    const { ready, event } = nextEvent(server.url, ['errors']);
    await ready;
    writeFileSync(join(site.dir, 'content/docs/huge.md'), Buffer.alloc(50 * 1024 * 1024, 'word '));
    const { data } = await event;
    assert.match(data, /content\/docs\/huge\.md is 50\.0 MB; content files may be at most 2\.0 MB/);
    assert.equal((await get(server.url + '/docs')).status, 200);
    site.delete('content/docs/huge.md');
  });

  it('a 50 MB static file is served whole and uncompressed', async () => {
    writeFileSync(join(site.dir, 'static/data.json'), Buffer.alloc(50 * 1024 * 1024, ' '));
    const r = await get(server.url + '/data.json', { 'accept-encoding': 'br, gzip' });
    assert.equal(r.status, 200);
    assert.equal(r.headers['content-encoding'], undefined);
    assert.equal(r.length, 50 * 1024 * 1024);
    assert.equal((await get(server.url + '/docs')).status, 200);
  });
});
