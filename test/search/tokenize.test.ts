/** The tokenizer shared by the index and the browser: words, compounds, paths, camelCase. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { queryWords, shardKey, shardOf, tokenize } from '../../src/search/tokenize.js';

describe('tokenize', () => {
  it('lower-cases words and drops punctuation', () => {
    assert.deepEqual(tokenize('Refresh the token, then retry!'), ['refresh', 'the', 'token', 'then', 'retry']);
  });

  it('keeps a compound besides its words', () => {
    assert.deepEqual(tokenize('jwt_payload'), ['jwt_payload', 'jwt', 'payload']);
    assert.deepEqual(tokenize('version 3.6.1.'), ['version', '3.6.1', '3', '6', '1']);
  });

  it('knows a path by each of its ends', () => {
    assert.deepEqual(tokenize('POST /simple-jwt-login/v1/auth/validate'), [
      'post',
      '/simple-jwt-login/v1/auth/validate',
      '/v1/auth/validate',
      '/auth/validate',
      '/validate',
      'simple',
      'jwt',
      'login',
      'v1',
      'auth',
      'validate',
    ]);
  });

  it('splits camelCase', () => {
    assert.deepEqual(tokenize('errorCode'), ['errorcode', 'error', 'code']);
  });

  it('keeps letters of any script', () => {
    assert.deepEqual(tokenize('Über größe'), ['über', 'größe']);
  });
});

describe('queryWords', () => {
  it('gives each word with the terms it stands for', () => {
    assert.deepEqual(queryWords('error 45'), [
      { compound: undefined, parts: ['error'] },
      { compound: undefined, parts: ['45'] },
    ]);
    assert.deepEqual(queryWords('/auth/validate'), [{ compound: '/auth/validate', parts: ['auth', 'validate'] }]);
    assert.deepEqual(queryWords('refresh refresh'), [{ compound: undefined, parts: ['refresh'] }]);
    assert.deepEqual(queryWords('  ,. '), []);
  });
});

describe('shardOf', () => {
  it('puts terms with the same first three characters in the same shard', () => {
    assert.equal(shardKey('refresh'), 'ref');
    for (const count of [1, 4, 64]) assert.equal(shardOf('refresh', count), shardOf('refre', count));
    assert.equal(shardOf('anything', 1), 0);
  });

  it('spreads terms over the shards', () => {
    const used = new Set(
      ['token', 'refresh', 'revoke', 'validate', 'user', 'login', 'error', 'hook', 'code', 'cors', 'google', 'delete'].map((t) => shardOf(t, 4)),
    );
    assert.ok(used.size >= 3);
  });
});
