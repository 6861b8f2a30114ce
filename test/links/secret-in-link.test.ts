/**
 * A link whose href holds a planted secret (an imported .txt file's text, or
 * a `process.env` value read by an MDX page) is broken: the build log never
 * shows its target, even a short one that `quoted()` would keep whole, and
 * points at the JSX attribute that made it; a link the page writes as text
 * is still quoted. The build fails, so no output holds the secret either.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { QUOTED_LIMIT, quoted } from '../../src/core/quoted.js';

const FILE_SECRET = randomBytes(32).toString('hex');
const ENV_SECRET = randomBytes(32).toString('hex');
/** Shorter than QUOTED_LIMIT: only the link's being made by code keeps it out. */
const SHORT_SECRET = `tk${randomBytes(5).toString('hex')}`;

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
      'content/docs/short.mdx':
        '---\ntitle: Short\n---\nexport const s = process.env.SHORT_SECRET;\n\nSee <a href={"/" + s}>this</a> and <a href="/not-a-page">that</a>.\n',
    });
    const r = site.runWithEnv({ PLANTED_SECRET: ENV_SECRET, SHORT_SECRET }, 'build');
    log = r.stdout + r.stderr;
  });
  after(() => site.remove());

  it('is reported as a broken link', () => {
    assert.match(log, /Broken link/);
  });

  it('made by code: at the attribute, without its target, however short', () => {
    assert.match(log, /content\/docs\/short\.mdx:6:8 +Broken link made by code \(it leads to no page or file of the site\)/);
    assert.ok(!log.includes(SHORT_SECRET.slice(0, 6)), 'the short secret is in the log');
    assert.ok(!site.exists('dist'), 'the failed build published nothing');
  });

  it('written as text in the page: quoted, at its place', () => {
    assert.match(log, /content\/docs\/short\.mdx:6:\d+ +Broken link: \/not-a-page/);
  });

  it('never reaches the log whole', () => {
    for (const secret of [FILE_SECRET, ENV_SECRET]) {
      assert.ok(!log.includes(secret), 'the secret is in the log');
      assert.ok(!log.includes(secret.slice(0, QUOTED_LIMIT)), 'more than the allowed prefix is in the log');
    }
  });
});
