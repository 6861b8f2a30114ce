/**
 * `mysite migrate` when it cannot or must not write: no Docusaurus config,
 * a site.config.ts already there (--force replaces it), a config that does
 * not compile, throws or never finishes; and a mapped value mysite's schema
 * refuses, which is left out and reported rather than written.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { loadConfig } from '../../src/config/load.js';
import { docsOptionsOf } from '../../src/config/sections.js';
import { evaluateDocusaurusConfig } from '../../src/migrate/evaluate-config.js';
import { migrate } from '../../src/migrate/migrate.js';
import { CLI } from '../support/paths.js';

function mysite(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('mysite migrate: errors', () => {
  let root: string;
  let n = 0;
  const site = (files: Record<string, string>) => {
    const dir = join(root, `site-${n++}`);
    mkdirSync(join(dir, 'docs'), { recursive: true });
    writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n\nHello.\n');
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
    return dir;
  };
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'mysite-migrate-errors-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('a folder without a Docusaurus config is an error naming what it looked for', () => {
    const dir = site({});
    const r = mysite(root, 'migrate', dir);
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /There is no Docusaurus config in .* \(looked for docusaurus\.config\.ts, .*docusaurus\.config\.cjs\)\.\s+\[migrate\/no-docusaurus-config\]/,
    );
  });

  it('refuses to replace site.config.ts unless given --force', () => {
    const dir = site({ 'docusaurus.config.js': "module.exports = { title: 'Docs', url: 'https://example.com' };\n", 'site.config.ts': '// mine\n' });
    const refused = mysite(dir, 'migrate');
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /already has a site\.config\.ts; mysite migrate leaves it as it is\.\s+\[migrate\/config-exists\]/);
    assert.match(refused.stderr, /--force/);
    assert.equal(readFileSync(join(dir, 'site.config.ts'), 'utf8'), '// mine\n');
    const forced = mysite(dir, 'migrate', '--force');
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(readFileSync(join(dir, 'site.config.ts'), 'utf8'), /title: 'Docs'/);
  });

  it('a config that does not compile is an error at its line', () => {
    const dir = site({ 'docusaurus.config.js': "module.exports = {\n  title: 'Docs',\n  url: ,\n};\n" });
    const r = mysite(dir, 'migrate');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /docusaurus\.config\.js:3:\d+ +docusaurus\.config\.js does not compile: .*\[migrate\/cannot-evaluate\]/);
  });

  it('a config that throws is an error with what it threw', () => {
    const dir = site({ 'docusaurus.config.mjs': "throw new Error('no config for you');\n" });
    const r = mysite(dir, 'migrate');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /docusaurus\.config\.mjs threw while it was loaded: no config for you +\[migrate\/cannot-evaluate\]/);
  });

  it('a config that never finishes is stopped', async () => {
    const dir = site({ 'docusaurus.config.js': 'setInterval(() => {}, 1000);\nmodule.exports = new Promise(() => {});\n' });
    await assert.rejects(evaluateDocusaurusConfig(join(dir, 'docusaurus.config.js'), dir, 1500), /did not finish within 1\.5 s/);
  });

  it('a mapped value that mysite refuses is left out and reported, and the config still loads', async () => {
    const dir = site({
      'docusaurus.config.js': `module.exports = {
  title: 'Docs',
  url: 'https://example.com',
  presets: [['classic', { docs: { editUrl: 'somewhere-else' }, blog: false }]],
  themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'Intro' }, { href: 'javascript:alert(1)', label: 'Bad' }] } },
  scripts: ['https://stats.example.com/s.js', 'javascript:alert(2)'],
  headTags: [{ tagName: 'link', attributes: { rel: 'icon', href: 'javascript:alert(3)' } }],
};
`,
    });
    const result = await migrate({ dir });
    assert.deepEqual(result.skipped.map((s) => `${s.kind}: ${s.path}`).sort(), [
      'refused: headTags[0]',
      'refused: presets[0].docs.editUrl',
      'refused: scripts[1]',
      'refused: themeConfig.navbar.items[1]',
    ]);
    assert.match(result.skipped.find((s) => s.path === 'themeConfig.navbar.items[1]')!.reason, /mysite refuses the mapped value: /);
    const loaded = await loadConfig(dir);
    assert.deepEqual(
      loaded.config.navbar.items.map((i) => i.label),
      ['Intro'],
    );
    assert.equal(docsOptionsOf(loaded.config)?.editUrl, undefined);
  });
});
