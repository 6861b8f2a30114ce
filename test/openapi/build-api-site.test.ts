/**
 * The API reference end to end: the real CLI builds a site from the zoo
 * fixture, and the pages work in Chromium (tabs remembered across pages,
 * schema alternatives, lazy expanders, no request to any API, inert scripts).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'yaml';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { serveFolder } from '../support/served-site.js';
import { waitForHydration, watchProblems } from '../support/page-watch.js';
import { absolute, BAD, ZOO_SPEC } from './helpers.js';
import type { Server } from 'node:http';

const ZOO_PAGES = [
  'zoo-keeper-api',
  'list-animals',
  'create-animal',
  'get-animal',
  'get-family-tree',
  'update-enclosure',
  'list-enclosure-animals',
  'log-feedings',
  'get-health',
];

function apiSite(specPath: string, docs = 'Hello [an animal](/api/get-animal).\n'): FixtureSite {
  return createSite({
    'site.config.ts': minimalConfig(`api: { specPath: ${JSON.stringify(specPath)} },`),
    'content/docs/intro.md': `---\ntitle: Intro\nslug: /\n---\n\n${docs}`,
  });
}

describe('building an API reference with the CLI', () => {
  let site: FixtureSite;
  let result: ReturnType<FixtureSite['run']>;
  before(() => {
    site = apiSite(absolute(ZOO_SPEC));
    result = site.run('build');
  });
  after(() => site.remove());

  it('builds every page, and links from the docs resolve', () => {
    assert.equal(result.code, 0, result.stderr);
    for (const page of ZOO_PAGES) assert.ok(site.exists(`dist/api/${page}.html`), page);
    assert.ok(site.exists('dist/_mysite/sidebars/api.json'));
  });

  it('publishes the bundled spec as dist/openapi.yaml and dist/openapi.json', () => {
    const json = JSON.parse(site.read('dist/openapi.json'));
    assert.deepEqual(parse(site.read('dist/openapi.yaml')), json);
    assert.equal(json.info.title, 'Zoo Keeper API');
    assert.match(site.read('dist/api/zoo-keeper-api.html'), /<a class="api-download" href="\/openapi\.yaml" download="">YAML<\/a>/);
  });

  it('renders the operation page on the server: method, URL, tabs, code with copy buttons', () => {
    // Without React's text separators and the line-break hints in URLs.
    const html = site.read('dist/api/create-animal.html').replace(/<!-- -->|<wbr\/?>/g, '');
    assert.match(html, /<title>Admit an animal – API reference \| Fixture<\/title>/);
    assert.match(html, /class="method-badge method-post api-endpoint-method">POST</);
    assert.match(html, /https:\/\/zoo\.example\.test\/api\/v1<\/span><span class="api-endpoint-path">\/animals/);
    assert.match(html, /role="tab"[^>]*>curl<\/button>/);
    assert.match(html, /<div class="code-block"[^>]*><div class="code-block-body"><pre class="shiki[\s\S]*?<button type="button" class="copy-button"/);
    assert.match(html, /One of 3 schemas, chosen by <code>kind<\/code>/);
  });

  it('a broken spec fails the build with file:line, pointer and cause, and keeps dist/', () => {
    const good = site.read('dist/api/get-animal.html');
    site.write('site.config.ts', minimalConfig(`api: { specPath: ${JSON.stringify(absolute(BAD('missing-pointer.yaml')))} },`));
    const r = site.run('build');
    site.write('site.config.ts', minimalConfig(`api: { specPath: ${JSON.stringify(absolute(ZOO_SPEC))} },`));
    assert.equal(r.code, 1);
    assert.match(r.stderr, /missing-pointer\.yaml:15:\d+ +\$ref "#\/components\/schemas\/Nope" points to nothing/);
    assert.match(r.stderr, /\[api\/missing-ref-target\]/);
    assert.equal(site.read('dist/api/get-animal.html'), good);
  });
});

describe('API pages in the browser', () => {
  let zoo: FixtureSite;
  let hostile: FixtureSite;
  let servers: Server[] = [];
  let zooUrl: string;
  let hostileUrl: string;
  let browser: Browser;

  before(async () => {
    zoo = apiSite(absolute(ZOO_SPEC));
    hostile = apiSite(absolute(BAD('script-description.yaml')), 'Hello.\n');
    for (const s of [zoo, hostile]) {
      const r = s.run('build');
      assert.equal(r.code, 0, r.stderr);
    }
    const a = await serveFolder(`${zoo.dir}/dist`);
    const b = await serveFolder(`${hostile.dir}/dist`);
    servers = [a.server, b.server];
    [zooUrl, hostileUrl] = [a.url, b.url];
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    for (const s of servers) {
      s.closeAllConnections();
      await new Promise<void>((r) => s.close(() => r()));
    }
    zoo?.remove();
    hostile?.remove();
  });

  async function open(url: string): Promise<{ page: Page; problems: string[]; requests: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(url);
    await waitForHydration(page);
    return { page, problems, requests };
  }

  it('the language tab is remembered across pages (mysite.tabs.api-lang)', async () => {
    const { page, problems } = await open(`${zooUrl}/api/create-animal`);
    await page.click('.api-sample-tabs [role="tab"]:has-text("Python")');
    assert.equal(await page.evaluate(() => localStorage.getItem('mysite.tabs.api-lang')), 'Python');
    assert.match(await page.locator('.api-sample-tabs .api-tab-panel.active').innerText(), /import requests/);
    // Client-side navigation to another operation, then a full load of a third.
    await page.click('.doc-page-sidebar a.sidebar-link:not(.sidebar-category-link)[href="/api/log-feedings"]');
    await page.waitForURL(/log-feedings$/);
    assert.equal(await page.locator('.api-sample-tabs [role="tab"][aria-selected="true"]').innerText(), 'Python');
    await page.goto(`${zooUrl}/api/get-health`);
    await waitForHydration(page);
    assert.equal(await page.locator('.api-sample-tabs [role="tab"][aria-selected="true"]').innerText(), 'Python');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('switches schema alternatives and opens a schema drawn elsewhere on demand', async () => {
    const { page, problems, requests } = await open(`${zooUrl}/api/get-animal`);
    const variants = page.locator('.schema-variants').first();
    await variants.locator('[role="tab"]:has-text("Bird")').click();
    assert.match(await variants.locator('.api-tab-panel.active').innerText(), /wingspanCm/);
    // `offspring` was drawn in full in the Mammal tab: here it is an expander, drawn when opened.
    const offspring = variants.locator('.api-tab-panel.active .schema-property:has(> details > summary code:text-is("offspring")) > details');
    assert.equal(await offspring.locator('.schema-children *').count(), 0, 'not drawn before it is opened');
    await offspring.locator('> summary').click();
    // Its items are Animal again (a cycle): one more expander, opened on demand.
    await offspring.locator('summary:has-text("Show Animal")').click();
    await page.waitForFunction(() => document.querySelectorAll('.schema-variants').length > 1);
    assert.deepEqual(problems, []);
    const foreign = requests.filter((u) => !u.startsWith(zooUrl));
    assert.deepEqual(foreign, [], 'the page never calls the API or any other server');
    await page.context().close();
  });

  it('scripts in descriptions never run', async () => {
    const { page } = await open(`${hostileUrl}/api/hostile-descriptions`);
    await page.goto(`${hostileUrl}/api/list-things`);
    await waitForHydration(page);
    await page.hover('.api-param b');
    assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned), undefined);
    assert.equal(await page.locator('main script').count(), 0);
    await page.context().close();
  });
});
