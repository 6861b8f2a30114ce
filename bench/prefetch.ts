/**
 * What a page view costs in prefetched page data without any interaction:
 * the data chunks and layout scripts fetched after the page has loaded,
 * within 2.5 s, with no pointer or keyboard use (gzip/brotli bytes on the
 * wire, as the server sends them).
 */
import type { Browser } from 'playwright-core';

export interface PrefetchCost {
  page: string;
  files: number;
  /** Bytes on the wire (compressed). */
  wireBytes: number;
  /** Bytes after decompression. */
  rawBytes: number;
}

export async function prefetchCost(browser: Browser, url: string, page: string): Promise<PrefetchCost> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  await tab.goto(url + page, { waitUntil: 'load' });
  await tab.waitForFunction(() => Object.keys(document.getElementById('__mysite')!).some((k) => k.startsWith('__reactContainer')));
  // The measuring window the budget is defined over (not a test: a fixed wait is the definition here).
  await tab.waitForTimeout(2500);
  const entries = await tab.evaluate(() => {
    // What the page's HTML asks for (its data, its scripts) is not prefetching.
    const own = new Set(
      [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="preload"], link[rel="modulepreload"], script[src]')].map((e) =>
        'href' in e ? e.href : e.src,
      ),
    );
    const seen = new Set<string>();
    return performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => !own.has(e.name) && /\/_mysite\/data|\/assets\/js\//.test(e.name) && !seen.has(e.name) && seen.add(e.name))
      .map((e) => ({ name: e.name, wire: e.encodedBodySize, raw: e.decodedBodySize }));
  });
  await context.close();
  return { page, files: entries.length, wireBytes: entries.reduce((s, e) => s + e.wire, 0), rawBytes: entries.reduce((s, e) => s + e.raw, 0) };
}
