/**
 * `mysite migrate` and secrets: values the Docusaurus config reads from the
 * environment or from a file are written into site.config.ts as those reads,
 * never as their values, and listed in the summary; a text written as it is
 * that looks like a secret gets a warning. The planted values must appear
 * nowhere in the written file, and the file must still build the site with
 * the values read.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { migrate, type MigrateResult } from '../../src/migrate/migrate.js';
import { formatMigrationReport } from '../../src/migrate/report.js';
import { CLI } from '../support/paths.js';

const ENV_TOKEN = 'envtok-Q7x2LmP9vR4kT8wZ';
const ENV_HOST = 'planted-host.example.net';
const FILE_KEY = 'filekey-H3j8Nq2Wz6Yb5Rc1';
const TEXT_TOKEN = 'txttok-K9m4Vx7Pq2Ls8Dn3';
const LITERAL_KEY = 'litkey-A1b2C3d4E5f6G7h8';
const RANDOM = 'Zq8Xv3Nm7Lk2Jh6Gf5Dd4Ss1Aa9Pp0Oo';
/** Given to a navbar item's type: mysite does not map it, and the reason must not quote it. */
const ITEM_TYPE = 'plantedItemType-W4e7';

const SITE: Record<string, string> = {
  'docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nText.\n',
  'secrets.json': JSON.stringify({ apiKey: FILE_KEY, nested: { list: ['first-item', 'second-item'] } }),
  'deploy-token.txt': `${TEXT_TOKEN}\n`,
  'docusaurus.config.js': `const fs = require('fs');
const secrets = require('./secrets.json');
module.exports = {
  title: process.env.NODE_ENV === 'production' ? 'Handbook' : 'Handbook (dev)',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: process.env.MIGRATE_ITEM_TYPE, label: 'Odd' }] } },
  customFields: {
    tok: process.env.CI_DEPLOY_TOKEN,
    docsUrl: \`https://\${process.env.MIGRATE_TEST_HOST}/docs\`,
    key: secrets.apiKey,
    second: secrets.nested.list[1],
    deploy: fs.readFileSync(__dirname + '/deploy-token.txt', 'utf8').trim(),
    literalApiKey: '${LITERAL_KEY}',
    opaque: '${RANDOM}',
    plain: 'Not a secret at all',
  },
};
`,
};

describe('mysite migrate: values read from the environment or files', () => {
  let dir: string;
  let result: MigrateResult;
  let config: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mysite-migrate-secrets-'));
    for (const [file, text] of Object.entries(SITE)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    process.env.CI_DEPLOY_TOKEN = ENV_TOKEN;
    process.env.MIGRATE_TEST_HOST = ENV_HOST;
    process.env.MIGRATE_ITEM_TYPE = ITEM_TYPE;
    try {
      result = await migrate({ dir });
    } finally {
      delete process.env.CI_DEPLOY_TOKEN;
      delete process.env.MIGRATE_TEST_HOST;
      delete process.env.MIGRATE_ITEM_TYPE;
    }
    config = readFileSync(join(dir, 'site.config.ts'), 'utf8');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes none of the values read into site.config.ts, not even in the reasons an option was not mapped', () => {
    assert.match(config, /themeConfig\.navbar\.items\[0\] \("Odd"\): an item of type "<process\.env\.MIGRATE_ITEM_TYPE>"/);
    for (const secret of [ENV_TOKEN, ENV_HOST, FILE_KEY, TEXT_TOKEN, ITEM_TYPE])
      assert.ok(!config.includes(secret), `${secret} is in site.config.ts:\n${config}`);
  });

  it('writes each as its read: process.env, an import of the file', () => {
    assert.match(config, /tok: process\.env\.CI_DEPLOY_TOKEN/);
    assert.match(config, /docsUrl: `https:\/\/\$\{process\.env\.MIGRATE_TEST_HOST\}\/docs`/);
    assert.match(config, /import secretsJson from '\.\/secrets\.json';/);
    assert.match(config, /key: secretsJson\.apiKey/);
    assert.match(config, /second: secretsJson\.nested\.list\[1\]/);
    assert.match(config, /import deployTokenTxt from '\.\/deploy-token\.txt';/);
    assert.match(config, /deploy: deployTokenTxt\.trim\(\)/);
    assert.match(config, /\/\/ {3}customFields\.tok: process\.env\.CI_DEPLOY_TOKEN/);
  });

  it('keeps what the config computed from a variable without holding it', () => {
    assert.match(config, /title: 'Handbook \(dev\)'|title: 'Handbook'/);
    assert.match(config, /plain: 'Not a secret at all'/);
  });

  it('lists the reads in the summary, and warns of literal texts that look like secrets', () => {
    assert.deepEqual(
      result.sourced.map((s) => s.path),
      ['customFields.tok', 'customFields.docsUrl', 'customFields.key', 'customFields.second', 'customFields.deploy'],
    );
    assert.deepEqual(
      result.secrets.map((s) => s.path),
      ['customFields.literalApiKey', 'customFields.opaque'],
    );
    assert.match(config, /CHECK BEFORE COMMITTING: customFields\.literalApiKey/);
    assert.match(config, /CHECK BEFORE COMMITTING: customFields\.opaque/);
    const plain = { green: String, yellow: String, dim: String, bold: String };
    const report = formatMigrationReport({ ...result, cd: '', color: plain });
    assert.match(report, /Read from the environment or a file[^\n]*\(5\):\n {2}customFields\.tok +process\.env\.CI_DEPLOY_TOKEN/);
    assert.match(report, /look like secrets[^\n]*\(2\):\n {2}customFields\.literalApiKey +its key "literalApiKey" names a secret/);
    for (const secret of [ENV_TOKEN, ENV_HOST, FILE_KEY, TEXT_TOKEN, ITEM_TYPE]) assert.ok(!report.includes(secret), secret);
  });

  it('the written config builds, with the values read where the site is built', () => {
    const r = spawnSync(process.execPath, [CLI, 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', CI_DEPLOY_TOKEN: 'built-with-this-token', MIGRATE_TEST_HOST: 'docs.example.org' },
    });
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.ok(!(r.stdout + r.stderr).includes(FILE_KEY));
    // customFields reach the site data, as in Docusaurus: read from the environment and the files at build time.
    const page = readdirSync(join(dir, 'dist'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
      .join('\n');
    for (const value of ['built-with-this-token', 'https://docs.example.org/docs', FILE_KEY, TEXT_TOKEN]) assert.ok(page.includes(value), value);
  });
});
