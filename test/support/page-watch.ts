/** Collects console errors, page errors and CSP violations of a page. */
import type { Page } from 'playwright-core';
import { HYDRATED_ATTRIBUTE } from '../../src/core/client-contract.js';

export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /Content Security Policy|hydrat/i.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Resolves once the client has hydrated (the runtime marks <html> when the router is listening). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`, { state: 'attached' });
}

/** The requests of a page under way; `quiet()` resolves when the page is quiet (see below). */
export interface RequestTracker {
  quiet(): Promise<void>;
}

/**
 * Follows a page's requests. `quiet()` waits for an idle moment of the
 * browser (when the runtime starts its prefetches), then until every request
 * the page made has ended: an event, where `networkidle` waits a fixed 500 ms
 * after the last one.
 */
export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<unknown>();
  let settle: (() => void) | undefined;
  const done = (r: unknown) => {
    inFlight.delete(r);
    if (inFlight.size === 0) settle?.();
  };
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet() {
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      if (inFlight.size > 0) await new Promise<void>((resolve) => (settle = resolve));
      settle = undefined;
    },
  };
}
