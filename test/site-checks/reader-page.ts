/**
 * Pages of the served site as a reader opens them: at a width, in a colour
 * mode, with or without JavaScript.
 *
 * The opens of a test file share one tab per kind (JavaScript on or off, CSP
 * bypassed or not), and each starts as a fresh context would: storage empty
 * but for the colour mode, screen media, the pointer off the page. A fresh
 * context per open cost about a second of CPU more than a load in a kept tab
 * (a renderer process started and ended each time).
 */
import type { Browser, Page } from 'playwright-core';
import { waitForHydration } from '../support/page-watch.js';

export interface OpenOptions {
  width?: number;
  mode?: 'light' | 'dark';
  javaScript?: boolean;
  bypassCSP?: boolean;
}

export type OpenReaderPage = (path: string, options?: OpenOptions) => Promise<Page>;

/** The `open` of a test file; `served` is filled in by the time its tests run. */
export function readerPages(served: { browser: Browser; site: { url: string } }): OpenReaderPage {
  const tabs = new Map<string, Promise<Page>>();
  return async (path, { width = 1280, mode = 'light', javaScript = true, bypassCSP = false } = {}) => {
    const kind = `${javaScript} ${bypassCSP}`;
    let tab = tabs.get(kind);
    if (!tab) {
      tab = served.browser.newContext({ javaScriptEnabled: javaScript, bypassCSP }).then((context) => context.newPage());
      tabs.set(kind, tab);
    }
    const page = await tab;
    await page.mouse.move(-1, -1);
    await page.emulateMedia({ media: null });
    await page.setViewportSize({ width, height: 800 });
    // Storage is the origin's: reset it from a page of the site (a small one the first time), before the page loads.
    if (!page.url().startsWith(served.site.url)) await page.goto(`${served.site.url}/robots.txt`);
    await page.evaluate((m) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('theme', m);
    }, mode);
    await page.goto(served.site.url + path);
    if (javaScript) await waitForHydration(page);
    return page;
  };
}
