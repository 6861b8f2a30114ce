/**
 * A React page that sets the colour mode with Docusaurus's useColorMode, on
 * a site without islands: the navbar's switch follows it (its bundle watches
 * the mode only because the page can set it; test/theme/site-features.test.ts
 * checks a site whose code cannot gets no such watch).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { minimalConfig } from '../support/fixture-site.js';
import { fixtureSiteWithBrowser, openPage } from '../support/served-site.js';
import { waitForHydration } from '../support/page-watch.js';

const PAGE = `import Layout from '@theme/Layout';
import { useColorMode } from '@docusaurus/theme-common';

function Lights() {
  const { colorMode, setColorMode } = useColorMode();
  return (
    <button type="button" className="lights" onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}>
      Lights are {colorMode === 'dark' ? 'off' : 'on'}
    </button>
  );
}

export default function Studio() {
  return (
    <Layout title="Studio">
      <h1>Studio</h1>
      <Lights />
    </Layout>
  );
}
`;

describe('useColorMode in a React page', () => {
  const state = fixtureSiteWithBrowser(() => ({
    'site.config.ts': minimalConfig(),
    'content/pages/studio.jsx': PAGE,
    'content/docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
  }));

  it('changes the mode, and the navbar switch follows', async () => {
    const { page, context, problems } = await openPage(state, '/studio');
    await waitForHydration(page);
    assert.match((await page.getAttribute('.color-mode-toggle', 'aria-label'))!, /currently light mode/);
    await page.click('.lights');
    await page.waitForSelector('.lights:text("Lights are off")');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.waitForFunction(() => /currently dark mode/.test(document.querySelector('.color-mode-toggle')?.getAttribute('aria-label') ?? ''));
    assert.deepEqual(problems, []);
    await context.close();
  });
});
