/**
 * `mysite migrate` on a Docusaurus site with a second docs plugin (an `id`,
 * a "community" section with its own folder, route, sidebars, versions and
 * translations): it becomes a docs section of its own (`docs: [...]`), its
 * versions and translations read where Docusaurus keeps them; the navbar
 * items that lead into it (a sidebar link, its version menu) resolve in it.
 * The written config loads, and the migrated site builds with both sections.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { loadConfig } from '../../src/config/load.js';
import { migrate, type MigrateResult } from '../../src/migrate/migrate.js';
import { CLI } from '../support/paths.js';

const COMMUNITY = `['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js', versions: { current: { label: 'Upcoming' } } }]`;

function configWith(docs: string, plugins = COMMUNITY): string {
  return `module.exports = {
  title: 'Handbook',
  url: 'https://example.com',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: ${docs}, blog: false }]],
  plugins: [${plugins}],
  themeConfig: {
    navbar: {
      items: [
        { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community' },
        { type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'docSidebar', sidebarId: 'x', docsPluginId: 'elsewhere', label: 'Elsewhere' },
      ],
    },
  },
};
`;
}

const FILES: Record<string, string> = {
  'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nThe handbook.\n',
  'community/support.md': '# Support\n\nAsk in the forum.\n',
  'community/events.md': '# Events\n\nA meetup each spring.\n',
  'sidebarsCommunity.js': "module.exports = { community: ['support', 'events'] };\n",
  'community_versions.json': '["2.0"]\n',
  'community_versioned_docs/version-2.0/support.md': '# Support\n\nAsk by mail.\n',
  'community_versioned_sidebars/version-2.0-sidebars.json': '{ "community": ["support"] }\n',
  'i18n/fr/docusaurus-plugin-content-docs-community/current/support.md': '# Aide\n\nDemandez sur le forum.\n',
};

describe('mysite migrate: a second docs plugin', () => {
  let root: string;
  let n = 0;
  const site = (config: string): string => {
    const dir = join(root, `site-${n++}`);
    for (const [file, text] of Object.entries({ ...FILES, 'docusaurus.config.js': config })) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    return dir;
  };
  const reasonOf = (result: MigrateResult, path: string) => result.skipped.find((s) => s.path === path)?.reason ?? '';
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'mysite-migrate-docs-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('maps it as a docs section of its own beside the preset’s, with its navbar items, and the site builds', async () => {
    const dir = site(configWith('{}'));
    const result = await migrate({ dir });
    assert.equal(reasonOf(result, 'plugins[0] (@docusaurus/plugin-content-docs)'), '', 'the plugin is not reported');
    const { config } = await loadConfig(dir);
    assert.deepEqual(Array.isArray(config.docs) && config.docs.map((d) => [d.id, d.path, d.routeBasePath, d.sidebarPath, d.versions]), [
      ['default', 'docs', '/docs', undefined, {}],
      ['community', 'community', '/community', 'sidebarsCommunity.js', { current: { label: 'Upcoming', noIndex: false } }],
    ]);
    assert.deepEqual(config.navbar.items.slice(0, 3), [
      { label: 'Community', to: '/community/support', position: 'left' },
      { type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },
      { type: 'docsVersionDropdown', position: 'right' },
    ]);
    assert.match(reasonOf(result, 'themeConfig.navbar.items[3]'), /of a docs plugin "elsewhere" the config does not have/);

    const build = spawnSync(process.execPath, [CLI, 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    assert.equal(build.status, 0, build.stderr);
    // The Docusaurus config leaves trailingSlash unset: pages are folders, as Docusaurus writes them.
    for (const page of ['docs/index.html', 'community/support/index.html', 'community/next/events/index.html', 'fr/community/next/support/index.html'])
      assert.ok(existsSync(join(dir, 'dist', page)), page);
  });

  it('a docs plugin with an id and no preset docs is the site’s only section, under its id', async () => {
    const dir = site(configWith('false'));
    const result = await migrate({ dir });
    const { config } = await loadConfig(dir);
    assert.deepEqual(Array.isArray(config.docs) && config.docs.map((d) => d.id), ['community']);
    assert.equal(reasonOf(result, 'themeConfig.navbar.items[2]'), '', 'the version menu without docsPluginId is kept');
  });

  it('a second plugin with the same id is reported', async () => {
    const dir = site(configWith('{}', `${COMMUNITY}, ${COMMUNITY}`));
    const result = await migrate({ dir });
    assert.match(reasonOf(result, 'plugins[1] (@docusaurus/plugin-content-docs)'), /a second docs plugin with the id "community"/);
  });
});
