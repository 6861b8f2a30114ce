/**
 * `mysite migrate` turns on the search page (`search.page`) for a Docusaurus
 * site whose search gave one: Algolia's theme (unless `searchPagePath` is
 * `false`; another path is reported, the page being at /search) and
 * @easyops-cn/docusaurus-search-local; a site whose search had no page keeps
 * the default, none. The written config loads.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import { migrate } from '../../src/migrate/migrate.js';

const config = (extra: string) => `module.exports = {
  title: 'Lookups',
  url: 'https://lookups.example.com',
  presets: [['classic', { docs: {}, blog: false }]],
  ${extra}
};
`;

describe('mysite migrate: the search page', () => {
  let root: string;
  let n = 0;
  const migrated = async (extra: string) => {
    const dir = join(root, `site-${n++}`);
    mkdirSync(join(dir, 'docs'), { recursive: true });
    writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n\nText.\n');
    writeFileSync(join(dir, 'docusaurus.config.js'), config(extra));
    const result = await migrate({ dir });
    const { config: loaded } = await loadConfig(dir);
    return { result, search: loaded.search };
  };
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'mysite-migrate-search-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it("is on for Algolia's search, whose page is at /search unless told otherwise", async () => {
    const { search, result } = await migrated(`themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'lookups' } },`);
    assert.deepEqual(search, { sections: {}, page: true });
    assert.deepEqual(result.adjusted, []);
  });

  it("is on, with a note, for Algolia's page at another path", async () => {
    const { search, result } = await migrated(`themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'lookups', searchPagePath: 'find' } },`);
    assert.deepEqual(search, { sections: {}, page: true });
    const note = result.adjusted.find((a) => a.path === 'themeConfig.algolia.searchPagePath');
    assert.match(note?.text ?? '', /at \/search, not \/find/);
  });

  it("stays off when Algolia's page was turned off", async () => {
    const { search } = await migrated(`themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'lookups', searchPagePath: false } },`);
    assert.deepEqual(search, { sections: {}, page: false });
  });

  it('is on for the local search theme that has a page, and off for a site whose search had none', async () => {
    const local = await migrated(`themes: [['@easyops-cn/docusaurus-search-local', { hashed: true }]],`);
    assert.deepEqual(local.search, { sections: {}, page: true });
    const none = await migrated(`themes: ['docusaurus-lunr-search'],`);
    assert.deepEqual(none.search, { sections: {}, page: false });
  });
});
