/** $refs may only name files of the spec's folder tree: the rest is refused before anything is read, each at its line. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MysiteError } from '../../src/core/errors.js';
import { loadSpec } from '../../src/openapi/load.js';

const HEAD = `openapi: 3.1.0
info:
  title: Refs
  version: '1'
paths:
  /a:
    get:
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                $ref: '%A%'
  /b:
    get:
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                $ref: '%B%'
`;

describe('where a $ref may point', () => {
  let site: string;
  before(() => {
    site = mkdtempSync(join(tmpdir(), 'mysite-refs-'));
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  function write(file: string, text: string) {
    mkdirSync(dirname(join(site, file)), { recursive: true });
    writeFileSync(join(site, file), text);
  }

  async function loadError(a: string, b: string): Promise<MysiteError> {
    write('api/spec.yaml', HEAD.replace('%A%', a).replace('%B%', b));
    try {
      await loadSpec(site, 'api/spec.yaml');
    } catch (error) {
      if (error instanceof MysiteError) return error;
      throw error;
    }
    throw new Error('the spec loaded');
  }

  it('a file of a subfolder is read', async () => {
    write('api/parts/thing.yaml', 'type: object\nproperties:\n  id: { type: string }\n');
    write('api/spec.yaml', HEAD.replace('%A%', './parts/thing.yaml').replace('%B%', 'parts/thing.yaml'));
    const spec = await loadSpec(site, 'api/spec.yaml');
    assert.equal(spec.version, '3.1');
  });

  it('every refused $ref is reported at once, each at its own line', async () => {
    write('outside.yaml', 'type: string\n');
    const e = await loadError('../outside.yaml', 'https://example.com/schemas/thing.yaml');
    const found = e.diagnostics.map((d) => [d.code, d.at?.file, d.at?.line]);
    assert.deepEqual(found, [
      ['content/outside-site', 'api/spec.yaml', 14],
      ['api/remote-ref', 'api/spec.yaml', 23],
    ]);
    assert.match(e.diagnostics[0]!.message, /outside the spec's folder \(api\/\)/);
  });

  it('absolute paths and paths into hidden folders are refused', async () => {
    write('api/.secrets/key.yaml', 'type: string\n');
    const e = await loadError('/etc/hostname', './.secrets/key.yaml');
    assert.deepEqual(
      e.diagnostics.map((d) => d.code),
      ['content/outside-site', 'content/outside-site'],
    );
    assert.match(e.diagnostics[1]!.message, /hidden/);
  });

  it('a refused $ref in a referenced file is reported in that file', async () => {
    write('api/parts/leaky.yaml', 'type: object\nproperties:\n  x:\n    $ref: ../../outside.yaml\n');
    const e = await loadError('./parts/leaky.yaml', './parts/thing.yaml');
    assert.deepEqual([e.diagnostics[0]!.at?.file, e.diagnostics[0]!.at?.line], ['api/parts/leaky.yaml', 4]);
  });

  it('a billion-laughs document stops at the alias budget, with the file named', async () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 10; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    write('api/laughs.yaml', `openapi: 3.1.0\ninfo: { title: L, version: '1' }\npaths: {}\nx-laughs:\n${levels.map((l) => '  ' + l).join('\n')}\n`);
    let error: unknown;
    try {
      await loadSpec(site, 'api/laughs.yaml');
    } catch (e) {
      error = e;
    }
    assert.ok(error instanceof MysiteError, String(error));
    assert.equal(error.diagnostics[0]!.code, 'api/alias-budget');
    assert.equal(error.diagnostics[0]!.at?.file, 'api/laughs.yaml');
  });
});
