/**
 * `serve --watch` started where the last `mysite build` is up to date serves
 * that build's output at once, while its first run builds; a page the build
 * left out (a draft) waits for the run. Where the sources changed since, it
 * does not: what it serves always comes from the current sources. The
 * watcher starts with the first run, so an edit saved before it is read by it.
 *
 * The draft here has front matter that only a serve-mode run rejects (builds
 * leave drafts out), so that run fails, and whether the doc is served then
 * tells where it came from.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { EventLog } from '../support/live-events.js';
import type { WatchServer } from '../../src/server/watch-server.js';

process.env.NODE_ENV = 'production';

const DRAFT = '---\ntitle: Draft\ndraft: true\nsidebar_position: [1, 2]\n---\n\nNot ready.\n';

describe('serve --watch after mysite build', () => {
  let site: FixtureSite | undefined;
  let server: WatchServer | undefined;
  after(async () => {
    await server?.close();
    site?.remove();
  });

  async function start(): Promise<WatchServer> {
    const { createWatchServer } = await import('../../src/server/watch-server.js');
    return createWatchServer({ siteDir: site!.dir, port: 0, host: '127.0.0.1' });
  }

  it('serves an up-to-date build at once; a draft waits for the first run, and a good save replaces it', async () => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nThe intro text.\n',
      'content/docs/draft.md': DRAFT,
    });
    const { buildSite } = await import('../../src/builder/orchestration/build.js');
    await buildSite({ siteDir: site.dir });
    server = await start();
    const intro = await fetch(`${server.url}/docs/intro`);
    assert.equal(intro.status, 200, 'served from the last build (the first run fails on the draft)');
    assert.match(await intro.text(), /The intro text\./);
    assert.equal((await fetch(`${server.url}/docs/draft`)).status, 404, 'asked for before the run ended, answered after it');

    const events = new EventLog(server.url);
    try {
      await events.next('hello');
      site.write('content/docs/draft.md', DRAFT.replace('sidebar_position: [1, 2]\n', ''));
      await events.reloadWith('docs/draft.html');
    } finally {
      events.close();
    }
    assert.match(await (await fetch(`${server.url}/docs/draft`)).text(), /Not ready\./, 'the fixed draft comes from the run');
  });

  it('an edit saved before the first run has started (nothing is watched yet) is built by that run and served', async () => {
    await server?.close();
    site!.write('content/docs/draft.md', DRAFT.replace('sidebar_position: [1, 2]\n', ''));
    const { buildSite } = await import('../../src/builder/orchestration/build.js');
    await buildSite({ siteDir: site!.dir });
    server = await start();
    const events = new EventLog(server.url);
    try {
      await events.next('hello');
      site!.write('content/docs/intro.md', '---\ntitle: Intro\n---\n\nThe intro text, saved at once.\n');
      await events.reloadWith('docs/intro.html');
    } finally {
      events.close();
    }
    assert.match(await (await fetch(`${server.url}/docs/intro`)).text(), /saved at once/);
  });

  it('does not serve a build the sources have changed since', async () => {
    await server?.close();
    server = undefined;
    site!.write('content/docs/draft.md', DRAFT);
    site!.write('content/docs/intro.md', '---\ntitle: Intro\n---\n\nThe intro text, edited.\n');
    server = await start();
    assert.equal((await fetch(`${server.url}/docs/intro`)).status, 404, 'nothing built: the first run failed');
  });

  it('serves the last build under its base URL, kept with it: the config is loaded by the first run', async () => {
    await server?.close();
    site?.remove();
    site = createSite({
      'site.config.ts': minimalConfig("baseUrl: '/handbook/',"),
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nThe intro text.\n',
      'content/docs/draft.md': DRAFT,
    });
    const { buildSite } = await import('../../src/builder/orchestration/build.js');
    await buildSite({ siteDir: site.dir });
    server = await start();
    const intro = await fetch(`${server.url}/handbook/docs/intro`);
    assert.equal(intro.status, 200, 'served from the last build (the first run fails on the draft)');
    assert.match(await intro.text(), /The intro text\.[\s\S]*<script src="\/handbook\/_mysite\/live\.js">/);
    assert.equal((await fetch(`${server.url}/docs/intro`)).status, 404, 'outside the base URL');
  });
});
