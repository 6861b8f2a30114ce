/**
 * What custom CSS names with url(): a file beside the stylesheet is
 * published under a content hash (fonts, images, SVG); a path of the site
 * is a file of the static folder, kept as a URL with the base URL in front;
 * one the static folder lacks, or one outside the site, is an error at the
 * stylesheet's line.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const CSS = `@font-face { font-family: Brand; src: url(./fonts/brand.woff2) format('woff2'); }
.hero { background: url(../../static/img/hero.svg) no-repeat; }
.logo { background-image: url('/img/logo.svg'); }
.remote { background: url(https://example.com/x.png); }
`;

describe('url() in custom CSS', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig("baseUrl: '/handbook/', theme: { customCss: ['./src/css/custom.css'] },"),
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHi.\n',
      'src/css/custom.css': CSS,
      'src/css/fonts/brand.woff2': 'font bytes',
      'static/img/hero.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
  });
  after(() => site.remove());

  const stylesheets = () =>
    readdirSync(join(site.dir, 'dist/assets/css'))
      .map((f) => site.read(`dist/assets/css/${f}`))
      .join('\n');

  it('publishes files beside the stylesheet and keeps paths of the site, with the base URL', () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const css = stylesheets();
    assert.match(css, /url\("?\.\.\/media\/brand\.[A-Z0-9]+\.woff2"?\)/);
    assert.match(css, /url\("?\.\.\/media\/hero\.[A-Z0-9]+\.svg"?\)/);
    assert.match(css, /url\("?\/handbook\/img\/logo\.svg"?\)/);
    assert.match(css, /url\("?https:\/\/example\.com\/x\.png"?\)/);
    assert.ok(readdirSync(join(site.dir, 'dist/assets/media')).some((f) => /^brand\.[A-Z0-9]+\.woff2$/.test(f)));
  });

  it('a path of the site the static folder lacks, and a file outside the site: errors at the line', () => {
    const outside = mkdtempSync(join(tmpdir(), 'mysite-outside-'));
    writeFileSync(join(outside, 'secret.png'), 'not for publishing');
    const up = relative(join(site.dir, 'src/css'), join(outside, 'secret.png'));
    site.write('src/css/custom.css', `${CSS}.gone { background: url(/img/gone.svg); }\n.out { background: url(${up}); }\n`);
    const r = site.run('build');
    rmSync(outside, { recursive: true, force: true });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /src\/css\/custom\.css:5:\d+ .*\/img\/gone\.svg names a file of the static folder, and there is none at static\/img\/gone\.svg/);
    assert.match(r.stderr, /src\/css\/custom\.css:6:\d+ .*may not be published: .* is outside the site folder/);
  });
});
