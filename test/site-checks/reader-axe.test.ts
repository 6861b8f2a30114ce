/**
 * axe-core on the real site's page types, on a phone and a desktop, in both
 * colour modes, and with the side menu open on a phone.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';
import { waitForHydration } from '../support/page-watch.js';
import { axeViolations } from '../support/axe.js';
import { readerPages } from './reader-page.js';

const served = servedSiteWithBrowser(() => serveSharedBuild());
const open = readerPages(served);

describe('accessibility on phones and desktops (axe-core)', () => {
  const pages = [
    '/',
    '/docs/error-codes',
    '/docs/configuration',
    '/docs/authentication',
    '/api/get-jwt',
    '/api/register-user',
    '/blog',
    '/blog/javascript-sdk-usage-react',
    '/releases/simple-jwt-login-release-3.6.1',
    '/contact',
    '/donate',
  ];
  for (const width of [375, 1280]) {
    it(`finds no violations at ${width} px in light and dark mode${width === 375 ? ', nor with the side menu open' : ''}`, async () => {
      const page = await open('/', { width, bypassCSP: true });
      const found: string[] = [];
      // Each mode in the page as loaded: the colour mode toggle only sets <html data-theme> (no colour transitions).
      const run = async (label: string) => {
        for (const mode of ['light', 'dark']) {
          await page.evaluate((m) => {
            document.documentElement.dataset.theme = m;
          }, mode);
          for (const v of await axeViolations(page)) found.push(`${label} ${mode} @${width}: ${v}`);
        }
      };
      for (const path of pages) {
        await page.goto(served.site.url + path);
        await waitForHydration(page);
        await run(path);
      }
      if (width === 375) {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await page.waitForSelector('#navbar-side-menu:not([hidden])');
        await run('side menu');
      }
      assert.deepEqual(found, []);
    });
  }
});
