/**
 * A build of a versioned docs site reports the errors of every version at
 * once: a failing version does not hide another version's errors.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe('docs versions: errors', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig('docs: { sidebarPath: false }'),
      'versions.json': JSON.stringify(['1.0']),
      'content/docs/start.md': '---\nslug: /\n---\n\n# Start\n',
      'content/docs/today.mdx': "import Missing from '@theme/NoSuchPartToday';\n\n# Today\n\n<Missing />\n",
      'versioned_docs/version-1.0/start.md': '---\nslug: /\n---\n\n# Start\n',
      'versioned_docs/version-1.0/earlier.mdx': "import Gone from '@theme/NoSuchPartEarlier';\n\n# Earlier\n\n<Gone />\n",
    });
  });
  after(() => site.remove());

  it('names the broken page of each version in one build', () => {
    const r = site.run('build');
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /content\/docs\/today\.mdx:1:\d+ .*NoSuchPartToday/);
    assert.match(r.stderr, /versioned_docs\/version-1\.0\/earlier\.mdx:1:\d+ .*NoSuchPartEarlier/);
    assert.match(r.stderr, /2 errors/);
  });
});
