/** The watch server's in-memory files: what a reload and a browser cache rely on. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { MemorySource } from '../../src/server/file-source.js';

describe('MemorySource', () => {
  it('keeps a file set again with the same bytes as it was, and gives new bytes a new ETag and time', () => {
    const files = new MemorySource();
    files.set('a.html', '<p>one</p>');
    const first = files.get('a.html')!;
    const etag = first.etag;
    assert.match(etag, /^"[\w-]{20}"$/);
    files.set('a.html', Buffer.from('<p>one</p>'));
    assert.equal(files.get('a.html'), first, 'the same bytes, from a string or a buffer, keep the entry');
    files.set('a.html', '<p>two</p>');
    const second = files.get('a.html')!;
    assert.notEqual(second.etag, etag);
    assert.notEqual(second, first, 'new bytes make a new entry, with the time they were set');
    assert.ok(second.mtime >= first.mtime);
    assert.equal(second.read().toString(), '<p>two</p>');
    const hashed = `"${createHash('sha1').update('<p>two</p>').digest('base64url').slice(0, 20)}"`;
    assert.equal(second.etag, hashed, 'the ETag is a hash of the bytes');
    const other = new MemorySource();
    other.set('b.html', Buffer.from('<p>two</p>'));
    assert.equal(other.get('b.html')!.etag, second.etag, 'the same bytes have the same ETag, whatever file and whenever set');
  });

  it('lists and deletes files', () => {
    const files = new MemorySource();
    files.set('a.html', 'a');
    files.set('b/c.json', '{}');
    assert.deepEqual(files.paths().sort(), ['a.html', 'b/c.json']);
    files.delete('a.html');
    assert.equal(files.get('a.html'), undefined);
  });
});
