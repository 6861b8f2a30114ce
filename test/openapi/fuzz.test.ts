/**
 * Fuzzing OpenAPI documents: a small spec of our own, mutated (seeded, so a
 * failure can be replayed) either as text, with YAML and JSON-Schema
 * fragments, or as data, a value replaced or a key removed deep inside it,
 * goes through the API source. Each must either give pages or be refused with an
 * author's error naming the file, never an internal error, and none may
 * take more than ten seconds of CPU (a guard against blow-ups such as alias
 * bombs or exponential references, far above the tens of milliseconds a
 * document takes; not a speed target).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { MysiteError } from '../../src/core/errors.js';
import { random } from '../support/seeded-random.js';
import { loadApi } from './helpers.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const DOCUMENTS = 150;

const SPEC = `openapi: 3.1.0
info:
  title: Garden API
  version: '2.0'
  description: Plants and the beds they grow in.
tags:
  - name: plants
    description: Everything that grows.
paths:
  /plants:
    get:
      operationId: listPlants
      tags: [plants]
      summary: List plants
      parameters:
        - name: bed
          in: query
          schema: { type: string }
      responses:
        '200':
          description: The plants.
          content:
            application/json:
              schema:
                type: array
                items: { $ref: '#/components/schemas/Plant' }
    post:
      operationId: addPlant
      tags: [plants]
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Plant' }
            example: { name: Fern, height: 30 }
      responses:
        '201': { description: Added. }
        '400':
          description: Not a plant.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Problem' }
components:
  schemas:
    Plant:
      type: object
      required: [name]
      properties:
        name: { type: string, maxLength: 80 }
        height: { type: integer, minimum: 0 }
        bed: { $ref: '#/components/schemas/Bed' }
    Bed:
      type: object
      properties:
        id: { type: string, format: uuid }
        plants: { type: array, items: { $ref: '#/components/schemas/Plant' } }
    Problem:
      type: object
      properties:
        code: { type: integer }
        message: { type: string }
`;

const TOKENS = [
  ':',
  ': ',
  '- ',
  '[',
  ']',
  '{',
  '}',
  '"',
  "'",
  '&a ',
  '*a',
  '<<: *a',
  '!!binary',
  '|',
  '>',
  '#',
  '\n',
  '  ',
  '    ',
  '\t',
  '---',
  '...',
  '?',
  ',',
  'null',
  '~',
  '$ref: ',
  "$ref: '#/components/schemas/Plant'",
  "$ref: '#/components/schemas/Nope'",
  "$ref: './other.yaml'",
  "$ref: '../../etc/hostname'",
  "$ref: 'https://example.com/x.yaml'",
  "$ref: '#'",
  'allOf: [',
  'oneOf:',
  'type: [string, null]',
  'enum: []',
  'example:',
  'x-codeSamples:',
  '/{id}',
  '{id}',
  '\u0000',
  '😀',
  '\u202e',
  '<script>alert(1)</script>',
  '[link](javascript:alert(1))',
  '1e999',
  '-0',
  '0x1F',
  '.nan',
];

/** Values put in place of another, deep in the document. */
const VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  'x'.repeat(5000),
  [],
  {},
  [null],
  { $ref: '#/components/schemas/Bed' },
  { $ref: '#/nope' },
  { type: 'object', properties: { a: { $ref: '#/components/schemas/Plant' } } },
  { oneOf: [] },
  { allOf: [{ $ref: '#/components/schemas/Plant' }, { type: 'string' }] },
  'application/json',
  '{id}',
  { '': '' },
];

/** Replaces one value, or removes one key, somewhere in the parsed document. */
function mutateData(text: string, rnd: () => number): string {
  const doc = parse(text) as Record<string, unknown>;
  for (let edits = 1 + Math.floor(rnd() * 3); edits > 0; edits--) {
    let node: unknown = doc;
    let parent: Record<string, unknown> | unknown[] | undefined;
    let key: string | number | undefined;
    // Walk down a random path, stopping at a random depth.
    while (typeof node === 'object' && node !== null && rnd() < 0.8) {
      const keys = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
      if (keys.length === 0) break;
      parent = node as Record<string, unknown>;
      key = keys[Math.floor(rnd() * keys.length)]!;
      node = (parent as Record<string | number, unknown>)[key];
    }
    if (!parent || key === undefined) continue;
    if (rnd() < 0.3 && !Array.isArray(parent)) delete parent[key as string];
    else (parent as Record<string | number, unknown>)[key] = structuredClone(VALUES[Math.floor(rnd() * VALUES.length)]);
  }
  return stringify(doc);
}

function mutate(text: string, rnd: () => number): string {
  if (rnd() < 0.6) return mutateData(text, rnd);
  let out = text;
  const edits = 1 + Math.floor(rnd() * 3);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(rnd() * (out.length + 1));
    const choice = rnd();
    if (choice < 0.55) out = out.slice(0, at) + TOKENS[Math.floor(rnd() * TOKENS.length)] + out.slice(at);
    else if (choice < 0.75) out = out.slice(0, at) + out.slice(at + Math.floor(rnd() * 30));
    else {
      const from = Math.floor(rnd() * out.length);
      out = out.slice(0, at) + out.slice(from, from + Math.floor(rnd() * 80)) + out.slice(at);
    }
  }
  return out;
}

describe(`fuzzed OpenAPI documents (seed ${SEED})`, () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'mysite-api-fuzz-'));
    mkdirSync(join(dir, 'api'));
    writeFileSync(join(dir, 'api', 'other.yaml'), 'type: string\n');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("gives pages or an author's error naming the file, never an internal error, each in ten CPU seconds at most", async () => {
    const rnd = random(SEED);
    const outcomes = { pages: 0, refused: 0 };
    const slow: string[] = [];
    for (let i = 0; i < DOCUMENTS; i++) {
      const file = `api/spec-${i}.yaml`;
      writeFileSync(join(dir, file), mutate(SPEC, rnd));
      const started = process.cpuUsage();
      try {
        const result = await loadApi(file, {}, dir);
        assert.ok(result.routes.length > 0);
        outcomes.pages++;
      } catch (error) {
        if (!(error instanceof MysiteError)) throw new Error(`document ${i} (seed ${SEED}): ${String((error as Error)?.stack ?? error)}`);
        assert.ok(
          error.diagnostics.every((d) => d.at?.file),
          `document ${i}: every error names a file`,
        );
        outcomes.refused++;
      }
      const { user, system } = process.cpuUsage(started);
      const ms = (user + system) / 1000;
      if (ms > 10_000) slow.push(`document ${i}: ${Math.round(ms)} ms`);
    }
    assert.deepEqual(slow, []);
    // Both kinds happen: the mutations neither all break the spec nor all leave it whole.
    assert.ok(outcomes.pages > 10 && outcomes.refused > 10, JSON.stringify(outcomes));
  });
});
