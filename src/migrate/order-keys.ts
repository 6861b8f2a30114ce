/** Orders the keys of the mapped config as the schema lists them (title first, as docs/CONFIG.md reads), so the written file reads like a hand-written one. */
import type { z } from 'zod';
import { siteConfigSchema } from '../config/schema.js';
import { isPlainObject, type Plain, type PlainObject } from './plain-value.js';

export function orderLikeSchema(config: PlainObject): PlainObject {
  return order(config, siteConfigSchema) as PlainObject;
}

function order(value: Plain | undefined, schema: z.ZodType | undefined): Plain | undefined {
  const inner = unwrap(schema);
  const def = (inner as { def?: { type?: string; element?: z.ZodType } } | undefined)?.def;
  if (Array.isArray(value)) return def?.type === 'array' ? value.map((v) => order(v, def.element) as Plain) : value;
  if (!isPlainObject(value)) return value;
  const shape = def?.type === 'object' ? (inner as unknown as { shape: Record<string, z.ZodType> }).shape : undefined;
  if (!shape) return value;
  const known = Object.keys(shape);
  const keys = Object.keys(value).sort((a, b) => rank(known, a) - rank(known, b));
  return Object.fromEntries(keys.map((k) => [k, order(value[k], shape[k]) as Plain]));
}

function rank(known: string[], key: string): number {
  const i = known.indexOf(key);
  return i < 0 ? known.length : i;
}

/** Through defaults, optionals, pipes and preprocessing to the schema of the value itself. */
function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let at = schema as { def?: { type?: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType } } | undefined;
  for (let i = 0; i < 10 && at?.def; i++) {
    const { type } = at.def;
    if (type === 'default' || type === 'optional' || type === 'nullable' || type === 'prefault') at = at.def.innerType as never;
    else if (type === 'pipe') at = (at.def.out && (at.def.out as { def?: { type?: string } }).def?.type !== 'transform' ? at.def.out : at.def.in) as never;
    else break;
  }
  return at as z.ZodType | undefined;
}
