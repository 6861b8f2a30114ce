/**
 * `mysite migrate` on a Docusaurus site with plugins of its own (the
 * changelog of test/support/changelog-site.ts, in Docusaurus's layout):
 * they are carried into site.config.ts's `plugins`, however the config names
 * them, and the migrated site builds with their pages, unedited.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { migrate, type MigrateResult } from '../../src/migrate/migrate.js';
import { CHANGELOG_FILES } from '../support/changelog-site.js';
import { siteAt } from '../support/fixture-site.js';

const FILES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(CHANGELOG_FILES).map(([file, text]) => [file.replace('content/pages/index.tsx', 'src/pages/index.tsx'), text])),
  'src/plugins/body-tags.js': "module.exports = () => ({\n  name: 'body-tags',\n  injectHtmlTags: () => ({ postBodyTags: ['<p hidden>migrated</p>'] }),\n});\n",
  'src/plugins/helpers.js': "exports.sharedPlugin = function sharedPlugin() {\n  return { name: 'shared' };\n};\n",
  'docusaurus.config.js': `const { sharedPlugin } = require('./src/plugins/helpers');

module.exports = {
  title: 'Harbor',
  url: 'https://harbor.example',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: [
    [require.resolve('./src/plugins/changelog'), { path: 'changelog', routeBasePath: 'releases' }],
    './src/plugins/body-tags.js',
    sharedPlugin,
    function inlinePlugin() {
      return { name: 'inline' };
    },
  ],
  clientModules: ['./src/css/releases.css'],
};
`,
};

describe("mysite migrate: the site's own plugins", () => {
  let dir: string;
  let result: MigrateResult;
  let config: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mysite-migrate-site-plugins-'));
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    result = await migrate({ dir });
    config = readFileSync(join(dir, 'site.config.ts'), 'utf8');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('carries local modules (by path or require.resolve) with their options, and functions local modules export', () => {
    assert.match(config, /\['\.\/src\/plugins\/changelog\/index\.js', \{ path: 'changelog', routeBasePath: 'releases' \}\]/);
    assert.match(config, /'\.\/src\/plugins\/body-tags\.js'/);
    assert.match(config, /import \{ sharedPlugin \} from '\.\/src\/plugins\/helpers\.js';/);
    assert.match(config, /clientModules: \['\.\/src\/css\/releases\.css'\]/);
    for (const i of [0, 1, 2]) assert.ok(!result.skipped.some((s) => s.path.startsWith(`plugins[${i}]`)), `plugins[${i}] is mapped`);
  });

  it('reports a plugin function written in the config, saying to move it into a module', () => {
    const inline = result.skipped.find((s) => s.path.startsWith('plugins[3]'));
    assert.equal(inline?.path, 'plugins[3] (function inlinePlugin)');
    assert.match(inline?.reason ?? '', /move it into a module of its own \(src\/plugins\/inlinePlugin\.js/);
  });

  it('the migrated site builds with the plugins’ pages, unedited', () => {
    const built = siteAt(dir).run('build');
    assert.equal(built.code, 0, built.stdout + built.stderr);
    const page = readFileSync(join(dir, 'dist/releases/2026-03-02/index.html'), 'utf8'); // trailingSlash unset: a folder, as Docusaurus writes it
    assert.match(page, /<h1>Harbor 1\.1<\/h1>/);
    assert.match(page, /<p hidden>migrated<\/p>\n<\/body>/);
    assert.match(readFileSync(join(dir, 'dist/index.html'), 'utf8'), /2<!-- --> releases so far/);
  });
});
