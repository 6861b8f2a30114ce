/**
 * A link whose href holds a planted secret (an imported .txt file's text, or
 * a `process.env` value read by an MDX page) is broken: the build log names
 * it by a short prefix only, never the secret whole.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { QUOTED_LIMIT, quoted } from '../../src/core/quoted.js';

const FILE_SECRET = randomBytes(32).toString('hex');
const ENV_SECRET = randomBytes(32).toString('hex');

describe('quoted', () => {
  it('keeps short text, caps long text and escapes control characters', () => {
    assert.equal(quoted('/docs/intro'), '/docs/intro');
    const long = quoted('x'.repeat(64));
    assert.equal(long, `${'x'.repeat(QUOTED_LIMIT)}… (64 characters)`);
    assert.equal(quoted('a\u001b[31mb\nc'), 'a\\u001b[31mb\\u000ac');
  });
});

describe('a secret in a broken link', () => {
  let site: FixtureSite;
  let log = '';
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/token.txt': `/${FILE_SECRET}`,
      'content/docs/from-file.mdx': "---\ntitle: From file\n---\nimport t from './token.txt';\n\n<a href={t}>file</a>\n",
      'content/docs/from-env.mdx': '---\ntitle: From env\n---\nexport const t = process.env.PLANTED_SECRET;\n\n<a href={"/" + t}>env</a>\n',
    });
    const r = site.runWithEnv({ PLANTED_SECRET: ENV_SECRET }, 'build');
    log = r.stdout + r.stderr;
  });
  after(() => site.remove());

  it('is reported as a broken link', () => {
    assert.match(log, /Broken link/);
  });

  it('never reaches the log whole', () => {
    for (const secret of [FILE_SECRET, ENV_SECRET]) {
      assert.ok(!log.includes(secret), 'the secret is in the log');
      assert.ok(!log.includes(secret.slice(0, QUOTED_LIMIT)), 'more than the allowed prefix is in the log');
    }
  });
});
