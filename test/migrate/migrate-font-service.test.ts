/**
 * Custom CSS that imports a Google Fonts stylesheet: migrate allows the
 * stylesheet's origin in style-src and, since that stylesheet loads its font
 * files from fonts.gstatic.com (which the site's CSS never names), that
 * origin in font-src; another stylesheet's origin adds nothing to font-src.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../src/migrate/migrate.js';

function siteWithCss(root: string, name: string, css: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'src/css'), { recursive: true });
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n');
  writeFileSync(join(dir, 'src/css/custom.css'), css);
  writeFileSync(
    join(dir, 'docusaurus.config.js'),
    `module.exports = { title: 'Kiln', url: 'https://kiln.example.org', baseUrl: '/',
  presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]] };\n`,
  );
  return dir;
}

describe('mysite migrate: a web font service imported by custom CSS', () => {
  let root: string;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'mysite-migrate-fonts-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it("allows Google Fonts' stylesheet in style-src and its font files in font-src, saying so", async () => {
    const dir = siteWithCss(root, 'google', "@import url('https://fonts.googleapis.com/css2?family=Lora&display=swap');\nbody { font-family: Lora; }\n");
    const { adjusted } = await migrate({ dir });
    const config = readFileSync(join(dir, 'site.config.ts'), 'utf8');
    assert.match(config, /security: \{ csp: \{ 'style-src': \['https:\/\/fonts\.googleapis\.com'\], 'font-src': \['https:\/\/fonts\.gstatic\.com'\] \} \}/);
    assert.ok(
      adjusted.some((a) => /fonts\.gstatic\.com, are allowed by adding the origin to security\.csp's font-src/.test(a.text)),
      JSON.stringify(adjusted),
    );
  });

  it('adds only style-src for a stylesheet of another origin', async () => {
    const dir = siteWithCss(root, 'other', "@import url('https://cdn.example.net/faces.css');\n");
    await migrate({ dir });
    const config = readFileSync(join(dir, 'site.config.ts'), 'utf8');
    assert.match(config, /security: \{ csp: \{ 'style-src': \['https:\/\/cdn\.example\.net'\] \} \}/);
  });
});
