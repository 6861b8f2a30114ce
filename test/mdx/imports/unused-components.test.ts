/** Components no page shows: bundled as nothing where the theme imports them; the public entry keeps them. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { unusedComponents } from '../../../src/mdx/imports/unused-components.js';
import { themeFolder } from './theme-fixture.js';

describe('import rule: unused components', () => {
  const { folder, theme, file } = themeFolder();
  after(() => folder.remove());
  const rule = () => unusedComponents(new Map([['Banner', file('theme/Banner.js')]]), theme);

  it("bundles the theme's import of an unused component as a component that renders nothing", async () => {
    const text = (await folder.bundle('theme/Layout.js', [rule()])).text!;
    assert.doesNotMatch(text, /theme-banner/);
    assert.match(text, /function Banner\(\) \{\s*return null;/);
    assert.match(text, /theme-footer/);
  });

  it('keeps it in the public entry', async () => {
    assert.match((await folder.bundle('theme/index.js', [rule()])).text!, /theme-banner/);
  });
});
