/** A query's neighbouring plain words read as one word too (`wp glob` → `wpglob`); compounds and single words are left alone. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { joinedReadings } from '../../src/search/joined-words.js';
import { queryWords } from '../../src/search/tokenize.js';

const readings = (query: string) => joinedReadings(queryWords(query)).map((words) => words.map((w) => w.compound ?? w.parts.join('+')).join(' '));

describe('joined readings of a query', () => {
  it('join each neighbouring pair of plain words, one pair at a time', () => {
    assert.deepEqual(readings('wp glob'), ['wpglob']);
    assert.deepEqual(readings('java script sdk'), ['javascript sdk', 'java scriptsdk']);
  });

  it('leave a single word, and words next to a compound, as they are', () => {
    assert.deepEqual(readings('wpglob'), []);
    assert.deepEqual(readings('release 3.5.5'), []);
    assert.deepEqual(readings('POST /auth/validate'), []);
  });
});
