/**
 * Custom CSS written in Sass (`theme.customCss: ['./src/css/custom.scss']`,
 * as a Docusaurus site with docusaurus-plugin-sass lists it) is compiled
 * with the site's own `sass` package; without one, the build says to
 * install it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, type FixtureSite, minimalConfig } from '../support/fixture-site.js';
import { STAND_IN_SASS } from '../support/stand-in-sass.js';

const FILES = {
  'site.config.ts': minimalConfig("theme: { customCss: ['./src/css/custom.scss'] },"),
  'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHi.\n',
  'src/css/custom.scss': '$brand: #123456;\n.hero-note { color: $brand; }\n',
};

/** Every stylesheet the build wrote. */
const builtCss = (site: FixtureSite) =>
  readdirSync(join(site.dir, 'dist/assets/css'))
    .map((f) => site.read(`dist/assets/css/${f}`))
    .join('\n');

describe('custom CSS in Sass', () => {
  it("is compiled with the site's sass package", () => {
    const site = createSite({
      ...FILES,
      ...STAND_IN_SASS,
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      const css = builtCss(site);
      assert.match(css, /\.hero-note\s*\{\s*color:\s*#123456/);
    } finally {
      site.remove();
    }
  });

  it("reads webpack's `~package/…` imports from the site's packages, as sass-loader does", () => {
    // The stand-in inlines an `@import` through the importers it is given, as Sass does (with the `.scss` it adds).
    const importing = STAND_IN_SASS['node_modules/sass/index.js']!.replace(
      "readFileSync(path, 'utf8')",
      "readFileSync(path, 'utf8').replace(/^@import '([^']+)';$/gm, (_, url) => readFileSync(options.importers[0].findFileUrl(url).pathname + '.scss', 'utf8'))",
    ).replace('exports.compile = (path) =>', 'exports.compile = (path, options) =>');
    const site = createSite({
      ...FILES,
      ...STAND_IN_SASS,
      'node_modules/sass/index.js': importing,
      'node_modules/brand-kit/scss/colors.scss': '.brand-kit { color: $brand; }\n',
      'src/css/custom.scss': "$brand: #654321;\n@import '~brand-kit/scss/colors';\n",
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      const css = builtCss(site);
      assert.match(css, /\.brand-kit\s*\{\s*color:\s*#654321/);
    } finally {
      site.remove();
    }
  });

  it('without the sass package: an error naming it', () => {
    const site = createSite(FILES);
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /site\.config\.ts +Cannot bundle the theme and pages: src\/css\/custom\.scss is Sass, and the site has no "sass" package/);
      assert.match(r.stderr, /npm install --save-dev sass/);
    } finally {
      site.remove();
    }
  });
});
