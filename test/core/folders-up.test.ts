/** A folder and the folders above it, in order, ending at the root. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { foldersUp } from '../../src/core/folders-up.js';

describe('foldersUp', () => {
  it('lists the folder, then each one above it, up to the root', () => {
    assert.deepEqual(foldersUp('/srv/site/docs'), ['/srv/site/docs', '/srv/site', '/srv', '/']);
    assert.deepEqual(foldersUp('/'), ['/']);
  });

  it('starts from the absolute path of a relative one', () => {
    assert.equal(foldersUp('.')[0], process.cwd());
    assert.equal(foldersUp('.').at(-1), '/');
  });
});
