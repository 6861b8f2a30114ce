/**
 * Example values made from a schema when the spec has none: the schema's
 * own example, default, const or first enum value, else a value fitting the
 * type and format. `readOnly` properties are left out of requests and
 * `writeOnly` ones out of responses. Cycles stop, and a node budget keeps
 * an example small however the schemas nest.
 */
import { flatten, typesOf } from './schema-flatten.js';
import { isObject, joinPointer, type SpecDoc } from './spec.js';

export type Direction = 'request' | 'response';

const MAX_DEPTH = 6;
const BUDGET = 100;

const FORMATS: Record<string, unknown> = {
  'date-time': '2025-01-01T12:00:00Z',
  date: '2025-01-01',
  time: '12:00:00',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  password: 'Str0ng-Passw0rd!',
  byte: 'U3dhZ2dlcg==',
  binary: '<binary>',
};

export function exampleFromSchema(doc: SpecDoc, schema: unknown, pointer: string, direction: Direction): unknown {
  const state = { budget: BUDGET };
  return generate(doc, schema, pointer, direction, [], state);
}

/** An example written on the schema itself (`example`, or the first of `examples`). */
export function explicitExample(doc: SpecDoc, schema: unknown, pointer: string): { value: unknown } | undefined {
  const r = doc.resolve(schema, pointer);
  if (!isObject(r.value)) return undefined;
  if (r.value.example !== undefined) return { value: r.value.example };
  if (Array.isArray(r.value.examples) && r.value.examples.length > 0) return { value: r.value.examples[0] };
  return undefined;
}

function generate(doc: SpecDoc, schema: unknown, pointer: string, direction: Direction, stack: string[], state: { budget: number }): unknown {
  const r = doc.resolve(schema, pointer);
  if (!isObject(r.value) || state.budget <= 0) return undefined;
  state.budget--;
  const flat = flatten(doc, [{ node: r.value, pointer: r.pointer }]);
  const k = flat.keywords;
  if (k.example !== undefined) return k.example;
  if (Array.isArray(k.examples) && k.examples.length > 0) return k.examples[0];
  if (k.const !== undefined) return k.const;
  if (k.default !== undefined) return k.default;
  if (Array.isArray(k.enum) && k.enum.length > 0) return k.enum.find((v) => v !== null) ?? k.enum[0];
  const inner = [...stack, r.pointer];
  const cyclic = stack.includes(r.pointer) || stack.length >= MAX_DEPTH;

  if (flat.variants) {
    const first = flat.variants.options[0]!;
    const base = flat.properties.size > 0 && !cyclic ? objectExample(doc, flat, direction, inner, state) : undefined;
    const chosen = cyclic ? undefined : generate(doc, first.node, first.pointer, direction, inner, state);
    return isObject(base) && isObject(chosen) ? { ...base, ...chosen } : (chosen ?? base);
  }
  const { types, nullable } = typesOf(k);
  const type = types[0] ?? (flat.properties.size > 0 ? 'object' : k.items !== undefined ? 'array' : undefined);
  switch (type) {
    case 'object':
      return cyclic ? {} : objectExample(doc, flat, direction, inner, state);
    case 'array': {
      if (cyclic || !isObject(k.items)) return [];
      const item = generate(doc, k.items, joinPointer(flat.keywordAt.items!, 'items'), direction, inner, state);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return typeof k.format === 'string' && k.format in FORMATS ? FORMATS[k.format] : 'string';
    case 'integer':
    case 'number': {
      const min = typeof k.minimum === 'number' ? k.minimum : typeof k.exclusiveMinimum === 'number' ? k.exclusiveMinimum + 1 : undefined;
      return min ?? (typeof k.maximum === 'number' && k.maximum < 0 ? k.maximum : type === 'integer' ? 0 : 0.0);
    }
    case 'boolean':
      return true;
    default:
      return nullable ? null : undefined;
  }
}

function objectExample(
  doc: SpecDoc,
  flat: ReturnType<typeof flatten>,
  direction: Direction,
  stack: string[],
  state: { budget: number },
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, declarations] of flat.properties) {
    const decl = declarations[declarations.length - 1]!;
    const merged = flatten(doc, declarations).keywords;
    if (direction === 'request' && merged.readOnly === true) continue;
    if (direction === 'response' && merged.writeOnly === true) continue;
    const value =
      declarations.length === 1 ? generate(doc, decl.node, decl.pointer, direction, stack, state) : mergedValue(doc, declarations, direction, stack, state);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** A property declared in several allOf members: the last declaration with an example wins. */
function mergedValue(
  doc: SpecDoc,
  declarations: { node: unknown; pointer: string }[],
  direction: Direction,
  stack: string[],
  state: { budget: number },
): unknown {
  for (let i = declarations.length - 1; i >= 0; i--) {
    const r = doc.resolve(declarations[i]!.node, declarations[i]!.pointer);
    if (isObject(r.value) && (r.value.example !== undefined || r.value.enum || r.value.const !== undefined || r.value.default !== undefined)) {
      return generate(doc, declarations[i]!.node, declarations[i]!.pointer, direction, stack, state);
    }
  }
  const d = declarations[0]!;
  return generate(doc, d.node, d.pointer, direction, stack, state);
}
