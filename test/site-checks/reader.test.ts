/**
 * The real site as readers use it, in Chromium: the navbar's items, the
 * side menu as a modal dialog, sidebar categories by keyboard, pages
 * without JavaScript, printing, the prefetch budget, layout details.
 * (axe-core on phones and desktops is reader-axe.test.ts.)
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';
import { readerPages } from './reader-page.js';

const served = servedSiteWithBrowser(() => serveSharedBuild());

const open = readerPages(served);

const activeInMenu = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('#navbar-side-menu'));

describe('navbar', () => {
  it('has Donate and Contact Us on the right, before the GitHub, Discord and X icons', async () => {
    const page = await open('/docs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.getByRole('link', { name: 'Donate', exact: true }).getAttribute('href'), '/donate');
    assert.equal(await nav.getByRole('link', { name: 'Contact Us', exact: true }).getAttribute('href'), '/contact');
    const right = await page.locator('.navbar-items-right a').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? a.textContent));
    assert.deepEqual(right, ['Donate', 'Contact Us', 'GitHub repository', 'Discord community', 'Follow us on X (Twitter)']);
    assert.ok(await nav.getByRole('link', { name: 'Donate', exact: true }).isVisible());
  });

  it('offers them in the side menu below 996 px', async () => {
    const page = await open('/docs', { width: 800 });
    assert.equal(await page.getByRole('link', { name: 'Donate', exact: true }).isVisible(), false);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    assert.ok(await menu.getByRole('link', { name: 'Donate', exact: true }).isVisible());
    assert.ok(await menu.getByRole('link', { name: 'Contact Us', exact: true }).isVisible());
  });
});

describe('side menu (modal dialog)', () => {
  it('takes focus when opened, keeps Tab inside, makes the page inert, and gives focus back on Escape', async () => {
    const page = await open('/docs/authentication', { width: 390 });
    await page.focus('.navbar-menu-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#navbar-side-menu:not([hidden])');
    assert.ok(await activeInMenu(page), 'focus moved into the menu');
    const inert = await page.evaluate(() =>
      ['.skip-link', '.navbar-brand', '.color-mode-toggle', '#main', '.footer'].map((s) => !!document.querySelector(s)?.closest('[inert]')),
    );
    assert.deepEqual(inert, [true, true, true, true, true], 'the page behind is inert');
    // The menu's sidebar loads after the menu opens: count its links too.
    await page.locator('#navbar-side-menu .side-menu-sidebar nav a[aria-current="page"]').waitFor();

    const count = await page.evaluate(
      () => [...document.querySelectorAll('#navbar-side-menu a[href], #navbar-side-menu button')].filter((el) => el.getClientRects().length > 0).length,
    );
    const first = await page.evaluate(() => document.activeElement?.outerHTML);
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await activeInMenu(page), `Tab ${i + 1} stays in the menu`);
    }
    assert.equal(await page.evaluate(() => document.activeElement?.outerHTML), first, 'Tab wraps from the last control to the first');
    await page.keyboard.press('Shift+Tab');
    assert.ok(await activeInMenu(page), 'Shift+Tab from the first control goes to the last');

    await page.keyboard.press('Escape');
    await page.waitForSelector('#navbar-side-menu[hidden]', { state: 'attached' });
    assert.ok(await page.evaluate(() => document.activeElement?.matches('.navbar-menu-button')), 'focus is back on the menu button');
    assert.equal(await page.locator('[inert]').count(), 0, 'nothing stays inert');
  });

  it('gives focus back to the menu button when closed with its close button', async () => {
    const page = await open('/docs', { width: 390 });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('button', { name: 'Close navigation menu' }).click();
    assert.ok(await page.evaluate(() => document.activeElement?.matches('.navbar-menu-button')));
  });

  it('frees the page when the visitor follows a link, and the new page gets focus', async () => {
    const page = await open('/docs', { width: 390 });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(served.site.url + '/blog');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    assert.equal(await page.locator('[inert]').count(), 0);
  });
});

describe('sidebar categories', () => {
  it('a category without a page is a button: Space and Enter toggle it, without scrolling', async () => {
    const page = await open('/docs/cors');
    const sidebar = page.locator('.doc-page-sidebar');
    const category = sidebar.getByRole('button', { name: 'Integrations', exact: true });
    assert.equal(await category.evaluate((el) => el.tagName), 'BUTTON');
    assert.equal(await category.getAttribute('aria-expanded'), 'false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await category.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('.doc-page-sidebar button[aria-expanded="true"]'));
    assert.ok(await sidebar.getByRole('link', { name: 'MailPoet' }).isVisible());
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'Space did not scroll the page');
    await page.keyboard.press('Enter');
    assert.equal(await category.getAttribute('aria-expanded'), 'false');
  });

  it('a category with a page is a link to it plus a caret button', async () => {
    const page = await open('/docs/cors');
    const sidebar = page.locator('.doc-page-sidebar');
    assert.equal(await sidebar.getByRole('link', { name: 'Code Examples', exact: true }).getAttribute('href'), '/docs/code-examples');
    const caret = sidebar.getByRole('button', { name: "Expand sidebar category 'Code Examples'" });
    await caret.focus();
    await page.keyboard.press('Space');
    assert.equal(await sidebar.getByRole('button', { name: "Collapse sidebar category 'Code Examples'" }).getAttribute('aria-expanded'), 'true');
    await sidebar.getByRole('link', { name: 'Code Examples', exact: true }).click();
    await page.waitForURL(served.site.url + '/docs/code-examples');
  });

  for (const javaScript of [true, false]) {
    it(`says expanded only where the items show, ${javaScript ? 'with' : 'without'} JavaScript`, async () => {
      const page = await open('/docs/change-password', { javaScript });
      const wrong = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.doc-page-sidebar [aria-expanded]')]
          .filter((el) => el.offsetParent !== null)
          .filter((el) => {
            const list = document.getElementById(el.getAttribute('aria-controls')!);
            const shown = !!list && list.offsetParent !== null && !list.hidden;
            return (el.getAttribute('aria-expanded') === 'true') !== shown;
          })
          .map((el) => el.textContent || el.getAttribute('aria-label')),
      );
      assert.deepEqual(wrong, []);
      if (!javaScript) {
        // Closed categories are links to their first page.
        assert.match(
          (await page.locator('.doc-page-sidebar').getByRole('link', { name: 'Integrations', exact: true }).getAttribute('href'))!,
          /^\/docs\/[a-z-]+$/,
        );
      }
    });
  }
});

describe('without JavaScript', () => {
  it('offers no colour switch and no announcement close button, which could not work', async () => {
    const page = await open('/docs', { javaScript: false });
    assert.ok(await page.isVisible('.announcement-bar'));
    assert.equal(await page.isVisible('.announcement-bar-close'), false);
    assert.equal(await page.isVisible('.color-mode-toggle'), false);
  });

  it('with JavaScript, closing the announcement moves focus on to the navbar', async () => {
    const page = await open('/docs');
    await page.focus('.announcement-bar-close');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.announcement-bar', { state: 'detached' });
    assert.ok(await page.evaluate(() => document.activeElement?.matches('.navbar-brand')), 'focus is on the first control after the bar');
  });
});

describe('print', () => {
  it('prints the content only, every tab panel under its label, in light colours, with wrapped code and link targets', async () => {
    const page = await open('/docs/authentication', { mode: 'dark' });
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.navbar', '.doc-page-sidebar', '.footer', '.announcement-bar', '.copy-button', '.doc-toc']) {
      assert.equal(await page.locator(hidden).first().isVisible(), false, `${hidden} is not printed`);
    }
    const panels = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.markdown [role="tabpanel"]')].map((p) => [
        p.offsetParent !== null,
        (p.querySelector('.tab-panel-label') as HTMLElement | null)?.offsetParent !== null,
      ]),
    );
    assert.ok(panels.length >= 3);
    assert.deepEqual(
      panels,
      panels.map(() => [true, true]),
      'every panel and its label',
    );
    const look = await page.evaluate(() => {
      const external = document.querySelector<HTMLAnchorElement>('main a[href^="http"]')!;
      return {
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
        pre: getComputedStyle(document.querySelector('main pre')!).whiteSpace,
        link: getComputedStyle(document.querySelector('.markdown a[href^="/"]')!).color,
        after: getComputedStyle(external, '::after').content,
        href: external.getAttribute('href'),
      };
    });
    assert.equal(look.background, 'rgb(255, 255, 255)');
    assert.equal(look.text, 'rgb(28, 30, 33)');
    assert.equal(look.pre, 'pre-wrap');
    assert.equal(look.link, 'rgb(31, 110, 69)', 'links in the light theme colour');
    assert.ok(look.after.includes(look.href!), `the link target follows the link: ${look.after}`);
  });

  it('prints every panel of the API code samples', async () => {
    const page = await open('/api/get-jwt');
    await page.emulateMedia({ media: 'print' });
    const hiddenPanels = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.api-tab-panel')].filter((p) => p.offsetParent === null).length);
    assert.equal(hiddenPanels, 0);
  });
});

describe('prefetching without interaction', () => {
  it('fetches at most 5 pages, all linked from the main content, their data files but not their HTML documents', async () => {
    const page = await open('/docs');
    await page.waitForLoadState('networkidle');
    const result = await page.evaluate(() => {
      const documents = performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'fetch' && !new URL(e.name).pathname.startsWith('/_mysite/'))
        .map((e) => new URL(e.name).pathname);
      const fetched = performance
        .getEntriesByType('resource')
        .map((e) => /\/_mysite\/data(\/.*)?\.json$/.exec(new URL(e.name).pathname))
        .filter((m): m is RegExpExecArray => !!m)
        .map((m) => m[1] ?? '/')
        .filter((route) => route !== location.pathname);
      const inMain = new Set([...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].map((a) => new URL(a.href).pathname));
      return { fetched: [...new Set(fetched)], outsideMain: fetched.filter((p) => !inMain.has(p)), documents };
    });
    assert.ok(result.fetched.length > 0 && result.fetched.length <= 5, `prefetched: ${result.fetched.join(', ')}`);
    assert.deepEqual(result.outsideMain, []);
    assert.deepEqual(result.documents, [], 'HTML documents wait until a link is reached for');
    // Hovering a sidebar link still prefetches its page.
    const waiting = page.waitForRequest((r) => r.url().endsWith('/_mysite/data/docs/hooks.json'));
    await page.hover('.doc-page-sidebar a[href="/docs/hooks"]');
    await waiting;
  });
});

describe('tab strips', () => {
  /** Every visible tab list of the page: whether its tabs share one row, each on one line, and whether it scrolls sideways. */
  const strips = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[role="tablist"]')]
        .filter((list) => list.getClientRects().length > 0)
        .map((list) => {
          const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((t) => t.getBoundingClientRect());
          const style = getComputedStyle(list);
          return {
            label: list.getAttribute('aria-label') ?? '',
            oneRow: new Set(tabs.map((t) => Math.round(t.top))).size === 1,
            oneLine: new Set(tabs.map((t) => Math.round(t.height))).size === 1,
            overflows: list.scrollWidth > list.clientWidth + 1,
            scrolls: style.overflowX === 'auto',
            cue: style.backgroundImage.includes('radial-gradient'),
          };
        }),
    );

  for (const width of [375, 1280]) {
    it(`keeps every tab list on one row that scrolls sideways, with a cue at the edge (${width} px)`, async () => {
      const problems: string[] = [];
      let overflowing = 0;
      for (const path of ['/api/register-user', '/api/change-user-password', '/api/autologin', '/docs/authentication']) {
        const page = await open(path, { width });
        for (const s of await strips(page)) {
          if (!s.oneRow || !s.oneLine) problems.push(`${path} "${s.label}": ${s.oneRow ? '' : 'several rows '}${s.oneLine ? '' : 'a label on two lines'}`);
          if (!s.scrolls || !s.cue) problems.push(`${path} "${s.label}": does not scroll with a cue`);
          if (s.overflows) overflowing++;
        }
      }
      assert.deepEqual(problems, []);
      if (width === 375) assert.ok(overflowing > 0, 'some strips are wider than a phone');
    });
  }

  it('brings the tab chosen by keyboard into view in a strip wider than a phone', async () => {
    const page = await open('/api/register-user', { width: 375 });
    const list = page.locator('[role="tablist"]').filter({ has: page.getByRole('tab', { name: 'E-mail and password only' }) });
    await list.getByRole('tab').first().focus();
    await page.keyboard.press('End');
    const last = list.getByRole('tab').last();
    assert.equal(await last.getAttribute('aria-selected'), 'true');
    await page.waitForFunction(
      (el) => {
        const box = el!.getBoundingClientRect();
        const tab = el!.querySelector('[role="tab"]:last-child')!.getBoundingClientRect();
        // The strip has scrolled to the tab's start (this tab is wider than a phone: the rest scrolls on).
        return el!.scrollLeft > 0 && tab.left >= box.left - 1 && tab.left < box.left + 8;
      },
      await list.elementHandle(),
    );
  });
});

