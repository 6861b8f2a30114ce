/** Collects console errors, page errors and CSP violations of a page (in the list it returns, or through `report`). */
import type { Page } from 'playwright-core';
import { HYDRATED_ATTRIBUTE } from '../../src/core/client-contract.js';

export function watchProblems(page: Page, report?: (problem: string) => void): string[] {
  const problems: string[] = [];
  const add = report ?? ((problem: string) => void problems.push(problem));
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /Content Security Policy|hydrat/i.test(m.text()))) add(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => add(`pageerror: ${e.message}`));
  return problems;
}

/** Resolves once the client has hydrated (the runtime marks <html> when the router is listening). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`, { state: 'attached' });
}

/**
 * Resolves when the page's entry script gives up on its code and leaves the
 * server's HTML as it is (it says so on the console, client/entry.tsx): the
 * event a first-load failure test waits for. Listen before the page loads.
 */
export function codeGivenUp(page: Page): Promise<unknown> {
  const said = page.waitForEvent('console', { predicate: (message) => message.text().includes('could not load its code'), timeout: 30_000 });
  // A test that does not wait for it lets it fail when its context closes.
  said.catch(() => {});
  return said;
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
