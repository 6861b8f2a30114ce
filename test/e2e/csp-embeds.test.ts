/**
 * The Content-Security-Policy in the browser: an iframe whose origin
 * `security.csp` allows loads, one it does not allow is blocked (the
 * browser's `securitypolicyviolation` event says so). Both origins are
 * answered locally through Playwright's routing, so no network is needed.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildAndServe, servedSiteWithBrowser } from '../support/served-site.js';
import { createSite, minimalConfig } from '../support/fixture-site.js';

const ALLOWED = 'https://video.allowed.test';
const BLOCKED = 'https://video.blocked.test';

const site = createSite({
  'site.config.ts': minimalConfig(`security: { csp: { 'frame-src': ['${ALLOWED}'] } },`),
  'content/docs/videos.md': [
    '# Videos',
    '',
    `<iframe title="Allowed video" src="${ALLOWED}/embed/1"></iframe>`,
    '',
    `<iframe title="Blocked video" src="${BLOCKED}/embed/2"></iframe>`,
    '',
  ].join('\n'),
});

const fixture = servedSiteWithBrowser(async () => {
  const served = await buildAndServe(site.dir);
  return { ...served, close: async () => (await served.close(), site.remove()) };
});

declare global {
  interface Window {
    violations: { directive: string; blocked: string }[];
  }
}

describe('embeds and the Content-Security-Policy in the browser', () => {
  it('loads the iframe security.csp allows and blocks the other, reporting a violation', async () => {
    const context = await fixture.browser.newContext();
    // Recorded from the start: the violation can happen before any test code runs in the page.
    await context.addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI }));
    });
    const asked: string[] = [];
    await context.route(`${ALLOWED}/**`, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>player</title><p>Allowed player</p>' });
    });
    await context.route(`${BLOCKED}/**`, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>player</title><p>Blocked player</p>' });
    });
    const page = await context.newPage();
    await page.goto(`${fixture.site.url}/docs/videos`);

    await page.frameLocator('iframe[title="Allowed video"]').getByText('Allowed player').waitFor();
    await page.waitForFunction((origin) => window.violations.some((v) => v.blocked.startsWith(origin)), BLOCKED);

    const violations = await page.evaluate(() => window.violations);
    // Chromium reports a cross-origin blocked URL by its origin.
    assert.deepEqual(violations, [{ directive: 'frame-src', blocked: BLOCKED }]);
    assert.deepEqual(asked, [`${ALLOWED}/embed/1`], 'the blocked frame is never requested');
    await context.close();
  });
});
