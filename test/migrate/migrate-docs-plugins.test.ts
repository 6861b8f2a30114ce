/**
 * `mysite migrate` on a Docusaurus site with a second docs plugin (an `id`,
 * a "community" section with its own folder, route and versions): mysite
 * builds one docs section, so the plugin is reported at its key path with its
 * id, where its pages, versions and translations are, and what to do; the
 * navbar items that lead into it (a sidebar link, its version menu) are left
 * out naming it, rather than mapped to the docs section's. The written config
 * loads, with the preset's docs as its docs section.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import { migrate, type MigrateResult } from '../../src/migrate/migrate.js';

const COMMUNITY = `['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js' }]`;

function configWith(docs: string): string {
  return `module.exports = {
  title: 'Handbook',
  url: 'https://example.com',
  presets: [['classic', { docs: ${docs}, blog: false }]],
  plugins: [${COMMUNITY}],
  themeConfig: {
    navbar: {
      items: [
        { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community' },
        { type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },
        { type: 'docsVersionDropdown', position: 'right' },
      ],
    },
  },
};
`;
}

const FILES: Record<string, string> = {
  'docs/intro.md': '# Intro\n\nThe handbook.\n',
  'community/support.md': '# Support\n\nAsk in the forum.\n',
  'sidebarsCommunity.js': "module.exports = { community: ['support'] };\n",
  'community_versions.json': '["2.0", "1.0"]\n',
  'community_versioned_docs/version-2.0/support.md': '# Support\n',
  'i18n/fr/docusaurus-plugin-content-docs-community/current/support.md': '# Aide\n',
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
  const PLUGIN = 'plugins[0] (@docusaurus/plugin-content-docs, id "community")';
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'mysite-migrate-docs-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('names the plugin, its id, its folder, route, versions and translations, and what to do', async () => {
    const dir = site(configWith('{}'));
    const result = await migrate({ dir });
    const reason = reasonOf(result, PLUGIN);
    assert.match(reason, /^a second docs section \(community\/ at \/community; versions 2\.0, 1\.0 in community_versions\.json; /);
    assert.match(reason, /translations in i18n\/<locale>\/docusaurus-plugin-content-docs-community\//);
    assert.match(reason, /mysite builds one docs section \(docs\/ at \/docs, from presets\[0\]\.docs\)/);
    assert.match(reason, /move community\/ into docs\/community\/ \(a category of the docs sidebar, at \/docs\/community\/…; its versions are not kept\)/);
    assert.match(reason, /or build it as a site of its own/);
  });

  it("leaves out the navbar items that lead into it, naming it, and keeps the docs section's version menu", async () => {
    const dir = site(configWith('{}'));
    const result = await migrate({ dir });
    assert.match(
      reasonOf(result, 'themeConfig.navbar.items[0]'),
      /^a link into the sidebar "community" of the docs plugin "community", which is not migrated \(plugins\[0\]/,
    );
    assert.match(reasonOf(result, 'themeConfig.navbar.items[1]'), /^the version menu of the docs plugin "community", which is not migrated/);
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.navbar.items, [{ type: 'docsVersionDropdown', position: 'right' }]);
    assert.equal(config.docs ? config.docs.path : undefined, 'docs');
  });

  it('says how to make it the docs section when it is the only docs', async () => {
    const dir = site(configWith('false'));
    const result = await migrate({ dir });
    const reason = reasonOf(result, PLUGIN);
    assert.match(reason, /^the site's only docs, under the plugin id "community" \(community\/ at \/community; /);
    assert.match(
      reason,
      /Remove its `id` \(and rename community_versions\.json, community_versioned_docs\/ and community_versioned_sidebars\/, and i18n\/<locale>\/docusaurus-plugin-content-docs-community\/ to Docusaurus's names without "community"\), then run mysite migrate --force again/,
    );
  });
});
