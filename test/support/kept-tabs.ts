/**
 * Pages of a served site opened in kept tabs: the opens of a test file share
 * one tab per kind (JavaScript on or off, CSP bypassed or not), and each
 * starts as a fresh context would: storage empty but for the colour mode,
 * screen media (motion as asked), the pointer off the page, no problems recorded. A fresh
 * context per page cost about a second of CPU more than a load in a kept tab
 * (a renderer process started and torn down each time).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { watchProblems } from './page-watch.js';

export interface TabOptions {
  width?: number;
  height?: number;
  /** The stored colour mode; none by default (the site's default mode). */
  mode?: 'light' | 'dark';
  javaScript?: boolean;
  bypassCSP?: boolean;
  /** prefers-reduced-motion; the browser's own (no preference) by default. */
  reducedMotion?: 'reduce' | 'no-preference';
}

export interface OpenedPage {
  page: Page;
  /** Console errors, page errors and CSP violations of this open's documents (watchProblems). */
  problems: string[];
}

export type OpenInTab = (path: string, options?: TabOptions) => Promise<OpenedPage>;

/** Asks the next document of the site to reset its storage (the cookie's value: the mode to store). */
const RESET_COOKIE = 'kept-tab-reset';

/**
 * Runs first in every document: in the one that carries the reset cookie, empties
 * localStorage and sessionStorage, stores the colour mode, and drops the cookie,
 * before the page's own scripts (the head script reads the mode) and requests.
 */
function resetStorage(cookie: string): void {
  const value = document.cookie.split('; ').find((c) => c.startsWith(`${cookie}=`));
  if (value === undefined) return;
  document.cookie = `${cookie}=; max-age=0; path=/`;
  localStorage.clear();
  sessionStorage.clear();
  const mode = value.slice(cookie.length + 1);
  if (mode) localStorage.setItem('theme', mode);
}

interface Tab {
  context: BrowserContext;
  page: Page;
  /** The problems of the current open; recorded once its document has replaced the last test's (whose late messages stay out). */
  problems: string[];
  recording: boolean;
}

async function newTab(browser: Browser, javaScript: boolean, bypassCSP: boolean): Promise<Tab> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, bypassCSP });
  await context.addInitScript(resetStorage, RESET_COOKIE);
  const page = await context.newPage();
  const tab: Tab = { context, page, problems: [], recording: false };
  watchProblems(page, (problem) => {
    if (tab.recording) tab.problems.push(problem);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) tab.recording = true;
  });
  return tab;
}

/** The `open` of a test file; `served` is filled in by the time its tests run (its browser closes the tabs). */
export function keptTabs(served: { browser: Browser; site: { url: string } }): OpenInTab {
  const tabs = new Map<string, Promise<Tab>>();
  return async (path, { width = 1280, height = 800, mode, javaScript = true, bypassCSP = false, reducedMotion } = {}) => {
    const kind = `${javaScript} ${bypassCSP}`;
    let opening = tabs.get(kind);
    if (!opening) tabs.set(kind, (opening = newTab(served.browser, javaScript, bypassCSP)));
    const tab = await opening;
    const { page, context } = tab;
    await page.mouse.move(-1, -1);
    await page.emulateMedia({ media: null, reducedMotion: reducedMotion ?? null });
    await page.setViewportSize({ width, height });
    await context.addCookies([{ name: RESET_COOKIE, value: mode ?? '', url: served.site.url }]);
    tab.problems = [];
    tab.recording = false;
    // A load, not a jump within the last test's document: a path with a #fragment goes by a blank page.
    if (path.includes('#')) await page.goto('about:blank');
    await page.goto(served.site.url + path);
    return { page, problems: tab.problems };
  };
}

/** Options of `openPage` (served-site.ts) that a kept tab can take. */
export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  dark?: boolean;
  javaScriptEnabled?: boolean;
}

/** `openPage` (served-site.ts) in kept tabs: its defaults (Playwright's 1280 x 720, CSP bypassed for axe, no stored mode unless dark). */
export function openPageInTabs(served: { browser: Browser; site: { url: string } }): (path: string, options?: OpenPageOptions) => Promise<OpenedPage> {
  const tabs = keptTabs(served);
  return (path, { viewport = { width: 1280, height: 720 }, dark, javaScriptEnabled } = {}) =>
    tabs(path, { ...viewport, mode: dark ? 'dark' : undefined, javaScript: javaScriptEnabled, bypassCSP: true });
}
