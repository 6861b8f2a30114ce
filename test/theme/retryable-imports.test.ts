/**
 * The client bundle's chunk loaders take a retry's query
 * (src/theme/retryable-imports.ts): `()=>import("./X.js")` of an output of
 * the build becomes `(q="")=>import("./X.js"+q)`, under a name the file does
 * not use; other imports and files stay as they were, byte for byte.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { retryableImports } from '../../src/theme/retryable-imports.js';

const file = (path: string, text: string) => ({ path, contents: Buffer.from(text) });
const text = (output: { contents: Uint8Array }) => Buffer.from(output.contents).toString();

describe('chunk loaders that take a retry query', () => {
  it("rewrites a loader of a chunk of the build, relative to the loading file's folder", () => {
    const [entry, chunk] = retryableImports([
      file('/out/assets/js/entry.js', 'var x={doc:()=>import("./chunks/Doc.AAAA.js")};'),
      file('/out/assets/js/chunks/Side.BBBB.js', 'let y=()=>import("./Doc.AAAA.js").then(e=>e.Doc),z=()=>import("../entry.js");'),
      file('/out/assets/js/chunks/Doc.AAAA.js', 'export const Doc=1;'),
    ]);
    assert.equal(text(entry!), 'var x={doc:(a="")=>import("./chunks/Doc.AAAA.js"+a)};');
    assert.equal(text(chunk!), 'let y=(a="")=>import("./Doc.AAAA.js"+a).then(e=>e.Doc),z=(a="")=>import("../entry.js"+a);');
  });

  it('names the parameter after no identifier of the file, so the loader reads what it read', () => {
    const loader = 'let f=()=>import("./Doc.AAAA.js").then(e=>b(a,e));';
    const [out] = retryableImports([file('/out/Side.js', loader), file('/out/Doc.AAAA.js', '')]);
    const rewritten = text(out!);
    const param = /^let f=\(([\w$]+)=""\)=>/.exec(rewritten)?.[1];
    assert.ok(param && !['a', 'b', 'e', 'f'].includes(param), rewritten);
    assert.equal(rewritten, `let f=(${param}="")=>import("./Doc.AAAA.js"+${param}).then(e=>b(a,e));`);
    // Once all one-letter names are taken: two letters, and never a keyword.
    const busy = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$'].map((c) => `${c}=1;`).join('') + 'aa=1;';
    const [crowded] = retryableImports([file('/out/Side.js', `${busy}()=>import("./Doc.AAAA.js")`), file('/out/Doc.AAAA.js', '')]);
    assert.ok(text(crowded!).endsWith('(ab="")=>import("./Doc.AAAA.js"+ab)'), text(crowded!).slice(-40));
  });

  it('leaves imports of what the build did not make, imports outside a loader and other files as they were', () => {
    const code = 'let u=()=>import("./gone.js"),v=()=>import("https://x.test/a.js"),w=async()=>{await import("./Doc.AAAA.js")};';
    const outputs = [file('/out/entry.js', code), file('/out/Doc.AAAA.js', 'export{}'), file('/out/style.css', '()=>import("./Doc.AAAA.js")')];
    const result = retryableImports(outputs);
    assert.deepEqual(
      result.map((o) => o.contents),
      outputs.map((o) => o.contents),
    );
    assert.ok(
      result.every((o, i) => o === outputs[i]),
      'the same objects: nothing to write again',
    );
  });
});
