/**
 * A Google Fonts stylesheet (in `stylesheets` or a head tag, as `migrate`
 * writes Docusaurus's) loads its font files from fonts.gstatic.com: the
 * policy allows that origin in `font-src`, besides the stylesheet's own
 * origin in `style-src`. Other stylesheets add only their own origin.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SiteConfig } from '../../src/config/schema.js';
import { configHeadSources } from '../../src/render/config-head.js';

const heads = (parts: Partial<Pick<SiteConfig, 'stylesheets' | 'headTags'>>) =>
  configHeadSources({ scripts: [], stylesheets: [], headTags: [], ...parts } as unknown as SiteConfig);

describe("the policy's sources for a font service's stylesheet", () => {
  it('allows Google Fonts files for a stylesheet in `stylesheets`', () => {
    assert.deepEqual(heads({ stylesheets: ['https://fonts.googleapis.com/css2?family=Inter&display=swap'] }), {
      'style-src': ['https://fonts.googleapis.com'],
      'font-src': ['https://fonts.gstatic.com'],
    });
  });

  it('allows them for a stylesheet head tag, once', () => {
    const link = (family: string) => ({ tagName: 'link', attributes: { rel: 'stylesheet', href: `https://fonts.googleapis.com/css2?family=${family}` } });
    assert.deepEqual(heads({ headTags: [link('Lato'), link('Inter')] } as never), {
      'style-src': ['https://fonts.googleapis.com'],
      'font-src': ['https://fonts.gstatic.com'],
    });
  });

  it('adds nothing to font-src for another stylesheet', () => {
    assert.deepEqual(heads({ stylesheets: [{ href: 'https://cdn.example.com/site.css' }] as never }), { 'style-src': ['https://cdn.example.com'] });
  });
});
