/**
 * `mysite migrate` on a Docusaurus site that draws Mermaid diagrams
 * (`@docusaurus/theme-mermaid`, `markdown.mermaid`, `themeConfig.mermaid`):
 * the options are mapped, the theme is not refused, and the report tells the
 * site to install `mermaid` unless its package.json has it. The written
 * config loads.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import { migrate } from '../../src/migrate/migrate.js';
import { formatMigrationReport } from '../../src/migrate/report.js';

const CONFIG = `module.exports = {
  title: 'Flows',
  url: 'https://flows.example.com',
  presets: [['classic', { docs: {}, blog: false }]],
  themes: ['@docusaurus/theme-mermaid'],
  markdown: { mermaid: true },
  themeConfig: {
    mermaid: {
      theme: { light: 'neutral', dark: 'forest' },
      options: { maxTextSize: 90000, flowchart: { curve: 'basis' } },
      look: 'handDrawn',
    },
  },
};
`;

const plain = { green: (t: string) => t, yellow: (t: string) => t, dim: (t: string) => t, bold: (t: string) => t };

describe('mysite migrate: Mermaid', () => {
  let root: string;
  let n = 0;
  const site = (files: Record<string, string>): string => {
    const dir = join(root, `site-${n++}`);
    mkdirSync(join(dir, 'docs'), { recursive: true });
    writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n\n```mermaid\ngraph TD\n  A --> B\n```\n');
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
    return dir;
  };
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'mysite-migrate-mermaid-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it("maps markdown.mermaid and themeConfig.mermaid's theme and options; the theme is not refused", async () => {
    const dir = site({ 'docusaurus.config.js': CONFIG });
    const result = await migrate({ dir });
    const { config } = await loadConfig(dir);
    assert.equal(config.markdown.mermaid, true);
    assert.deepEqual(config.mermaid, { theme: { light: 'neutral', dark: 'forest' }, options: { maxTextSize: 90000, flowchart: { curve: 'basis' } } });
    assert.ok(!result.skipped.some((s) => s.path.startsWith('themes[0]')), JSON.stringify(result.skipped));
    assert.ok(!result.skipped.some((s) => s.path === 'markdown.mermaid' || s.path.startsWith('themeConfig.mermaid.theme')));
    assert.match(result.skipped.find((s) => s.path === 'themeConfig.mermaid.look')?.reason ?? '', /Mermaid option mysite does not have/);
  });

  it('tells the site to install mermaid, once, and says what needs it', async () => {
    const result = await migrate({ dir: site({ 'docusaurus.config.js': CONFIG }) });
    assert.deepEqual(result.install, [{ name: 'mermaid', why: 'draws the Mermaid diagrams (themes[0] (@docusaurus/theme-mermaid))' }]);
    assert.match(formatMigrationReport({ ...result, cd: '', color: plain }), /\n {2}npm install mermaid +# draws the Mermaid diagrams/);
  });

  it("asks for nothing when the site's package.json has mermaid already", async () => {
    const pkg = JSON.stringify({ name: 'flows', dependencies: { '@docusaurus/core': '^3.0.0', mermaid: '^11.4.0' } });
    const result = await migrate({ dir: site({ 'docusaurus.config.js': CONFIG, 'package.json': pkg }) });
    assert.deepEqual(result.install, []);
    assert.doesNotMatch(formatMigrationReport({ ...result, cd: '', color: plain }), /npm install mermaid/);
  });

  it('reports a theme mysite does not know and options that are not JSON', async () => {
    const config = CONFIG.replace("light: 'neutral'", "light: 'sepia'").replace('maxTextSize: 90000', 'format: (x) => x');
    const result = await migrate({ dir: site({ 'docusaurus.config.js': config }) });
    assert.match(result.skipped.find((s) => s.path === 'themeConfig.mermaid.theme.light')?.reason ?? '', /sepia|one of/);
    assert.match(result.skipped.find((s) => s.path === 'themeConfig.mermaid.options')?.reason ?? '', /a function; mysite gives Mermaid its options as JSON/);
  });
});
