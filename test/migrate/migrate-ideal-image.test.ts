/**
 * `mysite migrate` on a site with `@docusaurus/plugin-ideal-image`: its
 * options become `idealImage`, the plugin is not refused, the report asks
 * for sharp, and the written config loads.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import { migrate } from '../../src/migrate/migrate.js';

const CONFIG = `module.exports = {
  title: 'Shots',
  url: 'https://shots.example.com',
  presets: [['classic', { docs: {}, blog: false }]],
  plugins: [['@docusaurus/plugin-ideal-image', { quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false, name: 'img/[name].[ext]' }]],
};
`;

describe('mysite migrate: ideal images', () => {
  let root: string;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'mysite-migrate-ideal-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it("maps the plugin's options to idealImage and asks for sharp", async () => {
    mkdirSync(join(root, 'docs'), { recursive: true });
    writeFileSync(join(root, 'docs/intro.md'), '# Intro\n');
    writeFileSync(join(root, 'docusaurus.config.js'), CONFIG);
    const result = await migrate({ dir: root });
    const { config } = await loadConfig(root);
    assert.deepEqual(config.idealImage, { quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false });
    assert.ok(!result.skipped.some((s) => s.path === 'plugins[0]'), JSON.stringify(result.skipped));
    assert.ok(
      result.skipped.some((s) => s.path.endsWith('.name')),
      JSON.stringify(result.skipped),
    );
    assert.match(JSON.stringify(result), /sharp/);
  });
});
