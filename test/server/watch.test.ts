/**
 * `serve --watch`: edits, additions, deletions and renames show up, a
 * broken save shows an error (to browsers too) while the last good site is
 * still served, and the next good save recovers.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { renameSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { launchBrowser } from '../support/browser.js';
import { waitForHydration } from '../support/page-watch.js';
import { EventLog } from '../support/live-events.js';
import type { WatchServer } from '../../src/server/watch-server.js';

process.env.NODE_ENV = 'production';

let site: FixtureSite;
let server: WatchServer;

/** Waits until `check` holds (watch rebuilds are asynchronous). */
async function until(check: () => Promise<boolean>, timeoutMs = 15000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the rebuild');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function fetchText(path: string): Promise<{ status: number; text: string }> {
  const r = await fetch(server.url + path);
  return { status: r.status, text: await r.text() };
}

before(async () => {
  site = createSite({
    'site.config.ts': minimalConfig(),
    'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nFirst version.\n',
    'content/docs/guide.md': '---\ntitle: Guide\n---\n\nThe guide.\n',
  });
  const { createWatchServer } = await import('../../src/server/watch-server.js');
  server = await createWatchServer({ siteDir: site.dir, port: 0, host: '127.0.0.1' });
});

after(async () => {
  await server?.close();
  site?.remove();
});

