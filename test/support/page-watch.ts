/** Collects console errors, page errors and CSP violations of a page. */
import type { Page } from 'playwright-core';

export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /Content Security Policy|hydrat/i.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Resolves once the client has hydrated (the router is listening). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('__mysite');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}
