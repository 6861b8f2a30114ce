/**
 * Turns schema issues into diagnostics an author can act on: the key path,
 * what was expected, what was found, and for unknown keys the closest known key.
 */
import type { z } from 'zod';
import type { Diagnostic } from '../core/diagnostics.js';
import { closest } from '../core/suggest.js';

type Issue = z.core.$ZodIssue;
type AnySchema = z.core.$ZodType;

export function formatKeyPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

/** Follows a key path through optional/default wrappers, objects and arrays. */
function schemaAt(schema: AnySchema, path: readonly PropertyKey[]): AnySchema | undefined {
  let current: AnySchema | undefined = schema;
  for (const key of path) {
    current = current && unwrap(current);
    if (!current) return undefined;
    let def = current._zod.def as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema; options?: AnySchema[] };
    // Of a union (`false` or an object, an object or a list), the option this key can be in.
    if (def.type === 'union') {
      const wanted = typeof key === 'number' ? 'array' : 'object';
      const option = def.options?.map(unwrap).find((o) => (o._zod.def as { type: string }).type === wanted);
      if (!option) return undefined;
      def = option._zod.def as typeof def;
    }
    if (def.type === 'object' && typeof key === 'string') current = def.shape?.[key];
    else if (def.type === 'array') current = def.element;
    else return undefined;
  }
  return current && unwrap(current);
}

function unwrap(schema: AnySchema): AnySchema {
  let s = schema;
  for (;;) {
    const def = s._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema; out?: AnySchema };
    if (def.innerType && ['optional', 'default', 'nullable', 'prefault', 'readonly'].includes(def.type)) s = def.innerType;
    // A preprocess (\`theme: 'default'\` is short for \`{ name }\`) is a pipe whose input is the
    // transform: the schema that checks the value is its output.
    else if (def.type === 'pipe' && def.in) s = isTransform(def.in) && def.out ? def.out : def.in;
    else return s;
  }
}

function isTransform(schema: AnySchema): boolean {
  return (schema._zod.def as { type: string }).type === 'transform';
}

/** What a string format asks for, in words an author can act on. */
function expectedFormat(issue: Issue & { format?: string }): string {
  if (issue.format === 'url') return 'a full URL with https://, e.g. https://example.com';
  return issue.message.replace(/^Invalid (string|input): /i, '');
}

function knownKeys(schema: AnySchema, path: readonly PropertyKey[]): string[] {
  const at = schemaAt(schema, path);
  type Def = { type: string; shape?: Record<string, unknown>; options?: AnySchema[] };
  let def = at?._zod.def as Def | undefined;
  // An option that is `false` or an object (`search`): the object's keys.
  if (def?.type === 'union') def = def.options?.map((option) => unwrap(option)._zod.def as Def).find((option) => option.type === 'object');
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/**
 * A value that fits no option of a union is reported through the option it
 * came closest to: the one whose problems are inside the value (a wrong key
 * of the object) rather than about the value itself (not `false`).
 */
function throughUnions(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue];
    const options = issue.errors.map((list) => list.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as Issue));
    const closest = options.filter(
      (list) => list.length > 0 && list.every((inner) => inner.path.length > issue.path.length || inner.code === 'unrecognized_keys'),
    );
    return closest.length === 1 ? throughUnions(closest[0]!) : [issue];
  });
}

export function configIssuesToDiagnostics(rawIssues: readonly Issue[], schema: AnySchema, input: unknown, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const issue of throughUnions(rawIssues)) {
    const keyPath = formatKeyPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys(schema, issue.path);
      for (const key of issue.keys) {
        const full = formatKeyPath([...issue.path, key]);
        const suggestion = closest(key, known);
        const listed = `Known keys here: ${known.join(', ')}.`;
        out.push({
          severity: 'error',
          code: 'config/unknown-key',
          message: `Unknown key "${full}" in the site config.`,
          at: { file },
          hint: suggestion ? `Did you mean "${formatKeyPath([...issue.path, suggestion])}"? ${listed}` : listed,
        });
      }
      continue;
    }
    const found = valueAt(input, issue.path);
    let message: string;
    if (issue.code === 'invalid_type') {
      message =
        found === undefined
          ? `"${keyPath}" is required: expected ${issue.expected}.`
          : `"${keyPath}" has the wrong type: expected ${issue.expected}, got ${typeName(found)}.`;
    } else if (issue.code === 'invalid_value') {
      message = `"${keyPath}" must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}; got ${JSON.stringify(found)}.`;
    } else if (issue.code === 'invalid_format' || issue.code === ('invalid_string' as string)) {
      message = `"${keyPath}" is not valid: expected ${expectedFormat(issue)}; got ${JSON.stringify(found)}.`;
    } else {
      // A rule about a key that is not there (a dropdown without items) has nothing to show as found.
      message = found === undefined ? `"${keyPath}": ${issue.message}.` : `"${keyPath}": ${issue.message}; got ${JSON.stringify(found)}.`;
    }
    out.push({ severity: 'error', code: 'config/invalid-value', message, at: { file } });
  }
  return out;
}
