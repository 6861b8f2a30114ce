import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { docsVersionKey, readStored, STORAGE_KEYS, store } from '../../src/core/storage-keys.js';

const global = globalThis as { localStorage?: unknown };

describe('readStored and store', () => {
  afterEach(() => delete global.localStorage);

  it('read and write localStorage', () => {
    const values = new Map<string, string>();
    global.localStorage = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
    assert.equal(readStored('k'), null);
    assert.equal(store('k', 'v'), true);
    assert.equal(readStored('k'), 'v');
  });

  it('treat storage that is missing or refuses as no choice', () => {
    assert.equal(readStored('k'), null, 'no localStorage at all');
    assert.equal(store('k', 'v'), false);
    const refuse = () => {
      throw new Error('SecurityError');
    };
    global.localStorage = { getItem: refuse, setItem: refuse };
    assert.equal(readStored('k'), null);
    assert.equal(store('k', 'v'), false);
  });
});

describe('docsVersionKey', () => {
  it('keeps the default section’s key and gives another section its own, as Docusaurus keys the version by plugin id', () => {
    assert.equal(docsVersionKey(), STORAGE_KEYS.docsVersion);
    assert.equal(docsVersionKey('default'), 'mysite.docs.version');
    assert.equal(docsVersionKey('community'), 'mysite.docs.version.community');
    assert.notEqual(docsVersionKey('community'), docsVersionKey('guides'));
  });
});
