/** A page of the served site as a reader opens it (in a kept tab): at a width, in a colour mode, hydrated when JavaScript is on. */
import type { Browser, Page } from 'playwright-core';
import { keptTabs, type TabOptions } from '../support/kept-tabs.js';
import { waitForHydration } from '../support/page-watch.js';

export type OpenReaderPage = (path: string, options?: Omit<TabOptions, 'height'>) => Promise<Page>;

/** The `open` of a test file; `served` is filled in by the time its tests run. Light mode unless told. */
export function readerPages(served: { browser: Browser; site: { url: string } }): OpenReaderPage {
  const open = keptTabs(served);
  return async (path, options = {}) => {
    const { page } = await open(path, { mode: 'light', ...options });
    if (options.javaScript !== false) await waitForHydration(page);
    return page;
  };
}
