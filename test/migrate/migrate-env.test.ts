/**
 * `mysite migrate` reads the site's `.env` as a Docusaurus config expects:
 * the values are in process.env while the config runs, whether it calls
 * `require('dotenv').config()` (dotenv not installed here: a stand-in) or
 * relies on a shell that loaded the file, and wherever migrate is run from;
 * a variable already set wins, and no value of the file is printed.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { evaluateDocusaurusConfig } from '../../src/migrate/evaluate-config.js';
import { loadSiteEnv } from '../../src/config/site-env.js';
import { CLI } from '../support/paths.js';

const ENV_FILE = `# Where the docs are published
SITE_URL=https://docs.example.org
export SITE_TITLE="Field notes"
SEARCH_KEY='k-7f3a9c-private'
`;

const CONFIG = `require('dotenv').config();

module.exports = {
  title: process.env.SITE_TITLE,
  url: process.env.SITE_URL,
  baseUrl: '/',
  themeConfig: { algolia: { appId: 'APP', apiKey: process.env.SEARCH_KEY, indexName: 'notes' } },
};
`;

describe("mysite migrate: the site's .env", () => {
  let root: string;
  let site: string;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'mysite-migrate-env-'));
    site = join(root, 'notes');
    mkdirSync(join(site, 'docs'), { recursive: true });
    writeFileSync(join(site, 'docs/intro.md'), '# Intro\n\nHello.\n');
    writeFileSync(join(site, '.env'), ENV_FILE);
    writeFileSync(join(site, 'docusaurus.config.js'), CONFIG);
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('gives the config the values of .env', async () => {
    const { value } = await evaluateDocusaurusConfig(join(site, 'docusaurus.config.js'), site);
    const config = value as unknown as Record<string, unknown>;
    assert.equal(config.url, 'https://docs.example.org');
    assert.equal(config.title, 'Field notes');
    assert.equal(process.env.SITE_URL, undefined, "the migration's own environment is left as it was");
  });

  it("from another folder, the site's .env; and never prints a value of it", () => {
    const r = spawnSync(process.execPath, [CLI, 'migrate', site], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    assert.equal(r.status, 0, r.stderr);
    assert.doesNotMatch(r.stdout + r.stderr, /k-7f3a9c-private/);
    assert.doesNotMatch(r.stdout + r.stderr, /url.*undefined|missing.*\burl\b/i);
  });

  it('keeps a variable already set, as dotenv does', () => {
    const env: NodeJS.ProcessEnv = { SITE_URL: 'https://staging.example.org' };
    assert.deepEqual(loadSiteEnv(site, env).sort(), ['SEARCH_KEY', 'SITE_TITLE']);
    assert.equal(env.SITE_URL, 'https://staging.example.org');
    assert.equal(env.SITE_TITLE, 'Field notes');
  });

  it('without a .env, loads nothing', () => {
    assert.deepEqual(loadSiteEnv(root, {}), []);
  });
});