describe('serve --watch', () => {
  it('serves the site built in memory, with the live-reload script', async () => {
    const page = await fetchText('/docs');
    assert.equal(page.status, 200);
    assert.match(page.text, /First version\./);
    assert.match(page.text, /<script src="\/_mysite\/live\.js"><\/script><\/body>/);
    const script = await fetchText('/_mysite/live.js');
    assert.equal(script.status, 200);
    // Run it against a stand-in EventSource: it listens to this server's stream,
    // swaps in new data for a content edit and reloads when the code changed.
    const listeners = new Map<string, (e: { data: string }) => void>();
    const calls: string[] = [];
    const window = { __mysiteRefresh: () => (calls.push('refresh'), Promise.resolve()) };
    const context = {
      window,
      location: { reload: () => calls.push('reload') },
      document: { getElementById: () => null },
      EventSource: class {
        constructor(readonly url: string) {
          calls.push(`connect ${url}`);
        }
        addEventListener(name: string, listener: (e: { data: string }) => void) {
          listeners.set(name, listener);
        }
      },
    };
    runInNewContext(script.text, context);
    listeners.get('reload')!({ data: JSON.stringify({ files: ['docs.html', '_mysite/data/docs.json'] }) });
    listeners.get('reload')!({ data: JSON.stringify({ files: ['assets/js/entry.ABCDEFGH.js'] }) });
    assert.deepEqual(calls, ['connect /_mysite/live', 'refresh', 'reload']);
  });

  it('an edit reloads browsers and serves the new text', async () => {
    const events = new EventLog(server.url);
    try {
      await events.next('hello');
      site.write('content/docs/intro.md', '---\nslug: /\ntitle: Intro\n---\n\nSecond version.\n');
      await events.reloadWith('docs.html');
      assert.match((await fetchText('/docs')).text, /Second version\./);
    } finally {
      events.close();
    }
  });

  it('an added file becomes a page and joins the sidebar of the others', async () => {
    const events = new EventLog(server.url);
    try {
      await events.next('hello');
      site.write('content/docs/added.md', '---\ntitle: Added page\n---\n\nNew.\n');
      await events.reloadWith('docs/added.html');
      assert.equal((await fetchText('/docs/added')).status, 200);
      assert.match((await fetchText('/docs/guide')).text, /href="\/docs\/added"/);
    } finally {
      events.close();
    }
  });

  it('a renamed file moves its page; a deleted one disappears', async () => {
    const events = new EventLog(server.url);
    try {
      await events.next('hello');
      renameSync(join(site.dir, 'content/docs/added.md'), join(site.dir, 'content/docs/renamed.md'));
      // The watcher may see the new name and the old one's removal in two rebuilds (on a busy machine).
      await until(async () => (await fetchText('/docs/renamed')).status === 200 && (await fetchText('/docs/added')).status === 404);
      site.delete('content/docs/renamed.md');
      // Not "the next reload": the rename's second rebuild may send one after the check above.
      await until(async () => (await fetchText('/docs/renamed')).status === 404);
    } finally {
      events.close();
    }
  });

  it('an unchanged page follows the page it links to when that moves, and an image it shows when that changes', async () => {
    // Far apart in the sidebar, so the linking page is not a neighbour of the moved one.
    site.write('content/docs/zz-target.md', '---\ntitle: Target\n---\n\nTarget.\n');
    site.write('content/docs/pic.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    site.write('content/docs/aa-linker.md', '---\ntitle: Linker\n---\n\nSee [the target](./zz-target.md).\n\n![A picture](./pic.svg)\n');
    const linker = () => fetchText('/docs/aa-linker').then((r) => r.text);
    const picture = (html: string) => /src="\/(assets\/images\/pic\.[^"]+)"/.exec(html)?.[1];
    await until(async () => /href="\/docs\/zz-target">the target/.test(await linker()) && picture(await linker()) !== undefined);
    const before = picture(await linker());

    site.write('content/docs/zz-target.md', '---\ntitle: Target\nslug: moved\n---\n\nTarget.\n');
    await until(async () => /href="\/docs\/moved">the target/.test(await linker()));

    site.write('content/docs/pic.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>');
    await until(async () => picture(await linker()) !== before);
    assert.equal((await fetchText('/' + picture(await linker()))).status, 200, 'the new image is served');
  });

  it('a broken save reports file:line and keeps the last good site; the fix recovers', async () => {
    const events = new EventLog(server.url);
    try {
      await events.next('hello');
      site.write('content/docs/guide.md', '---\ntitle: [broken\n---\n\nThe guide.\n');
      const errors = (await events.next('errors')) as string[];
      assert.match(errors[0]!, /content\/docs\/guide\.md:\d+:\d+ +Invalid YAML/);
      assert.match((await fetchText('/docs/guide')).text, /The guide\./);
      site.write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nThe fixed guide.\n');
      await events.recovered();
      assert.match((await fetchText('/docs/guide')).text, /The fixed guide\./);
    } finally {
      events.close();
    }
  });

  it('a config change rebuilds everything', async () => {
    site.write('site.config.ts', minimalConfig().replace("title: 'Fixture'", "title: 'Renamed site'"));
    // Not the next reload event: that may still be the last test's fix (its "ok" comes before its reload).
    await until(async () => /<title>Guide \| Renamed site<\/title>/.test((await fetchText('/docs/guide')).text));
  });

  it('shows an edit in the open page without reloading it, keeping the scroll position', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1000, height: 400 } });
      const events = new EventLog(server.url);
      try {
        await events.next('hello');
        site.write('content/docs/guide.md', '---\ntitle: Guide\n---\n\n' + 'Long text. '.repeat(800) + '\n');
        await events.reloadWith('docs/guide.html');
      } finally {
        events.close();
      }
      // The page's own live-reload stream must be open before the edit it is to show.
      const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === '/_mysite/live');
      await page.goto(server.url + '/docs/guide');
      await Promise.all([waitForHydration(page), streamOpen]);
      await page.evaluate(() => {
        window.scrollTo(0, 600);
        (window as unknown as { __kept: boolean }).__kept = true;
      });
      site.write('content/docs/guide.md', '---\ntitle: Guide\n---\n\n' + 'Long text. '.repeat(800) + '\n\nAn edit.\n');
      await page.waitForFunction(() => document.body.textContent?.includes('An edit.'));
      assert.equal(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept), true, 'no page load');
      assert.equal(await page.evaluate(() => window.scrollY), 600);
    } finally {
      await browser.close();
    }
  });

  it('shows the error overlay in the browser, and clears it on the next good save', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      // The page's live-reload stream must be open before the broken save.
      const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === '/_mysite/live');
      await page.goto(server.url + '/docs/guide');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guide');
      await streamOpen;
      site.write('content/docs/guide.md', '---\ntitle: [broken\n---\n\nText.\n');
      await page.waitForSelector('#mysite-error-overlay');
      assert.match((await page.textContent('#mysite-error-overlay'))!, /content\/docs\/guide\.md:\d+:\d+/);
      site.write('content/docs/guide.md', '---\ntitle: Guide again\n---\n\nText.\n');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guide again');
      assert.equal(await page.$('#mysite-error-overlay'), null);
    } finally {
      await browser.close();
    }
  });
});