describe('tables on a phone', () => {
  it('keep columns a few words wide and scroll rather than squeeze their rows', async () => {
    const page = await open('/docs/authentication', { width: 375 });
    const tables = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLTableElement>('.markdown table')].map((table) => {
        const cells = [...table.rows].flatMap((row) => [...row.cells]);
        const columns = table.rows[0]!.cells.length;
        return {
          columns,
          narrowest: Math.min(...cells.map((c) => c.getBoundingClientRect().width)),
          last: Math.min(...[...table.rows].map((row) => row.cells[row.cells.length - 1]!.getBoundingClientRect().width)),
          tallestRow: Math.max(...[...table.rows].map((row) => row.getBoundingClientRect().height)),
          scrolls: table.parentElement!.scrollWidth > table.parentElement!.clientWidth,
        };
      }),
    );
    assert.ok(tables.length >= 3);
    for (const [i, t] of tables.entries()) {
      assert.ok(t.narrowest >= 95, `table ${i + 1}: a column ${t.narrowest} px wide`);
      if (t.columns >= 3) assert.ok(t.last >= 239, `table ${i + 1}: last column ${t.last} px wide`);
      assert.ok(t.tallestRow < 200, `table ${i + 1}: a row ${t.tallestRow} px tall`);
    }
    assert.ok(
      tables.some((t) => t.scrolls),
      'the request table is wider than the phone, and scrolls',
    );
  });
});

