/**
 * The theme's reader-facing states in a real browser: colour mode,
 * announcement bar, docs version, the 996 px side menu, sidebar animation
 * (and reduced motion), remembered tabs and tabs in the address, and the
 * base URL warning.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { FIXTURES } from '../support/paths.js';
import { buildInto, serveFolder, serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';
import { waitForHydration } from '../support/page-watch.js';
import { keptTabs } from '../support/kept-tabs.js';
import { createSite, minimalConfig } from '../support/fixture-site.js';

const fixture = servedSiteWithBrowser(() => serveSharedBuild(join(FIXTURES, 'e2e-site')));
// Most tests share one tab per kind (kept-tabs.ts), each open reset as a fresh context would be; those that
// route requests, grant permissions, store more than the colour mode first or count history entries get a context of their own.
const tabs = keptTabs(fixture);

async function open(path: string, options: { width?: number; reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<Page> {
  const { page } = await tabs(path, options);
  await waitForHydration(page);
  return page;
}

async function newPage(
  options: { width?: number; reducedMotion?: 'reduce' | 'no-preference'; noScripts?: boolean } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await fixture.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  // Blocking the bundle leaves only the inline head script: what a reader sees before any JS loads.
  if (options.noScripts) await context.route('**/assets/js/**', (route) => route.abort());
  return { page: await context.newPage(), context };
}

describe('colour mode', () => {
  it('is light by default, and the switch stores the choice for the next visit', async () => {
    const page = await open('/docs');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.click('.color-mode-toggle');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  });

  it('applies the stored mode before first paint (no flash), even before the bundle runs', async () => {
    const { page, context } = await newPage({ noScripts: true });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(fixture.site.url + '/docs');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(background, 'rgb(27, 27, 29)');
    await context.close();
  });
});

describe('announcement bar', () => {
  it('stays dismissed across reloads, without flashing back', async () => {
    const { page, context } = await newPage();
    await page.goto(fixture.site.url + '/docs');
    await waitForHydration(page);
    assert.ok(await page.isVisible('.announcement-bar'));
    await page.click('.announcement-bar-close');
    assert.equal(await page.isVisible('.announcement-bar'), false);
    assert.equal(await page.evaluate(() => localStorage.getItem('mysite.announcement.dismissed')), 'bar-1');
    await context.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    assert.equal(await page.isVisible('.announcement-bar'), false, 'hidden by the head script alone');
    await context.close();
  });

  it('shows a bar with a new id even after an older one was dismissed', async () => {
    const { page, context } = await newPage();
    await context.addInitScript(() => localStorage.setItem('mysite.announcement.dismissed', 'bar-0'));
    await page.goto(fixture.site.url + '/docs');
    assert.ok(await page.isVisible('.announcement-bar'));
    await context.close();
  });
});

describe('docs version', () => {
  for (const width of [375, 1280]) {
    it(`shows the one version, "Next", as a label (no menu with nothing to choose), and remembers it (${width} px)`, async () => {
      const page = await open('/docs/guides/setup', { width });
      const meta = page.locator('.doc-meta-row');
      assert.match((await meta.locator('.version-label').textContent())!, /^Version: Next$/);
      assert.ok(await meta.locator('.version-label').isVisible());
      assert.equal(await meta.getByRole('button').count(), 0);
      assert.equal(await meta.locator('summary, .version-menu').count(), 0);
      await page.waitForFunction(() => localStorage.getItem('mysite.docs.version') === 'current');
    });
  }

  it('shows the label without JavaScript too', async () => {
    const { page } = await tabs('/docs/guides/setup', { height: 720, javaScript: false });
    assert.match((await page.locator('.doc-meta-row .version-label').textContent())!, /^Version: Next$/);
  });
});

describe('side menu below 996 px', () => {
  it('opens from the button and closes when the window reaches 996 px', async () => {
    const page = await open('/docs', { width: 800 });
    assert.equal(await page.isVisible('.navbar-items-left'), false);
    await page.click('.navbar-menu-button');
    assert.ok(await page.isVisible('#navbar-side-menu'));
    await page.setViewportSize({ width: 996, height: 800 });
    await page.waitForFunction(() => (document.getElementById('navbar-side-menu') as HTMLElement).hidden);
    assert.ok(await page.isVisible('.navbar-items-left'));
    await page.setViewportSize({ width: 995, height: 800 });
    assert.equal(await page.isVisible('.navbar-items-left'), false);
  });

  it('closes when the visitor navigates', async () => {
    const page = await open('/docs', { width: 390 });
    await page.click('.navbar-menu-button');
    await page.locator('#navbar-side-menu').getByRole('button', { name: 'Guides' }).click();
    await page.locator('#navbar-side-menu').getByRole('link', { name: 'Setup' }).click();
    await page.waitForURL(fixture.site.url + '/docs/guides/setup');
    await page.waitForFunction(() => (document.getElementById('navbar-side-menu') as HTMLElement).hidden);
  });

  it('can be opened and closed with the keyboard', async () => {
    const page = await open('/docs', { width: 390 });
    await page.focus('.navbar-menu-button');
    await page.keyboard.press('Enter');
    assert.ok(await page.isVisible('#navbar-side-menu'));
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => (document.getElementById('navbar-side-menu') as HTMLElement).hidden);
  });
});

describe('sidebar categories', () => {
  async function transitionOnExpand(reducedMotion: 'reduce' | 'no-preference', category: string): Promise<string> {
    const page = await open('/docs', { reducedMotion });
    const sidebar = page.locator('.doc-page-sidebar');
    // Record the transition when the animation starts (a 1 ms one is over before we could look).
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { __transitions: string[] }).__transitions = []);
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as HTMLElement;
          if (el.dataset.animating) seen.push(el.style.transition);
        }
      }).observe(document.querySelector('.doc-page-sidebar')!, { subtree: true, attributes: true, attributeFilter: ['data-animating'] });
    });
    await sidebar.getByRole('button', { name: category }).click();
    await page.waitForFunction(() => (window as unknown as { __transitions: string[] }).__transitions.length > 0);
    const transition = await page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions[0]!);
    await page.waitForFunction(() => !document.querySelector('.doc-page-sidebar [data-animating]'));
    assert.ok(await sidebar.getByRole('link', { name: category === 'Guides' ? 'Usage' : 'Item 30' }).isVisible());
    return transition;
  }

  it('animates expanding for a time that grows with the content height', async () => {
    const short = Number(/height (\d+)ms/.exec(await transitionOnExpand('no-preference', 'Guides'))?.[1]);
    const tall = Number(/height (\d+)ms/.exec(await transitionOnExpand('no-preference', 'Reference'))?.[1]);
    assert.ok(short >= 150, `short ${short}`);
    assert.ok(tall > short, `tall ${tall} > short ${short}`);
  });

  it('takes 1 ms when reduced motion is preferred', async () => {
    assert.match(await transitionOnExpand('reduce', 'Reference'), /height 1ms/);
  });

  it("opens the current page's category and keeps its state across navigation", async () => {
    const page = await open('/docs/guides/setup');
    const sidebar = page.locator('.doc-page-sidebar');
    assert.equal(await sidebar.getByRole('button', { name: 'Guides' }).getAttribute('aria-expanded'), 'true');
    await sidebar.getByRole('button', { name: 'Reference' }).click();
    await sidebar.getByRole('link', { name: 'Usage' }).click();
    await page.waitForURL(fixture.site.url + '/docs/guides/usage');
    assert.equal(await sidebar.getByRole('button', { name: 'Reference' }).getAttribute('aria-expanded'), 'true');
  });
});

describe('tabs', () => {
  it('switches every tab group with the same id and remembers the choice across pages', async () => {
    const page = await open('/docs');
    await page.getByRole('tab', { name: 'PHP' }).click();
    assert.equal(await page.getByRole('tab', { name: 'PHP' }).getAttribute('aria-selected'), 'true');
    await page.click('.markdown a[href="/docs/guides/setup"]');
    await page.waitForSelector('h1:text("Setup")');
    assert.ok(await page.isVisible('text=PHP way'));
    assert.equal(await page.isVisible('text=curl way'), false);
  });

  it('shows the remembered tab before the bundle runs', async () => {
    const { page, context } = await newPage({ noScripts: true });
    await context.addInitScript(() => localStorage.setItem('mysite.tabs.lang', 'PHP'));
    await page.goto(fixture.site.url + '/docs/guides/setup');
    assert.ok(await page.isVisible('text=PHP way'));
    assert.equal(await page.isVisible('text=curl way'), false);
    await context.close();
  });

  it('with queryString, opens the tab named in the address and writes the one chosen there', async () => {
    const { page, context } = await newPage();
    await page.goto(fixture.site.url + '/docs/guides/setup?os=mac');
    await waitForHydration(page);
    assert.equal(await page.getByRole('tab', { name: 'macOS' }).getAttribute('aria-selected'), 'true');
    assert.ok(await page.isVisible('text=macOS steps'));
    assert.equal(await page.isVisible('text=Windows steps'), false);
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('tab', { name: 'Windows' }).click();
    assert.ok(await page.isVisible('text=Windows steps'));
    assert.equal(await page.evaluate(() => location.search), '?os=win');
    assert.equal(await page.evaluate(() => history.length), entries, 'the address is replaced, not pushed');
    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.getByRole('tab', { name: 'Windows' }).getAttribute('aria-selected'), 'true');
    await context.close();
  });

  it('can be used with the arrow keys', async () => {
    const page = await open('/docs');
    await page.getByRole('tab', { name: 'curl' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'PHP');
    assert.equal(await page.getByRole('tab', { name: 'PHP' }).getAttribute('aria-selected'), 'true');
  });
});

describe('copy buttons', () => {
  it('copy the code and say so in a live region, the button keeping its name', async () => {
    const { page, context } = await newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.site.url });
    await page.goto(fixture.site.url + '/docs');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
    await button.click();
    await page.waitForFunction(() => {
      const region = document.querySelector('[aria-live]');
      return region?.textContent === 'Copied to clipboard' && region.getAttribute('role') === 'status';
    });
    assert.equal(await button.textContent(), 'Copied');
    assert.equal(await button.getAttribute('aria-label'), 'Copy code to clipboard');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'curl https://example.com');
    await context.close();
  });
});

describe('keyboard', () => {
  it('offers a skip link first, which moves focus to the main content', async () => {
    const page = await open('/docs');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => location.hash), '#main');
  });

  it('shows a visible focus ring', async () => {
    const page = await open('/docs');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    assert.equal(outline, 'solid');
  });
});

describe('base URL', () => {
  it('warns the owner when the site is served under a path that does not match baseUrl', async () => {
    const fixture = createSite({ 'site.config.ts': minimalConfig(`baseUrl: '/sub/',`), 'content/docs/a.md': '---\nslug: /\n---\n# A\n' });
    const out = buildInto(fixture.dir);
    const { url, server } = await serveFolder(out, '/');
    try {
      const { page, context } = await newPage();
      await page.goto(url + '/docs');
      assert.match((await page.textContent('.base-url-issue'))!, /configured for the base URL \/sub\/ but is served from \/docs/);
      await context.close();
    } finally {
      server.closeAllConnections();
      server.close();
      fixture.remove();
    }
  });

  it('shows no warning when the base URL matches', async () => {
    const page = await open('/docs');
    assert.equal(await page.$('.base-url-issue'), null);
  });
});
