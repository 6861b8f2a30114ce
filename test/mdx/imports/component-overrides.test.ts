/** theme.components: the theme's imports of a component get the site's file; the public entry keeps the theme's. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { componentOverrides } from '../../../src/mdx/imports/component-overrides.js';
import { themeFolder } from './theme-fixture.js';

describe('import rule: component overrides', () => {
  const { folder, theme, file } = themeFolder({ 'site/MyFooter.js': "export default function MyFooter() { return 'site-footer'; }\n" });
  after(() => folder.remove());
  const rule = () => componentOverrides([{ name: 'Footer', original: file('theme/Footer.js'), replacement: file('site/MyFooter.js') }], theme);

  it("gives the theme's layout the site's component, with the theme file's other exports", async () => {
    const text = (await folder.bundle('theme/Layout.js', [rule()])).text!;
    assert.match(text, /site-footer/);
    assert.match(text, /theme-banner/);
  });

  it('leaves the public entry the theme’s own component, for an override to wrap', async () => {
    const text = (await folder.bundle('theme/index.js', [rule()])).text!;
    assert.match(text, /theme-footer/);
    assert.doesNotMatch(text, /site-footer/);
  });
});
