/** The wire format of postings: what MiniSearch serialised comes back the same, moved by a bucket's offset. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decodePostings, encodePostings, type FieldPostings } from '../../src/search/postings.js';

describe('postings', () => {
  it('round-trips, with ids moved by the offset', () => {
    const fields: FieldPostings = { 0: { 3: 1, 1: 1 }, 2: { 7: 2, 2: 1, 10: 5 } };
    const encoded = JSON.parse(encodePostings('token', fields)) as unknown[];
    assert.deepEqual(encoded, ['token', 0, [1, 2], 1, 2, [2, 5, 3], [1, 2, 5]]);
    const into = new Map<string, FieldPostings>();
    decodePostings(encoded, 100, into);
    assert.deepEqual(into.get('token'), { 0: { 101: 1, 103: 1 }, 2: { 102: 1, 107: 2, 110: 5 } });
  });

  it('merges a term found in several buckets', () => {
    const into = new Map<string, FieldPostings>();
    decodePostings(JSON.parse(encodePostings('a', { 1: { 0: 1 } })), 0, into);
    decodePostings(JSON.parse(encodePostings('a', { 1: { 0: 3 } })), 10, into);
    assert.deepEqual(into.get('a'), { 1: { 0: 1, 10: 3 } });
  });
});
