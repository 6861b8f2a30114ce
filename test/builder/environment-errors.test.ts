/**
 * Failures of the machine (a file mysite may not read, a full disk) are
 * errors that name the file and say what to do, never "Internal error", and
 * the last good output stays as it was.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { REPO_ROOT } from '../support/paths.js';

const FAULTS = pathToFileURL(join(REPO_ROOT, 'lib/test/support/fail-fs.js')).href;

describe('file system errors', () => {
  let site: FixtureSite;
  let good: string;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHello.\n',
      'content/docs/secret.md': '---\ntitle: Secret\n---\n\nText.\n',
    });
    assert.equal(site.run('build').code, 0);
    good = site.read('dist/docs/secret.html');
  });
  after(() => site.remove());

  const withFaults = (faults: string) => site.runWithEnv({ NODE_OPTIONS: `--import=${FAULTS}`, MYSITE_TEST_FAULTS: faults }, 'build', '--no-cache');

  it('a file that may not be read (EACCES): names the file and what to do', () => {
    const r = withFaults('EACCES:read:content/docs/secret.md');
    assert.equal(r.code, 1);
    assert.doesNotMatch(r.stderr, /Internal error/);
    assert.match(r.stderr, /content\/docs\/secret\.md +Permission denied: content\/docs\/secret\.md \(open\)/);
    assert.match(r.stderr, /check its permissions/);
    assert.equal(site.read('dist/docs/secret.html'), good);
  });

  it('a full disk (ENOSPC) while writing the output: names the file, keeps the last good output', () => {
    const r = withFaults('ENOSPC:write:.dist.previous/docs/');
    assert.equal(r.code, 1);
    assert.doesNotMatch(r.stderr, /Internal error/);
    assert.match(r.stderr, /The disk is full: \.dist\.previous\/docs\/[^ ]+ \(write\)/);
    assert.match(r.stderr, /Free some space on the disk/);
    assert.equal(site.read('dist/docs/secret.html'), good);
    assert.equal(site.exists('.dist.previous'), false, 'the half-written spare folder is dropped');
  });

  it('a full disk where the config is run (the cache folder): an error before the output is touched', () => {
    const r = withFaults('ENOSPC:write:.mysite-cache/');
    assert.equal(r.code, 1);
    assert.doesNotMatch(r.stderr, /Internal error/);
    assert.match(r.stderr, /The disk is full: \.mysite-cache\//);
    assert.equal(site.read('dist/docs/secret.html'), good);
  });

  it('a full disk while saving the cache, after the new output is in place: a warning', () => {
    site.write('content/docs/secret.md', '---\ntitle: Secret\n---\n\nNew text.\n');
    // The records of the output, written once the new output is in place.
    const r = site.runWithEnv({ NODE_OPTIONS: `--import=${FAULTS}`, MYSITE_TEST_FAULTS: 'ENOSPC:write:.mysite-cache/output-' }, 'build');
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /The cache could not be saved \(the site was built\): The disk is full: \.mysite-cache\/output-/);
    assert.match(site.read('dist/docs/secret.html'), /New text\./);
    assert.match(site.run('build').stdout, /✔ Built/, 'never "Up to date" on a cache that was not saved');
  });
});
