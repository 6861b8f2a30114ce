import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';
import { MysiteError } from '../../src/core/errors.js';

describe('splitFrontMatter', () => {
  it('parses YAML and keeps the body on its original lines', () => {
    const { data, body } = splitFrontMatter('---\ntitle: Hi\ntags: [a, b]\n---\n# Heading\n', 'x.md');
    assert.deepEqual(data, { title: 'Hi', tags: ['a', 'b'] });
    assert.equal(body.split('\n')[4], '# Heading');
    assert.equal(body.split('\n').length, 6);
  });

  it('returns the text unchanged when there is no front matter', () => {
    assert.deepEqual(splitFrontMatter('Hello', 'x.md'), { data: {}, body: 'Hello' });
  });

  it('reports invalid YAML with the line in the file', () => {
    try {
      splitFrontMatter('---\ntitle: ok\nbad: [1, 2\n---\n', 'docs/x.md');
      assert.fail('expected an error');
    } catch (error) {
      assert.ok(error instanceof MysiteError);
      const d = error.diagnostics[0]!;
      assert.equal(d.at?.file, 'docs/x.md');
      assert.ok((d.at?.line ?? 0) >= 3, `line ${d.at?.line}`);
      assert.match(d.message, /Invalid YAML/);
    }
  });

  it('rejects front matter that is never closed', () => {
    assert.throws(() => splitFrontMatter('---\ntitle: x\n', 'x.md'), /never closed/);
  });

  it('rejects front matter that is not a map', () => {
    assert.throws(() => splitFrontMatter('---\n- a\n- b\n---\n', 'x.md'), /map/);
  });
});
