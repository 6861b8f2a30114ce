/**
 * `@docusaurus/BrowserOnly` on an MDX page, written as Docusaurus documents
 * it: its function child in the page, with a fallback, requiring a local
 * module and using a global component; and a global component that is
 * BrowserOnly under another name. The server's HTML shows the
 * fallback (so it is what a reader without JavaScript sees); the browser
 * runs the function, after load and after client navigation.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig } from '../support/fixture-site.js';
import { fixtureSiteWithBrowser, openPage } from '../support/served-site.js';

const CLOCK_PAGE = `---
title: Clock
---
import BrowserOnly from '@docusaurus/BrowserOnly';
import { zone } from './zone.js';

export const label = 'Local time';

The time where you are:

<BrowserOnly fallback={<p id="waiting">Loading the clock…</p>}>
  {() => {
    const format = require('./format-time.js').default;
    return (
      <Note>
        <p id="now">{label}: {format(new Date())} ({zone()})</p>
      </Note>
    );
  }}
</BrowserOnly>

Later: <Later fallback={<span id="later-waiting">soon</span>}>{() => <span id="later">ready</span>}</Later>
`;

const FILES = {
  'site.config.ts': minimalConfig(),
  'content/docs/clock.mdx': CLOCK_PAGE,
  'content/docs/other.md': '---\ntitle: Other\n---\n\nSee [the clock](./clock.mdx).\n',
  'content/docs/zone.js': "export function zone() { return 'your zone'; }\n",
  'content/docs/format-time.js': "module.exports = { default: (date) => 'at ' + String(date.getFullYear()) };\n",
  'src/theme/MDXComponents.js':
    "import MDXComponents from '@theme-original/MDXComponents';\nimport BrowserOnly from '@docusaurus/BrowserOnly';\n\nexport default { ...MDXComponents, Later: BrowserOnly, Note: ({ children }) => <div className=\"note\">{children}</div> };\n",
};

describe('BrowserOnly with its function written in the MDX page', () => {
  it('builds: the page holds the fallback in an island with no props', () => {
    const site = createSite(FILES);
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      const html = site.read('dist/docs/clock.html');
      assert.match(html, /<mysite-island data-island="[^"]+" data-props="\{\}"><p id="waiting">Loading the clock…<\/p><\/mysite-island>/);
      assert.doesNotMatch(html, /id="now"/);
    } finally {
      site.remove();
    }
  });

  it('with a child it cannot take to the browser (a function the page computes): an error at its line', () => {
    const site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/later.mdx':
        "---\ntitle: Later\n---\nimport BrowserOnly from '@docusaurus/BrowserOnly';\n\nexport function pick() { return () => <p>now</p>; }\n\n<BrowserOnly>\n  {pick()}\n</BrowserOnly>\n",
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(
        r.stderr,
        /content\/docs\/later\.mdx:8:1 +<BrowserOnly> needs the browser, and its child is a function the page computes.*\[mdx\/island-props\]/s,
      );
    } finally {
      site.remove();
    }
  });
});

describe('BrowserOnly with its function written in the MDX page, in a browser', () => {
  const state = fixtureSiteWithBrowser(() => FILES);

  it('runs the function after load, with the required module and the global component', async () => {
    const { page, context, problems } = await openPage(state, '/docs/clock');
    try {
      await page.locator('.note #now').waitFor();
      assert.match(await page.locator('#now').innerText(), /^Local time: at \d{4} \(your zone\)$/);
      assert.equal(await page.locator('#waiting').count(), 0);
      await page.locator('#later').waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('runs it after client navigation too', async () => {
    const { page, context, problems } = await openPage(state, '/docs/other');
    try {
      await page.getByRole('link', { name: 'the clock' }).click();
      await page.locator('.note #now').waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('with JavaScript off, shows the fallback', async () => {
    const { page, context } = await openPage(state, '/docs/clock', { javaScriptEnabled: false });
    try {
      assert.equal(await page.locator('#waiting').innerText(), 'Loading the clock…');
      assert.equal(await page.locator('#now').count(), 0);
      assert.equal(await page.locator('#later-waiting').innerText(), 'soon');
    } finally {
      await context.close();
    }
  });
});
