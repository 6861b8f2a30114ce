/**
 * `serve --watch` keeps watching a source folder that goes away and comes
 * back (`content/docs` moved out and back, `rm -rf content && git checkout
 * content`): an edit made after it is back is rebuilt and served.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import type { WatchServer } from '../../src/server/watch-server.js';
import { EventLog } from '../support/live-events.js';

process.env.NODE_ENV = 'production';

let site: FixtureSite;
let server: WatchServer;
let events: EventLog;

/** Resolves when the server has rebuilt after a change (the new site, or its errors). */
function rebuilt(): Promise<unknown> {
  const start = events.events.length;
  return Promise.any([events.next('reload', 20_000, start), events.next('errors', 20_000, start)]);
}

/** Waits until the page at `path` holds `text` (watch rebuilds are asynchronous). */
async function served(path: string, text: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await fetch(server.url + path).then((r) => r.text());
    if (page.includes(text)) return;
    if (Date.now() > deadline) throw new Error(`${path} never showed "${text}"`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const intro = (text: string) => `---\nslug: /\ntitle: Intro\n---\n\n${text}\n`;

before(async () => {
  site = createSite({
    'site.config.ts': minimalConfig(),
    'content/docs/intro.md': intro('First version.'),
    'content/docs/guide.md': '---\ntitle: Guide\n---\n\nThe guide.\n',
  });
  const { createWatchServer } = await import('../../src/server/watch-server.js');
  server = await createWatchServer({ siteDir: site.dir, port: 0, host: '127.0.0.1', quiet: true });
  await served('/docs', 'First version.');
  events = new EventLog(server.url);
  await events.next('hello');
});

after(async () => {
  events?.close();
  await server?.close();
  site?.remove();
});

describe('serve --watch, a source folder that goes away and comes back', () => {
  it('content/docs moved away and back: each is rebuilt, and so is an edit after', async () => {
    let change = rebuilt();
    renameSync(join(site.dir, 'content/docs'), join(site.dir, 'docs-away'));
    await change;
    change = rebuilt();
    renameSync(join(site.dir, 'docs-away'), join(site.dir, 'content/docs'));
    await change;
    site.write('content/docs/intro.md', intro('Second version.'));
    await served('/docs', 'Second version.');
  });

  it('rm -rf content, then content back as it was (git checkout): each is rebuilt, and so is an edit after', async () => {
    const copy = `${site.dir}-content`;
    cpSync(join(site.dir, 'content'), copy, { recursive: true });
    try {
      let change = rebuilt();
      rmSync(join(site.dir, 'content'), { recursive: true });
      await change;
      change = rebuilt();
      cpSync(copy, join(site.dir, 'content'), { recursive: true });
      await change;
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    site.write('content/docs/intro.md', intro('Third version.'));
    await served('/docs', 'Third version.');
    site.write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nThe guide, edited.\n');
    await served('/docs/guide', 'The guide, edited.');
    assert.match(await fetch(`${server.url}/docs`).then((r) => r.text()), /Third version\./);
  });
});
