/**
 * Redocly's bundler (following JSON Reference, where a `$ref` object stands
 * for whatever it points to) accepts a `$ref` in place of a whole map:
 * `properties: { $ref: './fields.yaml#/pet' }`, `components: { schemas:
 * { $ref: './schemas/_index.yaml' } }`. OpenAPI allows Reference Objects only
 * where one object is expected, so after bundling each such `$ref` is
 * replaced by the map it points to, as `redocly bundle` does. The source map
 * follows `$ref`s in the files as written, so positions are still found.
 */
import { isObject, type JsonObject, type SpecDoc } from './spec.js';

/** Keys whose value is a map by name (or, for `parameters`, a list), never a Reference Object. */
const MAP_KEYS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'paths',
  'webhooks',
  'schemas',
  'responses',
  'parameters',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
  'content',
  'encoding',
  'variables',
]);
/** Values that are data, never walked. */
const DATA_KEYS = new Set(['example', 'examples', 'enum', 'default', 'const', 'value']);
const MAX_HOPS = 32;

/** Replaces every map-standing `$ref` of the bundled document; returns how many there were. */
export function inlineMapRefs(doc: SpecDoc): number {
  let count = 0;
  const seen = new Set<object>();
  const visit = (node: unknown, isMap: boolean): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, false);
      return;
    }
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    for (const key of Object.keys(node)) {
      // In a map by name every key is a name: its value is walked, never taken as data or a map.
      if (!isMap && DATA_KEYS.has(key)) continue;
      const holdsMap = !isMap && MAP_KEYS.has(key);
      if ((holdsMap || (!isMap && key === 'components')) && isRefOnly(node[key])) {
        node[key] = target(doc, node[key] as JsonObject);
        count++;
      }
      visit(node[key], holdsMap && !Array.isArray(node[key]));
    }
  };
  visit(doc.root, false);
  return count;
}

function isRefOnly(value: unknown): boolean {
  return isObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#') && Object.keys(value).length === 1;
}

function target(doc: SpecDoc, ref: JsonObject): unknown {
  let value: unknown = ref;
  for (let hops = 0; hops < MAX_HOPS && isRefOnly(value); hops++) value = doc.get((value as { $ref: string }).$ref);
  return value ?? {};
}
