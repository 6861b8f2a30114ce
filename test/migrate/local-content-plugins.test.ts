/**
 * `mysite migrate` on a config that lists a content plugin by the path of a
 * local module passing it on (`export default docsPlugin.default`), as some
 * Docusaurus sites do (found on a real versioned, translated one): the entry
 * maps as the plugin itself. A local module that wraps the blog plugin in a
 * function of its own maps as mysite's blog and is carried into `plugins`,
 * where it runs over that blog (test/plugins/blog-wrapper.test.ts).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { migrate, type MigrateResult } from '../../src/migrate/migrate.js';

/** Stand-ins for the installed Docusaurus plugins: CommonJS modules with the plugin as `exports.default`, as theirs are. */
const installed = (name: string) => ({
  [`node_modules/@docusaurus/${name}/package.json`]: JSON.stringify({ name: `@docusaurus/${name}`, version: '3.0.0', main: 'index.js' }),
  [`node_modules/@docusaurus/${name}/index.js`]: `exports.default = function ${name.replace(/-(\w)/g, (_m, c) => c.toUpperCase())}() { return { name: '${name}' }; };\nexports.validateOptions = ({ options }) => options;\n`,
});

const FILES: Record<string, string> = {
  ...installed('plugin-content-docs'),
  ...installed('plugin-content-blog'),
  'plugins/docs/index.mjs': "import docsPlugin from '@docusaurus/plugin-content-docs';\n\nexport default docsPlugin.default;\n",
  'plugins/notes/index.mjs':
    "import blogPlugin from '@docusaurus/plugin-content-blog';\n\n// Adds its own step to the blog plugin.\nexport default async function notesPlugin(context, options) {\n  const plugin = await blogPlugin.default(context, options);\n  return { ...plugin, name: 'notes' };\n}\n",
  'manual/start.md': '---\nslug: /\n---\n\n# Start here\n\nThe first page of the manual.\n',
  'notes/2026-02-01-hello.md': '---\ntitle: Hello\n---\n\nA note.\n',
  'docusaurus.config.js': `module.exports = {
  title: 'Manual',
  url: 'https://manual.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: [
    ['./plugins/docs/index.mjs', { path: 'manual', routeBasePath: 'manual', showLastUpdateTime: true, tags: 'labels.yml', onInlineTags: 'throw', tagsBasePath: 'topics' }],
    ['./plugins/notes/index.mjs', { path: 'notes', routeBasePath: 'notes' }],
  ],
};
`,
};

describe('mysite migrate: content plugins listed by a local path', () => {
  let dir: string;
  let result: MigrateResult;
  let config: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mysite-migrate-local-plugins-'));
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    result = await migrate({ dir });
    config = readFileSync(join(dir, 'site.config.ts'), 'utf8');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a module that passes on the docs plugin maps as the docs plugin', () => {
    assert.match(
      config,
      /docs: \{\s*path: 'manual',\s*routeBasePath: '\/manual',\s*showLastUpdateTime: true,\s*tags: 'labels\.yml',\s*onInlineTags: 'throw',\s*tagsBasePath: '\/topics',?\s*\}/,
    );
    assert.ok(!result.skipped.some((s) => s.path.startsWith('plugins[0]')), 'plugins[0] is mapped');
  });

  it("a module that wraps the blog plugin in a function of its own maps as mysite's blog and is carried into plugins", () => {
    assert.match(config, /blogs: \[\s*\{\s*id: 'blog',\s*path: 'notes',\s*routeBasePath: '\/notes',?\s*\}/);
    assert.match(config, /plugins: \[\['\.\/plugins\/notes\/index\.mjs', \{ path: 'notes', routeBasePath: 'notes' \}\]\]/);
    assert.ok(!result.skipped.some((s) => s.path.startsWith('plugins[1]')), 'plugins[1] is mapped');
    const note = result.adjusted.find((a) => a.path === 'plugins[1]');
    assert.match(
      note?.text ?? '',
      /wraps Docusaurus's @docusaurus\/plugin-content-blog: its options make mysite's blog, and the module runs as a plugin over it/,
    );
  });
});
