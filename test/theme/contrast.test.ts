/** Text shades derived from a brand colour keep the contrast they promise. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contrast, readableOn, textOn } from '../../src/theme/contrast.js';
import { themeStylesheet } from '../../src/theme/theme-styles.js';

describe('theme colours', () => {
  it('computes WCAG contrast', () => {
    assert.equal(Math.round(contrast('#000000', '#ffffff')), 21);
    assert.equal(contrast('#777777', '#777777'), 1);
  });

  it('darkens on light backgrounds and lightens on dark ones until the ratio holds', () => {
    for (const color of ['#42b983', '#ffd400', '#25c2a0', '#7c3aed', '#e11d48']) {
      const onLight = readableOn(color, '#f6f8fa', 4.8);
      const onDark = readableOn(color, '#242526', 6.5);
      assert.ok(contrast(onLight, '#f6f8fa') >= 4.8, `${color} → ${onLight} on light`);
      assert.ok(contrast(onDark, '#242526') >= 6.5, `${color} → ${onDark} on dark`);
    }
    assert.equal(readableOn('#1d4ed8', '#ffffff', 4.5), '#1d4ed8', 'a colour that already reads well is kept');
  });

  it('picks black or white for text on a fill', () => {
    assert.equal(textOn('#ffd400'), '#000000');
    assert.equal(textOn('#1e3a8a'), '#ffffff');
  });

  it('writes only the variables that were configured', () => {
    assert.equal(themeStylesheet({}), '');
    const css = themeStylesheet({ colors: { primary: '#42b983', primaryDark: '#25c2a0' }, fonts: { body: 'Inter, sans-serif' } });
    assert.match(
      css,
      /^:root\{--mysite-primary:#42b983;--mysite-primary-text:#[0-9a-f]{6};--mysite-primary-contrast:#000000;--mysite-primary-strong:#[0-9a-f]{6};--mysite-font-body:Inter, sans-serif;--mysite-font-heading:Inter, sans-serif\}/,
    );
    assert.match(css, /html\[data-theme='dark'\]\{--mysite-primary:#25c2a0;/);
  });
});
