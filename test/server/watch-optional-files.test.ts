/**
 * `serve --watch` and optional files looked up by name: one that did not
 * exist when the server started (`src/theme/MDXComponents.js`, a folder's
 * `_category_.json`, `sidebars.ts`, the `.env` the config reads), once
 * created, is rebuilt and served; an edit of `.env` replaces the value it gave.
 * Each step waits for the server's "reload" event, then reads the page once.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import type { WatchServer } from '../../src/server/watch-server.js';
import { EventLog } from '../support/live-events.js';

process.env.NODE_ENV = 'production';

let site: FixtureSite;
let server: WatchServer;
let events: EventLog;

const MDX_COMPONENTS = `import MDXComponents from '@theme-original/MDXComponents';
import React from 'react';
export default { ...MDXComponents, Details: (props) => React.createElement('div', { className: 'site-details' }, props.children) };
`;

/** Writes `file` and resolves once the server has rebuilt after it (failing on errors). */
async function writeAndRebuild(file: string, contents: string): Promise<void> {
  const start = events.events.length;
  site.write(file, contents);
  const reload = events.next('reload', 30_000, start).then(() => 'reload');
  const errors = events.next('errors', 30_000, start).then((data) => `errors: ${JSON.stringify(data)}`);
  assert.equal(await Promise.race([reload, errors]), 'reload');
  reload.catch(() => {});
  errors.catch(() => {});
}

const page = (path: string) => fetch(server.url + path).then((r) => r.text());

before(async () => {
  site = createSite({
    // The title comes from the site's .env once there is one (a name no shell sets).
    'site.config.ts': minimalConfig().replace("title: 'Fixture'", "title: process.env.MYSITE_WATCH_ENV_TITLE ?? 'Fixture'"),
    'content/docs/intro.mdx': '---\nslug: /\ntitle: Intro\n---\n\n<Details><summary>More</summary>Inside.</Details>\n',
    'content/docs/guide/setup.md': '---\ntitle: Setup\n---\n\nSetup.\n',
  });
  const { createWatchServer } = await import('../../src/server/watch-server.js');
  server = await createWatchServer({ siteDir: site.dir, port: 0, host: '127.0.0.1' });
  events = new EventLog(server.url);
  await events.next('hello');
});

after(async () => {
  events?.close();
  await server?.close();
  site?.remove();
  delete process.env.MYSITE_WATCH_ENV_TITLE; // the server's load put it there
});

describe('serve --watch, an optional file that appears', () => {
  it('src/theme/MDXComponents.js: the page takes its components', async () => {
    assert.doesNotMatch(await page('/docs'), /site-details/);
    await writeAndRebuild('src/theme/MDXComponents.js', MDX_COMPONENTS);
    assert.match(await page('/docs'), /class="site-details"/);
  });

  it("content/docs/guide/_category_.json: the sidebar shows the category's label", async () => {
    await writeAndRebuild('content/docs/guide/_category_.json', '{ "label": "Getting started" }\n');
    assert.match(await page('/docs'), /Getting started/);
  });

  it("sidebars.ts: the sidebar is the file's", async () => {
    await writeAndRebuild('sidebars.ts', "export default { docs: [{ type: 'doc', id: 'intro', label: 'Start here' }, 'guide/setup'] };\n");
    assert.match(await page('/docs'), /Start here/);
  });

  it('.env: the config is loaded again with its values, and again when it changes', async () => {
    await writeAndRebuild('.env', 'MYSITE_WATCH_ENV_TITLE=Titled by dotenv\n');
    assert.match(await page('/docs'), /Titled by dotenv/);
    await writeAndRebuild('.env', 'MYSITE_WATCH_ENV_TITLE=Retitled\n');
    const html = await page('/docs');
    assert.match(html, /Retitled/);
    assert.doesNotMatch(html, /Titled by dotenv/);
  });
});
