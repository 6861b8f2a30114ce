/**
 * Custom CSS written in Sass (`theme.customCss: ['./src/css/custom.scss']`,
 * as a Docusaurus site with docusaurus-plugin-sass lists it) is compiled
 * with the site's own `sass` package, once per build (not for the server
 * bundle, not again for each locale); without one, the build says to
 * install it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, type FixtureSite, minimalConfig } from '../support/fixture-site.js';
import { STAND_IN_SASS } from '../support/stand-in-sass.js';
import { compileSass } from '../../src/mdx/imports/sass.js';

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

  it('compiles a stylesheet once for all locales, not for the server bundle, and again once it changed', () => {
    // The stand-in notes each compile in a file of the site.
    const counting = STAND_IN_SASS['node_modules/sass/index.js']!.replace(
      'exports.compile = (path) => {',
      "exports.compile = (path) => {\n  require('node:fs').appendFileSync(require('node:path').join(__dirname, 'compiles.log'), path + '\\n');",
    );
    const site = createSite({
      ...FILES,
      ...STAND_IN_SASS,
      'site.config.ts': minimalConfig("theme: { customCss: ['./src/css/custom.scss'] },\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] },"),
      'node_modules/sass/index.js': counting,
      // A page's own stylesheet is in the server bundle's imports too, where CSS is dropped.
      'src/css/home.scss': '$tone: #0f0f0f;\n.home-tone { color: $tone; }\n',
      'content/pages/index.tsx':
        'import \'../../src/css/home.scss\';\nexport const head = { title: \'Home\' };\nexport default function Home() { return <main id="main"><h1 className="home-tone">Home</h1></main>; }\n',
    });
    const compiles = () => readFileSync(join(site.dir, 'node_modules/sass/compiles.log'), 'utf8').trim().split('\n').length;
    try {
      // Files written this second are compiled each time: one saved while it compiled would otherwise be kept stale.
      const past = new Date(Date.now() - 60_000);
      for (const file of ['src/css/custom.scss', 'src/css/home.scss']) utimesSync(join(site.dir, file), past, past);
      const r = site.run('build', '--no-cache');
      assert.equal(r.code, 0, r.stderr);
      assert.equal(compiles(), 2, 'three locales, a client and a server bundle each: one compile per stylesheet');
      assert.match(builtCss(site), /\.home-tone\s*\{\s*color:\s*#0f0f0f/);
      for (const prefix of ['', 'fr/', 'de/']) {
        const css = readdirSync(join(site.dir, `dist/${prefix}assets/css`)).map((f) => site.read(`dist/${prefix}assets/css/${f}`));
        assert.match(css.join('\n'), /\.hero-note\s*\{\s*color:\s*#123456/, `${prefix || 'en/'} has the compiled rule`);
      }
      site.write('src/css/custom.scss', '$brand: #abcdef;\n.hero-note { color: $brand; }\n');
      const again = site.run('build');
      assert.equal(again.code, 0, again.stderr);
      assert.match(builtCss(site), /\.hero-note\s*\{\s*color:\s*#abcdef/);
    } finally {
      site.remove();
    }
  });

  it('in one process (watch mode), a stylesheet changed since its last compile is compiled again, whatever its times say', () => {
    const site = createSite({ ...FILES, ...STAND_IN_SASS });
    const file = join(site.dir, 'src/css/custom.scss');
    const past = new Date(Date.now() - 60_000);
    const cssOf = () => {
      const out = compileSass(file, site.dir);
      assert.ok('css' in out);
      return out.css;
    };
    try {
      utimesSync(file, past, past);
      assert.match(cssOf(), /#123456/);
      // Same size, same (old) times: only its contents tell the change.
      writeFileSync(file, '$brand: #654321;\n.hero-note { color: $brand; }\n');
      utimesSync(file, past, past);
      assert.match(cssOf(), /#654321/);
      // Written just now: compiled, and not kept, since a save during the compile would look the same.
      writeFileSync(file, '$brand: #abcdef;\n.hero-note { color: $brand; }\n');
      assert.match(cssOf(), /#abcdef/);
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
