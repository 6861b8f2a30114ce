/**
 * Time from a click on an already prefetched link to the next page being
 * shown (client-side navigation), in Chromium on the built site.
 */
import type { Browser } from 'playwright-core';

export async function prefetchedNavigation(browser: Browser, url: string, from: string, linkSelector: string, times = 10): Promise<number[]> {
  const page = await browser.newPage();
  const results: number[] = [];
  for (let i = 0; i < times; i++) {
    await page.goto(url + from);
    await page.waitForFunction(() => Object.keys(document.getElementById('__mysite')!).some((k) => k.startsWith('__reactContainer')));
    const href = await page.getAttribute(linkSelector, 'href');
    // Hovering prefetches the page's data and layout (a visible link may have been prefetched already); wait until it arrived.
    await page.hover(linkSelector);
    await page.waitForFunction((path) => performance.getEntriesByType('resource').some((e) => e.name.includes('/_mysite/data' + path)), href);
    await page.waitForTimeout(100);
    const ms = await page.evaluate(
      ({ selector, target }) =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          new MutationObserver((_, observer) => {
            if (document.getElementById('__mysite')?.querySelector(`[aria-current="page"][href="${target}"]`)) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            }
          }).observe(document.body, { subtree: true, childList: true, attributes: true });
          (document.querySelector(selector) as HTMLElement).click();
        }),
      { selector: linkSelector, target: href },
    );
    results.push(ms);
  }
  await page.close();
  return results;
}
