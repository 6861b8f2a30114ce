import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contentHashedNames, type NamedOutput } from '../../src/core/content-hashed-names.js';

const file = (path: string, text: string): NamedOutput => ({ path, contents: Buffer.from(text) });
const texts = (outputs: NamedOutput[]) => Object.fromEntries(outputs.map((o) => [o.path, Buffer.from(o.contents).toString()]));

describe('contentHashedNames', () => {
  it('names a file by its bytes and the names of the files it loads, and rewrites those references', () => {
    const built = (hashA: string, hashB: string) =>
      contentHashedNames([
        file('/x/entry.js', `import("./chunks/a.${hashA}.js")`),
        file(`/x/chunks/a.${hashA}.js`, `import "./b.${hashB}.js";a()`),
        file(`/x/chunks/b.${hashB}.js`, 'b()'),
      ]);
    const one = texts(built('AAAAAAAA', 'BBBBBBBB').outputs);
    const other = texts(built('CCCCCCCC', 'DDDDDDDD').outputs);
    assert.deepEqual(one, other, 'esbuild hashes that differ for the same bytes give the same names');
    const [entry, a, b] = Object.keys(one);
    assert.equal(entry, '/x/entry.js', 'an unhashed name is kept');
    assert.match(a!, /^\/x\/chunks\/a\.[A-Z2-7]{8}\.js$/);
    assert.equal(one[entry!], `import("./chunks/${a!.slice('/x/chunks/'.length)}")`);
    assert.equal(one[a!], `import "./${b!.slice('/x/chunks/'.length)}";a()`);
  });

  it('gives a file a new name when a file it loads changes', () => {
    const name = (bText: string) =>
      contentHashedNames([file('/x/a.AAAAAAAA.js', 'import "./b.BBBBBBBB.js"'), file('/x/b.BBBBBBBB.js', bText)]).rename('/x/a.AAAAAAAA.js');
    assert.notEqual(name('one()'), name('two()'));
  });

  it('names files that load each other the same way whatever their old names', () => {
    const cycle = (p: string, q: string) =>
      texts(contentHashedNames([file(`/x/p.${p}.js`, `import "./q.${q}.js";p()`), file(`/x/q.${q}.js`, `import "./p.${p}.js";q()`)]).outputs);
    assert.deepEqual(cycle('AAAAAAAA', 'BBBBBBBB'), cycle('ZZZZZZZZ', 'CCCCCCCC'));
  });

  it('renames the paths a metafile spells, relative ones included', () => {
    const { rename } = contentHashedNames([file('/site/.out/assets/js/a.AAAAAAAA.js', 'a()')]);
    assert.match(rename('.out/assets/js/a.AAAAAAAA.js'), /^\.out\/assets\/js\/a\.[A-Z2-7]{8}\.js$/);
    assert.equal(rename('.out/assets/js/other.js'), '.out/assets/js/other.js');
  });
});