describe('reader details', () => {
  it('names a category once in the breadcrumbs when its first page shares its name', async () => {
    const crumbs = async (path: string) => {
      const page = await open(path, { width: 375 });
      const items = await page
        .locator('.breadcrumbs li')
        .evaluateAll((lis) => lis.map((li) => li.textContent || li.querySelector('a')?.getAttribute('aria-label')));
      return items;
    };
    assert.deepEqual(await crumbs('/docs/authentication'), ['Home page', 'Authentication']);
    assert.deepEqual(await crumbs('/docs/applications/google/setup'), ['Home page', 'Integrations', 'Google', 'Setup']);
  });

  it('sets headings tighter than text (the 404 title), and the donate blocks a step below their section titles', async () => {
    const page = await open('/404');
    const title = await page.evaluate(() => {
      const h1 = getComputedStyle(document.querySelector('h1')!);
      return parseFloat(h1.lineHeight) / parseFloat(h1.fontSize);
    });
    assert.ok(title <= 1.3, `404 title line height ${title.toFixed(2)}`);
    await page.goto(`${served.site.url}/donate`);
    const sizes = await page.evaluate(() =>
      ['#vision', '#impact', '#why-donate'].map((id) => parseFloat(getComputedStyle(document.querySelector(id)!).fontSize)),
    );
    assert.ok(sizes[0]! < sizes[2]! && sizes[1]! < sizes[2]!, `Our vision / Your impact / Why donate?: ${sizes.join(', ')} px`);
  });

  it('keeps a blog’s text in one column: the list, a post with contents and one without', async () => {
    // Each page loaded once and measured at each width (the column is CSS's, which a resize lays out again).
    const widths = [1000, 1280, 1600];
    const columns = async (path: string, selector: string) => {
      const page = await open(path, { width: widths[0] });
      const found: number[][] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const box = await page.locator(selector).first().boundingBox();
        found.push([Math.round(box!.x), Math.round(box!.width)]);
      }
      return found;
    };
    const list = await columns('/blog', '.blog-post-item');
    assert.deepEqual(await columns('/blog/cors-setup-apache', '.blog-post'), list, `a post with contents at ${widths.join(', ')} px`);
    assert.deepEqual(await columns('/blog/simple-jwt-login-wp-glob', '.blog-post'), list, `a post without at ${widths.join(', ')} px`);
    const releases = await columns('/releases', '.blog-post-item');
    assert.deepEqual(await columns('/releases/simple-jwt-login-release-3.6.1', '.blog-post'), releases, `a release at ${widths.join(', ')} px`);
  });

  it('keeps the home page’s command lines whole on a phone: the example scrolls sideways', async () => {
    const page = await open('/', { width: 375 });
    const code = await page.evaluate(() => {
      const pre = document.querySelector<HTMLElement>('.home-code-figure pre')!;
      return { whiteSpace: getComputedStyle(pre).whiteSpace, scrolls: pre.scrollWidth > pre.clientWidth, focusable: pre.tabIndex === 0 };
    });
    assert.deepEqual(code, { whiteSpace: 'pre', scrolls: true, focusable: true });
  });

  it('lays the navbar out in rows that start with the brand on a phone without JavaScript', async () => {
    const page = await open('/docs', { width: 375, javaScript: false });
    const rows = await page.evaluate(() => {
      const left = (el: Element) => Math.round(el.getBoundingClientRect().left);
      const brand = document.querySelector('.navbar-brand')!;
      const links = [...document.querySelectorAll('.navbar-items .navbar-link')];
      // The first link of each row, and where its text starts.
      const firsts = links.filter((a, i) => i === 0 || a.getBoundingClientRect().top > links[i - 1]!.getBoundingClientRect().top + 5);
      const textStart = (a: Element) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        return Math.round(range.getBoundingClientRect().left);
      };
      return { brand: left(brand), starts: firsts.map(textStart), count: firsts.length + 1 };
    });
    assert.ok(rows.count <= 3, `${rows.count} rows`);
    for (const start of rows.starts) assert.ok(Math.abs(start - rows.brand) <= 2, `a row starts at ${start} px, the brand at ${rows.brand} px`);
  });
});
