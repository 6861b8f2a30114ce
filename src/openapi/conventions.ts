/**
 * When validation fails on something another tool's convention allows, say
 * which convention the spec follows and how to write it for the OpenAPI
 * version it declares. Each rule looks at the failing value and its key.
 */
import { isObject, parsePointer, type SpecDoc } from './spec.js';

interface Failure {
  /** The failing value's key and the value. */
  key: string;
  value: unknown;
  version: string;
}

const RULES: ((f: Failure) => string | undefined)[] = [
  ({ key }) =>
    key === '$ref'
      ? 'This $ref follows the Redocly CLI convention (a $ref standing for a whole map, accepted here for properties, paths, components and their maps). OpenAPI allows a Reference Object only where one object is expected: write the map out, or run `npx @redocly/cli bundle` and point api.specPath at its output.'
      : undefined,
  ({ key, value, version }) =>
    key === 'type' && Array.isArray(value) && version.startsWith('3.0')
      ? `\`type: [${value.join(', ')}]\` is JSON Schema / OpenAPI 3.1 style, but the document says openapi: ${version}. Declare openapi: 3.1.0, or in 3.0 write one type with \`nullable: true\`.`
      : undefined,
  ({ key, value }) =>
    key === 'type' && value === 'file' ? '`type: file` is Swagger 2.0 style. In OpenAPI 3 a file is `type: string, format: binary`.' : undefined,
  ({ key, value, version }) =>
    (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean' && version.startsWith('3.1')
      ? `A boolean ${key} is OpenAPI 3.0 style; in 3.1 ${key} is the limit itself (\`${key}: 0\`, without minimum/maximum).`
      : undefined,
  ({ key, version }) => (key === 'nullable' && version.startsWith('3.1') ? 'In OpenAPI 3.1 `nullable` is gone: write `type: [string, "null"]`.' : undefined),
];

/** A hint naming the convention the value at `instancePath` (or its parent) follows, if one is recognised. */
export function conventionHint(doc: SpecDoc, instancePath: string, version: string): string | undefined {
  const key = parsePointer(instancePath).pop();
  const node = doc.get('#' + instancePath);
  // The failing value, then the keys of the object that failed.
  const candidates: Failure[] = key === undefined ? [] : [{ key, value: node, version }];
  if (isObject(node)) for (const [k, value] of Object.entries(node)) candidates.push({ key: k, value, version });
  for (const candidate of candidates) {
    for (const rule of RULES) {
      const hint = rule(candidate);
      if (hint) return hint;
    }
  }
  return undefined;
}
