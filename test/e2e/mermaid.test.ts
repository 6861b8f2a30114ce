/**
 * Mermaid diagrams in the browser, on test/fixtures/mermaid-site (built once
 * per run, shared with test/theme/mermaid-bundle.test.ts): a fence and
 * `@theme/Mermaid` are drawn as SVG in the colour mode's Mermaid theme, named
 * for screen readers (axe finds nothing), drawn again when the mode changes,
 * and drawn after a client navigation; a page without a diagram never loads
 * the diagrams' code; without JavaScript the source shows. The site's own
 * Content-Security-Policy stays on.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { waitForHydration, watchProblems } from '../support/page-watch.js';
import { FIXTURES } from '../support/paths.js';
import { serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';

const fixture = servedSiteWithBrowser(() => serveSharedBuild(join(FIXTURES, 'mermaid-site')));

/** `bypassCSP` only for axe, whose script the site's policy refuses; the other tests keep the policy on. */
async function open(path: string, options: { javaScript?: boolean; dark?: boolean; bypassCSP?: boolean } = {}) {
  const context = await fixture.browser.newContext({
    viewport: { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScript ?? true,
    bypassCSP: options.bypassCSP ?? false,
  });
  if (options.dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  const problems = watchProblems(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(fixture.site.url + path);
  return { page, context, problems, scripts };
}

/** The drawn diagram's SVG: its Mermaid styles (which differ by theme) and its accessible name's parts. */
async function drawn(page: Page, mode: 'light' | 'dark') {
  const svg = page.locator(`.mermaid-diagram[data-drawn="${mode}"] > [data-drawing] > svg`).first();
  await svg.waitFor();
  return svg.evaluate((el) => ({
    // Without the diagram's own id, which each drawing gets anew.
    style: (el.querySelector('style')?.textContent ?? '').replaceAll(el.id, '#'),
    role: el.getAttribute('role'),
    label: el.getAttribute('aria-label') ?? document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? null,
    describedBy: document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    sourceHidden: (el.closest('.mermaid-diagram')!.querySelector('pre') as HTMLElement).hidden,
    codeFrame: el.closest('.mermaid-diagram')!.classList.contains('code-block'),
  }));
}

describe('Mermaid diagrams in the browser', () => {
  it("draws a fence as SVG in the light mode's theme, named, its source hidden, and again in the dark theme when the mode changes", async () => {
    const { page, context, problems } = await open('/docs/flow');
    await waitForHydration(page);
    const light = await drawn(page, 'light');
    assert.equal(light.role, 'img');
    assert.equal(light.label, 'How a release moves', "the diagram's accTitle names it");
    assert.match(light.describedBy, /Change\[Merged change\] --> Check/);
    assert.equal(light.sourceHidden, true);
    assert.equal(light.codeFrame, false);
    await page.click('.color-mode-toggle');
    const dark = await drawn(page, 'dark');
    assert.notEqual(dark.style, light.style, 'the dark theme draws other colours');
    assert.equal(await page.locator('.mermaid-diagram > [data-drawing] > svg').count(), 1, 'drawn again in place');
    await page.click('.color-mode-toggle');
    assert.equal((await drawn(page, 'light')).style, light.style);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('draws in the dark theme from the start when the stored mode is dark', async () => {
    const { page, context, problems } = await open('/docs/flow', { dark: true });
    const dark = await drawn(page, 'dark');
    assert.equal(dark.role, 'img');
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const mode of ['light', 'dark'] as const)
    it(`leaves axe nothing to find on a drawn page (${mode} mode), Mermaid's own labels included`, async () => {
      const { page, context } = await open('/docs/flow', { bypassCSP: true, dark: mode === 'dark' });
      await drawn(page, mode);
      assert.deepEqual(await axeViolations(page), []);
      await context.close();
    });

  it('loads no diagram code on a page without one, and draws @theme/Mermaid after a client navigation', async () => {
    const { page, context, problems, scripts } = await open('/docs');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    assert.ok(!scripts.some((url) => /\/_mysite\/diagrams\.js$/.test(url)), scripts.join('\n'));
    await page.click('main a[href$="/docs/handshake"]');
    const diagram = await drawn(page, 'light');
    assert.equal(diagram.label, 'Diagram', 'named by default when the diagram has no accTitle');
    assert.match(diagram.describedBy, /Client->>Server: Sign in/);
    assert.ok(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'a client navigation, not a page load');
    assert.ok(scripts.some((url) => /\/_mysite\/diagrams\.js$/.test(url)));
    await page.goBack();
    await page.click('main a[href$="/docs/flow"]');
    assert.equal((await drawn(page, 'light')).label, 'How a release moves');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('shows the source, readable, without JavaScript', async () => {
    const { page, context } = await open('/docs/flow', { javaScript: false });
    const source = page.locator('.mermaid-diagram > pre.mermaid-source');
    assert.ok(await source.isVisible());
    assert.match((await source.textContent()) ?? '', /^flowchart LR\n {2}accTitle: How a release moves\n/);
    assert.equal(await source.evaluate((el) => getComputedStyle(el).fontFamily === getComputedStyle(document.body).fontFamily), false, 'set as code');
    assert.equal(await page.locator('.mermaid-diagram svg').count(), 0);
    await context.close();
  });
});
