/**
 * A component an MDX page declares itself and that needs the browser (an
 * onClick), as Docusaurus's own site template writes one: it builds, and
 * works in the browser with the page's imports and declarations it uses.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { minimalConfig } from '../support/fixture-site.js';
import { fixtureSiteWithBrowser, openPage } from '../support/served-site.js';

const PAGE = `---
title: Colours
---
import { label } from './label.js';

export const shade = (color) => color.toUpperCase();

export const Highlight = ({children, color}) => (
  <span
    className="highlight"
    style={{backgroundColor: color, padding: '0.2rem'}}
    onClick={(event) => { event.currentTarget.dataset.clicked = label(shade(color)); }}>
    {children}
  </span>
);

This is <Highlight color="#25c2a0">green</Highlight> and <Highlight color="#1877f2">blue</Highlight>.
`;

describe('a component the MDX page declares, that needs the browser', () => {
  const state = fixtureSiteWithBrowser(() => ({
    'site.config.ts': minimalConfig(),
    'content/docs/colours.mdx': PAGE,
    'content/docs/label.js': "export function label(color) { return 'picked ' + color; }\n",
  }));

  it('is an island that works after load, with what the page declares and imports', async () => {
    const { page, context, problems } = await openPage(state, '/docs/colours');
    try {
      const green = page.locator('mysite-island[data-hydrated] .highlight', { hasText: 'green' });
      await green.waitFor();
      await green.click();
      await page.waitForSelector('.highlight[data-clicked="picked #25C2A0"]');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
