import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TextMemo } from '../../src/core/text-memo.js';

describe('TextMemo', () => {
  it('makes the value of a text once, and answers again with it', () => {
    const memo = new TextMemo<string[]>(100);
    let made = 0;
    const words = (text: string) => (made++, text.split(' '));
    const first = memo.get('one two', words);
    assert.equal(memo.get('one two', words), first);
    assert.deepEqual(first, ['one', 'two']);
    assert.notEqual(memo.get('three', words), first);
    assert.equal(made, 2);
  });

  it('keeps at most its characters of texts, forgetting the oldest first', () => {
    const memo = new TextMemo<number>(10);
    let made = 0;
    const length = (text: string) => (made++, text.length);
    memo.get('aaaa', length);
    memo.get('bbbb', length);
    memo.get('cccc', length); // 12 characters: 'aaaa' goes
    assert.equal(made, 3);
    memo.get('bbbb', length);
    memo.get('cccc', length);
    assert.equal(made, 3, 'the newer two are kept');
    memo.get('aaaa', length);
    assert.equal(made, 4, 'the oldest was made again');
  });

  it('does not keep a text longer than its bound, and still answers it', () => {
    const memo = new TextMemo<number>(3);
    let made = 0;
    assert.equal(
      memo.get('abcd', (t) => (made++, t.length)),
      4,
    );
    memo.get('abcd', (t) => (made++, t.length));
    assert.equal(made, 2);
  });
});
