/**
 * `mysite migrate` on Docusaurus sites written in CommonJS, ESM and
 * TypeScript: the exact list of what did not map and why, the written
 * site.config.ts (imports of the plugins, routes of doc items), and that it
 * type-checks, loads with mysite's own loader and builds the site where it is.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { loadConfig } from '../../src/config/load.js';
import { docsOptionsOf } from '../../src/config/sections.js';
import { migrate, type MigrateResult } from '../../src/migrate/migrate.js';
import { CLI, REPO_ROOT } from '../support/paths.js';
import { COMMONJS_SITE, ESM_SITE, TYPESCRIPT_SITE } from './docusaurus-sites.js';

function writeSite(root: string, name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

function mysite(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const notMapped = (r: MigrateResult) => r.skipped.map((s) => `${s.kind}: ${s.path}`);

describe('mysite migrate', () => {
  let root: string;
  const sites: Record<string, { dir: string; result: MigrateResult; config: string }> = {};
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'mysite-migrate-'));
    for (const [name, files] of Object.entries({ cjs: COMMONJS_SITE, esm: ESM_SITE, ts: TYPESCRIPT_SITE })) {
      const dir = writeSite(root, name, files);
      const result = await migrate({ dir });
      sites[name] = { dir, result, config: readFileSync(join(dir, 'site.config.ts'), 'utf8') };
    }
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('CommonJS: lists exactly what does not map, by kind, and keeps the plugins a module exports', () => {
    const { result, config } = sites.cjs!;
    assert.deepEqual(notMapped(result), [
      'missing-package: presets[0].docs.remarkPlugins[1]',
      'no-equivalent: presets[0].blog.postsPerPage',
      'not-needed: plugins[0] (docusaurus-plugin-sass)',
      'no-equivalent: plugins[1] (docusaurus-plugin-image-zoom)',
      'not-needed: organizationName',
      'not-needed: projectName',
      'no-equivalent: themeConfig.navbar.items[3].items[3]',
      'no-equivalent: themeConfig.navbar.items[4].className',
      'no-equivalent: themeConfig.footer.style',
      'not-needed: themeConfig.prism.theme',
      'no-equivalent: themeConfig.prism.additionalLanguages',
      'not-needed: themeConfig.algolia',
      'no-equivalent: src/theme/DocSidebarItem/index.js (DocSidebarItem)',
    ]);
    const reason = (path: string) => result.skipped.find((s) => s.path.startsWith(path))?.reason;
    assert.match(reason('presets[0].docs.remarkPlugins[1]')!, /remark-fancy\.js needs "unist-util-not-installed-anywhere", not installed/);
    assert.match(reason('themeConfig.prism.additionalLanguages')!, /knows 1 of them, not not-a-language/);
    assert.match(reason('themeConfig.navbar.items[3].items[3]')!, /raw HTML in a dropdown/);
    assert.deepEqual(result.missing, ['docusaurus-plugin-image-zoom', 'prism-react-renderer', 'unist-util-not-installed-anywhere']);
    assert.deepEqual(
      result.adjusted.map((a) => a.path),
      ['presets[0].theme.customCss', 'onBrokenMarkdownLinks', 'themeConfig.navbar.items[3]', 'themeConfig.navbar.items[4]', 'src/theme/ (Footer)'],
    );
    // The custom CSS imports a font stylesheet from another origin: the policy must allow it.
    assert.match(config, /security: \{ csp: \{ 'style-src': \['https:\/\/fonts\.example\.org'\] \} \}/);
    assert.match(config, /^import remarkShout from '\.\/src\/plugins\/remark-shout\.js';$/m);
    assert.match(config, /^import rehypeTagTables from 'rehype-tag-tables';$/m);
    assert.match(config, /remarkPlugins: \[\[remarkShout, \{ mark: '!!' \}\]\]/);
    assert.match(config, /rehypePlugins: \[\[rehypeTagTables, \{ className: 'wide-table' \}\]\]/);
    assert.match(config, /sidebarPath: 'sidebars\.js'/, 'require.resolve gives a path relative to the site');
    assert.match(config, /colors: \{ primary: '#2a6f4e', primaryDark: '#5fc79a' \}/, "Infima's primary colour in the custom CSS");
    assert.match(config, /customCss: \['\.\/src\/css\/custom\.css'\]/);
    assert.match(config, /infima: true/, "the classic theme's class names stay styled");
    // Docusaurus renders the copyright as HTML, and so does mysite: its link is kept as written.
    assert.match(config, /copyright: 'Copyright © 2026 Example\. Built with <a href="https:\/\/docusaurus\.io">Docusaurus<\/a>\.'/);
    assert.match(config, /html: '<p>Printed monthly\.<\/p>'/, 'a footer item of HTML goes under its column');
  });

  it('CommonJS: navbar doc items link to the routes mysite gives those docs', () => {
    const { config } = sites.cjs!;
    assert.match(config, /\{ label: 'Handbook', to: '\/handbook' \}/, 'a docSidebar item links to its first doc (slug: /)');
    assert.match(config, /\{ label: 'Set up', to: '\/handbook\/guides\/getting-set-up' \}/, 'a doc item takes the id and sidebar_label of the doc');
    assert.match(config, /\{ href: 'https:\/\/github\.com\/example\/handbook', position: 'right', ariaLabel: 'GitHub', icon: 'github' \}/);
    // A dropdown's links map as the navbar's do; the link on its label becomes its first entry.
    assert.match(
      config,
      /\{\s+type: 'dropdown',\s+label: 'Elsewhere',\s+position: 'right',\s+items: \[\s+\{ label: 'Elsewhere', to: '\/blog' \},\s+\{ label: 'Status', href: 'https:\/\/status\.example\.org' \},\s+\{ label: 'Set up', to: '\/handbook\/guides\/getting-set-up' \},\s+\{ label: 'All guides', to: '\/handbook' \},?\s+\],?\s+\}/,
    );
    assert.match(
      config,
      /\{ type: 'dropdown', label: 'More', items: \[\{ label: 'Deploying', to: '\/handbook\/guides\/deploy' \}\] \}/,
      'items without a type make a dropdown',
    );
    assert.match(config, /logo: \{ alt: 'Field team mark', src: '\/img\/mark\.svg', width: 32 \}/);
    assert.match(config, /announcementBar: \{\s+id: 'announcement-bar',/);
    assert.match(config, /colorMode: \{ defaultMode: 'dark', respectPrefersColorScheme: true \}/);
  });

  it('ESM: an async config function, i18n, versions and plugin options that hold a function', () => {
    const { result, config } = sites.esm!;
    assert.deepEqual(notMapped(result), [
      'not-literal: presets[0].docs.rehypePlugins[0]',
      'no-equivalent: themeConfig.navbar.items[1]',
      'not-needed: themeConfig.navbar.items[2]',
    ]);
    assert.match(result.skipped[1]!.reason, /no doc of docs\/ has the id "no-such-doc"/);
    // Translations map as they are: the i18n/ folder is read in Docusaurus's layout.
    assert.match(config, /i18n: \{ defaultLocale: 'en', locales: \['en', 'fr'\], localeConfigs: \{ en: \{ htmlLang: 'en-GB' \} \} \},/);
    assert.match(config, /\{ type: 'localeDropdown', position: 'right' \}/);
    assert.match(config, /lastVersion: 'current'/, 'versions.json and versioned_docs/ build as they are');
    assert.deepEqual(result.missing, []);
    assert.match(config, /^import remarkStamp from '\.\/src\/plugins\/remark-stamp\.mjs';$/m);
    assert.match(config, /url: 'https:\/\/handbook\.example\.org',/);
    assert.match(config, /baseUrl: '\/handbook-site\/',/);
    assert.match(config, /onBrokenMarkdownLinks: 'throw',/, 'from markdown.hooks');
    assert.match(
      config,
      /\{ label: 'Start', to: '\/' \},\s+\{ type: 'localeDropdown', position: 'right' \},\s+\{ label: 'Plan', to: '\/files\/plan\.pdf' \}/,
      'an href under baseUrl becomes a route',
    );
    assert.match(config, /ignorePatterns: \['\/tags\/\*\*'\]/, 'sitemap patterns lose the base URL');
    assert.match(config, /markdown: \{ format: 'detect' \}/);
  });

  it('TypeScript: type imports, satisfies, a named import from a package that is not installed', () => {
    const { result, config } = sites.ts!;
    assert.deepEqual(notMapped(result), ['not-needed: future', 'not-needed: themeConfig.prism.theme']);
    assert.match(config, /customCss: \['\.\/src\/css\/custom\.css', '\.\/src\/css\/extra\.scss'\]/, "Sass is compiled with the site's sass");
    // Head tags, scripts and stylesheets keep their shape; metadata becomes <meta> head tags.
    assert.match(
      config,
      /headTags: \[\s*\{ tagName: 'meta', attributes: \{ name: 'team', content: 'field' \} \},\s*\{ tagName: 'meta', attributes: \{ name: 'keywords', content: 'field, handbook' \} \},?\s*\]/,
    );
    assert.match(config, /scripts: \['https:\/\/stats\.example\.org\/count\.js', \{ src: 'https:\/\/tags\.example\.net\/tag\.js', async: true \}\]/);
    assert.match(config, /stylesheets: \[\{ href: 'https:\/\/fonts\.example\.com\/inter\.css', type: 'text\/css' \}\]/);
    assert.deepEqual(result.missing, ['prism-react-renderer']);
    assert.match(config, /^import \{ rehypeMarks \} from '\.\/src\/plugins\/rehype-marks\.js';$/m, 'a TypeScript module is imported by its .js name');
    assert.match(config, /versionLabel: 'Next'/);
    assert.match(config, /\{ label: 'Reference', to: '\/docs\/guides\/deploy' \}/);
  });

  it('writes configs that type-check against mysite', () => {
    const tsconfig = join(root, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: join(REPO_ROOT, 'tsconfig.json'),
        compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowJs: true, checkJs: false, typeRoots: [join(REPO_ROOT, 'node_modules/@types')] },
        include: [],
        files: Object.values(sites).map((s) => join(s.dir, 'site.config.ts')),
      }),
    );
    const tsc = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], { encoding: 'utf8' });
    assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);
  });

  for (const name of ['cjs', 'esm', 'ts']) {
    it(`${name}: the written config loads with mysite and builds the site where it is`, async () => {
      const { dir } = sites[name]!;
      const loaded = await loadConfig(dir);
      assert.equal(docsOptionsOf(loaded.config)?.path, 'docs');
      const build = mysite(dir, 'build');
      assert.equal(build.code, 0, build.stdout + build.stderr);
      // The one warning is the swizzle migrate lists as not mapped: the build names it too.
      if (name === 'cjs') assert.match(build.stderr, /^1 warning:\n  src\/theme\/DocSidebarItem\/index\.js .*\[theme\/swizzle-unsupported\]/);
      else assert.equal(build.stderr, '', 'no warnings');
      if (name === 'cjs') {
        assert.match(readFileSync(join(dir, 'dist/handbook/guides/deploy.html'), 'utf8'), /Edit this page/);
        assert.match(readFileSync(join(dir, 'dist/blog/2026/03/04/first-note.html'), 'utf8'), /A first note/);
      }
      if (name === 'esm') assert.match(readFileSync(join(dir, 'dist/index.html'), 'utf8'), /Welcome aboard/);
    });
  }

  it('the command prints the groups, the files written and the next commands', async () => {
    const dir = writeSite(root, 'cli', COMMONJS_SITE);
    const r = mysite(dir, 'migrate');
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^✔ Wrote site\.config\.ts from docusaurus\.config\.js: \d+ options mapped, 13 not mapped\.$/m);
    assert.match(r.stdout, /^ {2}Not needed: mysite does it itself \(5\):$/m);
    assert.match(r.stdout, /^ {4}themeConfig\.algolia +mysite has built-in search$/m);
    assert.match(r.stdout, /^ {2}Needs a package that is not installed \(1\):$/m);
    assert.match(r.stdout, /npx mysite build/);
    assert.match(r.stdout, /npx mysite serve --watch/);
  });
});
