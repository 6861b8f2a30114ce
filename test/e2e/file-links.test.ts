/**
 * A link to a file a page published (assets/files/…) is the browser's to
 * follow, whatever its extension: the router neither prefetches it as a page
 * nor loads it as one on a click.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { minimalConfig } from '../support/fixture-site.js';
import { fixtureSiteWithBrowser } from '../support/served-site.js';
import { trackRequests, waitForHydration } from '../support/page-watch.js';

describe('links to published files in a browser', () => {
  const state = fixtureSiteWithBrowser(() => ({
    'site.config.ts': minimalConfig(),
    'content/docs/intro.md': '---\ntitle: Intro\n---\n\nRun [the script](./setup.sh).\n',
    'content/docs/setup.sh': 'echo "set up"\n',
  }));

  it('is neither prefetched nor routed as a page', async () => {
    const page = await state.browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const tracker = trackRequests(page);
    await page.goto(`${state.site.url}/docs/intro`);
    await waitForHydration(page);
    await tracker.quiet();
    const href = await page.getAttribute('.markdown a', 'href');
    assert.match(href ?? '', /^\/assets\/files\/setup-[0-9a-f]{8}\.sh$/);
    const followed = page.waitForRequest((r) => new URL(r.url()).pathname === href && r.isNavigationRequest());
    await page.click('.markdown a');
    await followed;
    assert.deepEqual(
      requests.filter((path) => path.startsWith('/_mysite/data') && path.includes('assets/files')),
      [],
      'no page data was asked for the file',
    );
    await page.close();
  });
});
