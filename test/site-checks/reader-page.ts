/** A page of the served site as a reader opens it: a fresh context at a width, in a colour mode, offline. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForHydration } from '../support/page-watch.js';
import { isAxeScript } from '../support/axe.js';

export interface OpenOptions {
  width?: number;
  mode?: 'light' | 'dark';
  javaScript?: boolean;
  bypassCSP?: boolean;
}

export async function openReaderPage(
  served: { browser: Browser; site: { url: string } },
  path: string,
  { width = 1280, mode = 'light', javaScript = true, bypassCSP = false }: OpenOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await served.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: javaScript, bypassCSP });
  // Tests run offline: answer third-party requests (author avatars, sponsor logo) with nothing; axe's script is the test's own.
  await context.route(
    (url) => !url.href.startsWith(served.site.url) && !isAxeScript(url),
    (route) => route.fulfill({ status: 204 }),
  );
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const page = await context.newPage();
  await page.goto(served.site.url + path);
  if (javaScript) await waitForHydration(page);
  return { page, context };
}
