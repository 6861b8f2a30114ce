/** The schema model: every construct of the zoo fixture, cycles, depth, and size linear in the spec. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SourceResult } from '../../src/content/content-source.js';
import { MAX_DEPTH } from '../../src/openapi/schema-page.js';
import type { ApiOperationData, ApiSchema, ApiSlot } from '../../src/core/page-data/api.js';
import { loadApi, operation, text, ZOO_SPEC } from './helpers.js';

const def = (op: ApiOperationData, slot: ApiSlot | undefined): ApiSchema => {
  assert.ok(slot, 'slot');
  const d = op.schemas[slot.ref];
  assert.ok(d, `schema ${slot.ref}`);
  return d;
};
const prop = (op: ApiOperationData, d: ApiSchema, name: string) => {
  const p = d.properties?.find((x) => x.name === name);
  assert.ok(p, `property ${name} of ${d.title ?? d.type}`);
  return { slot: p, def: def(op, p) };
};

describe('schema trees (zoo fixture)', () => {
  let zoo: SourceResult;
  before(async () => {
    zoo = await loadApi(ZOO_SPEC);
  });

  it('oneOf with a discriminator: switchable alternatives and the mapping', () => {
    const op = operation(zoo, '/api/create-animal');
    const json = op.requestBody!.media.find((m) => m.type === 'application/json')!;
    const animal = def(op, json.schema);
    assert.equal(animal.title, 'Animal');
    assert.equal(animal.variants?.kind, 'oneOf');
    assert.deepEqual(
      animal.variants?.options.map((o) => o.label),
      ['Mammal', 'Bird', 'Reptile'],
    );
    assert.deepEqual(animal.variants?.discriminator, {
      property: 'kind',
      mapping: [
        { value: 'mammal', label: 'Mammal' },
        { value: 'bird', label: 'Bird' },
        { value: 'reptile', label: 'Reptile' },
      ],
    });
  });

  it('allOf merged: inherited properties first, own after, a property declared twice merged', () => {
    const op = operation(zoo, '/api/create-animal');
    const animal = def(op, op.requestBody!.media[0]!.schema);
    const mammal = def(op, animal.variants!.options[0]);
    assert.deepEqual(
      mammal.properties!.map((p) => p.name),
      ['id', 'kind', 'name', 'species', 'nickname', 'tagCode', 'weightKg', 'birthDate', 'microchipCode', 'createdAt', 'offspring', 'furPattern', 'isNocturnal'],
    );
    const kind = prop(op, mammal, 'kind').def;
    assert.deepEqual(kind.enum, ['"mammal"']);
    assert.match(kind.descriptionHtml!, /Discriminator/);
    assert.deepEqual(
      mammal.properties!.filter((p) => p.required).map((p) => p.name),
      ['id', 'kind', 'name', 'species'],
    );
    const bird = def(op, animal.variants!.options[1]);
    assert.ok(prop(op, bird, 'wingspanCm').slot.required, 'required from the second allOf member');
  });

  it('flags, constraints, enum, default and example of properties', () => {
    const op = operation(zoo, '/api/create-animal');
    const mammal = def(op, def(op, op.requestBody!.media[0]!.schema).variants!.options[0]);
    const p = (name: string) => prop(op, mammal, name).def;
    assert.equal(p('id').readOnly, true);
    assert.equal(p('id').format, 'uuid');
    assert.equal(p('microchipCode').writeOnly, true);
    assert.equal(p('nickname').nullable, true);
    assert.deepEqual(p('nickname').constraints, ['at most 20 characters']);
    assert.deepEqual(p('name').constraints, ['1 to 40 characters']);
    assert.deepEqual(p('weightKg').constraints, ['> 0', '≤ 7000']);
    assert.deepEqual(p('tagCode').constraints, ['pattern ^ZOO-[0-9]{4}$']);
    assert.equal(p('species').enum?.length, 6);
    assert.equal(p('furPattern').default, '"solid"');
    assert.equal(p('name').example, '"Tallulah"');
  });

  it('circular schemas end: a schema met again is a lazy slot', () => {
    const tree = operation(zoo, '/api/get-family-tree');
    const node = def(tree, tree.responses[0]!.media[0]!.schema);
    assert.equal(node.title, 'FamilyTreeNode');
    const children = prop(tree, node, 'children');
    assert.equal(children.def.type, 'array');
    assert.deepEqual(children.def.items, { ref: tree.responses[0]!.media[0]!.schema!.ref, lazy: true });
    // Indirect, across files: Animal → Mammal → AnimalBase.offspring → Animal.
    const get = operation(zoo, '/api/get-animal');
    const animal = get.responses[0]!.media[0]!.schema!;
    const mammal = def(get, def(get, animal).variants!.options[0]);
    assert.deepEqual(prop(get, mammal, 'offspring').def.items, { ref: animal.ref, lazy: true });
  });

  it('arrays of objects, with item limits', () => {
    const op = operation(zoo, '/api/log-feedings');
    const body = def(op, op.requestBody!.media[0]!.schema);
    assert.equal(body.type, 'array');
    assert.deepEqual(body.constraints, ['1 to 50 items']);
    const entry = def(op, body.items);
    assert.equal(entry.title, 'FeedingEntry');
    assert.deepEqual(prop(op, entry, 'quantityKg').def.constraints, ['≥ 0.1', '≤ 50']);
    assert.deepEqual(prop(op, entry, 'food').def.enum, ['"hay"', '"fish"', '"meat"', '"seeds"', '"insects"']);
  });

  it('several media types, a binary field, minProperties, response headers', () => {
    const create = operation(zoo, '/api/create-animal');
    assert.deepEqual(
      create.requestBody!.media.map((m) => m.type),
      ['application/json', 'multipart/form-data'],
    );
    const form = def(create, create.requestBody!.media[1]!.schema);
    assert.equal(prop(create, form, 'photo').def.format, 'binary');
    assert.equal(prop(create, form, 'photo').slot.required, true);
    const created = create.responses.find((r) => r.status === '201')!;
    assert.equal(created.headers[0]!.name, 'Location');
    assert.equal(def(create, created.headers[0]!.schema).format, 'uri');
    const patch = operation(zoo, '/api/update-enclosure');
    assert.deepEqual(def(patch, patch.requestBody!.media[0]!.schema).constraints, ['at least 1 property']);
  });

  it('parameters by location, from the path item and the operation, with enum, default and limits', () => {
    const list = operation(zoo, '/api/list-animals');
    const query = list.parameters.find((g) => g.in === 'query')!.items;
    assert.deepEqual(
      query.map((p) => p.name),
      ['kind', 'species', 'sort', 'limit', 'includeOffspring'],
    );
    const limit = def(list, query[3]!.schema);
    assert.equal(limit.default, '20');
    assert.deepEqual(limit.constraints, ['≥ 1', '≤ 100']);
    assert.equal(def(list, query[2]!.schema).default, '"name"');
    const get = operation(zoo, '/api/get-animal');
    assert.deepEqual(
      get.parameters.map((g) => [g.in, g.items.map((p) => [p.name, p.required])]),
      [['path', [['animalId', true]]]],
    );
    const feed = operation(zoo, '/api/log-feedings');
    assert.deepEqual(
      feed.parameters.map((g) => g.in),
      ['path', 'cookie'],
    );
    assert.deepEqual(def(feed, feed.parameters[1]!.items[0]!.schema).constraints, ['32 characters']);
    const create = operation(zoo, '/api/create-animal');
    assert.deepEqual(
      create.parameters.map((g) => [g.in, g.items[0]!.name, g.items[0]!.example]),
      [['header', 'X-Keeper-Id', '7']],
    );
  });

  it('examples: from the spec when given (named ones with labels), else generated from the schema', () => {
    const get = operation(zoo, '/api/get-animal');
    const ok = get.responses[0]!.media[0]!;
    assert.deepEqual(
      ok.examples.map((e) => [e.label, e.generated]),
      [['A tortoise', undefined]],
    );
    assert.match(ok.examples[0]!.html, /Methuselah/);
    const create = operation(zoo, '/api/create-animal');
    const created = create.responses.find((r) => r.status === '201')!.media[0]!.examples[0]!;
    assert.equal(created.generated, true);
    assert.match(text(created.html), /"id": "6f1c2b9e/, 'read-only fields are in responses');
    assert.doesNotMatch(text(created.html), /microchipCode/, 'write-only fields are not');
    const form = create.requestBody!.media[1]!.examples[0]!;
    assert.equal(form.generated, true);
    assert.match(text(form.html), /"photo": "<binary>"/);
    const json = text(create.requestBody!.media[0]!.examples[0]!.html);
    assert.match(json, /"microchipCode": "985112003456789"/);
  });
});

describe('size and safety limits', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'mysite-openapi-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, doc: unknown) => {
    writeFileSync(join(dir, name), JSON.stringify(doc));
    return name;
  };
  const spec = (schemas: Record<string, unknown>, root: unknown) => ({
    openapi: '3.1.0',
    info: { title: 'Stress', version: '1' },
    paths: {
      '/x': {
        post: {
          operationId: 'x',
          requestBody: { content: { 'application/json': { schema: root } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: root } } } },
        },
      },
    },
    components: { schemas },
  });

  it('a schema referenced exponentially often: page size stays linear in the spec', async () => {
    // S0 has 6 properties of S1, S1 six of S2, … : 6^levels nodes if expanded.
    const build = async (levels: number) => {
      const schemas: Record<string, unknown> = {};
      for (let i = 0; i < levels; i++) {
        const next = i === levels - 1 ? { type: 'string' } : { $ref: `#/components/schemas/S${i + 1}` };
        schemas[`S${i}`] = { type: 'object', description: `Level ${i}.`, properties: Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((k) => [k, next])) };
      }
      const result = await loadApi(write(`exp-${levels}.json`, spec(schemas, { $ref: '#/components/schemas/S0' })), {}, dir);
      return operation(result, '/api/x');
    };
    // Sizes, not times, show it is linear (times are for `npm run bench`).
    const small = await build(20);
    const large = await build(40);
    const [a, b] = [JSON.stringify(small.schemas).length, JSON.stringify(large.schemas).length];
    assert.ok(b < 2.5 * a, `schemas: ${a} bytes for 20 levels, ${b} for 40`);
    // One model per schema object of the spec: S0…S39 and the six leaves of S39.
    assert.equal(Object.keys(large.schemas).length, 46);
    // Each schema is drawn in full at most once; every other place is lazy.
    const full = Object.values(large.schemas)
      .flatMap((s) => s.properties ?? [])
      .filter((p) => !p.lazy)
      .map((p) => p.ref);
    assert.equal(new Set(full).size, full.length);
    assert.ok(JSON.stringify(large).length < 300_000, 'examples and samples are bounded too');
  });

  it('OpenAPI 3.1 keywords: type arrays, const, examples, numeric exclusive limits, $ref siblings', async () => {
    const schemas = {
      Base: { type: 'object', description: 'The base.', properties: { id: { type: 'integer' } } },
    };
    const root = {
      type: 'object',
      properties: {
        maybe: { type: ['string', 'null'], examples: ['a', 'b'] },
        fixed: { const: 'v1' },
        ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        base: { $ref: '#/components/schemas/Base', description: 'Overridden here.' },
      },
    };
    const result = await loadApi(write('v31.json', spec(schemas, root)), {}, dir);
    const op = operation(result, '/api/x');
    const body = def(op, op.requestBody!.media[0]!.schema);
    const p = (name: string) => prop(op, body, name).def;
    assert.deepEqual([p('maybe').type, p('maybe').nullable, p('maybe').example], ['string', true, '"a"']);
    assert.deepEqual([p('fixed').type, p('fixed').const], ['string', '"v1"']);
    assert.deepEqual(p('ratio').constraints, ['> 0', '< 1']);
    assert.equal(p('base').title, 'Base');
    assert.match(p('base').descriptionHtml!, /Overridden here/);
    assert.deepEqual(
      p('base').properties!.map((x) => x.name),
      ['id'],
    );
  });

  it('an allOf cycle and a self-referencing property do not hang', async () => {
    const schemas = {
      A: { allOf: [{ $ref: '#/components/schemas/B' }], properties: { a: { type: 'string' } } },
      B: { allOf: [{ $ref: '#/components/schemas/A' }], properties: { b: { $ref: '#/components/schemas/B' } } },
    };
    const result = await loadApi(write('cycle.json', spec(schemas, { $ref: '#/components/schemas/A' })), {}, dir);
    const op = operation(result, '/api/x');
    const a = def(op, op.requestBody!.media[0]!.schema);
    assert.deepEqual(
      a.properties!.map((p) => p.name),
      ['b', 'a'],
    );
    assert.ok(a.notes?.some((n) => /circular allOf/.test(n)));
  });

  it('nesting deeper than the limit becomes lazy', async () => {
    let schema: unknown = { type: 'string' };
    for (let i = 0; i < MAX_DEPTH + 6; i++) schema = { type: 'object', properties: { child: schema } };
    const result = await loadApi(write('deep.json', spec({}, schema)), {}, dir);
    const op = operation(result, '/api/x');
    let d = def(op, op.requestBody!.media[0]!.schema);
    let depth = 0;
    while (d.properties && !d.properties[0]!.lazy) {
      d = def(op, d.properties[0]);
      depth++;
    }
    assert.equal(depth, MAX_DEPTH);
  });
});
