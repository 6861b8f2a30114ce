import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tabForKey } from '../../src/core/tab-keys.js';

describe('tabForKey', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    assert.equal(tabForKey('ArrowRight', 0, 3), 1);
    assert.equal(tabForKey('ArrowRight', 2, 3), 0);
    assert.equal(tabForKey('ArrowLeft', 1, 3), 0);
    assert.equal(tabForKey('ArrowLeft', 0, 3), 2);
  });

  it('goes to the first and last tab with Home and End', () => {
    assert.equal(tabForKey('Home', 2, 4), 0);
    assert.equal(tabForKey('End', 0, 4), 3);
  });

  it('gives -1 for keys that do not move', () => {
    assert.equal(tabForKey('Enter', 1, 3), -1);
    assert.equal(tabForKey('ArrowDown', 1, 3), -1);
  });
});
