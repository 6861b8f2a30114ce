/**
 * `serve --watch` and the site's own plugins: a change to a path a plugin
 * watches (getPathsToWatch) runs the plugins again, so an edited entry and a
 * new one are served.
 */
import { after, before, describe, it } from 'node:test';
import { changelogSite } from '../support/changelog-site.js';
import type { FixtureSite } from '../support/fixture-site.js';
import type { WatchServer } from '../../src/server/watch-server.js';

process.env.NODE_ENV = 'production';

let site: FixtureSite;
let server: WatchServer;

/** Waits until the page at `path` holds `text` (watch rebuilds are asynchronous). */
async function served(path: string, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await fetch(server.url + path).then((r) => r.text());
    if (page.includes(text)) return;
    if (Date.now() > deadline) throw new Error(`${path} never showed "${text}"`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

before(async () => {
  site = changelogSite();
  const { createWatchServer } = await import('../../src/server/watch-server.js');
  server = await createWatchServer({ siteDir: site.dir, port: 0, host: '127.0.0.1' });
  await served('/releases/2026-01-15', 'The first stable release.');
});

after(async () => {
  await server?.close();
  site?.remove();
});

describe('serve --watch with a content plugin', () => {
  it('an edited entry of the folder the plugin watches is served anew', async () => {
    site.write('changelog/2026-01-15.json', JSON.stringify({ title: 'Harbor 1.0', date: '2026-01-15', summary: 'Edited while watching.' }));
    await served('/releases/2026-01-15', 'Edited while watching.');
  });

  it('a new entry gets its page, and the list and the global data follow', async () => {
    site.write('changelog/2026-05-05.json', JSON.stringify({ title: 'Harbor 2.0', date: '2026-05-05', summary: 'A new harbour.' }));
    await served('/releases/2026-05-05', '<h1>Harbor 2.0</h1>');
    await served('/releases', 'Harbor 2.0 (2026-05-05)');
    await served('/', '3<!-- --> releases so far');
  });
});
