/**
 * `allOf` merged into one flat view of a schema: keywords (the schema's own
 * win over inherited ones), properties in order (inherited first; a
 * property declared in several members keeps every declaration, to be
 * merged in turn), `required` united, and the first `oneOf`/`anyOf` met.
 * Members already being flattened (an `allOf` cycle) are skipped.
 */
import type { MessageValues } from '../core/messages.js';
import type { ApiMessageId } from './api-texts.js';
import { isObject, joinPointer, type JsonObject, type SpecDoc } from './spec.js';

export interface Part {
  node: unknown;
  pointer: string;
}

export interface Flat {
  keywords: JsonObject;
  /** Pointer of the schema each keyword came from (for `items`, `additionalProperties`…). */
  keywordAt: Record<string, string>;
  properties: Map<string, Part[]>;
  required: Set<string>;
  variants?: { kind: 'oneOf' | 'anyOf'; options: Part[]; discriminator?: JsonObject };
  /** Something could not be merged (shown as a note, in the page's language). */
  notes: { id: ApiMessageId; values?: MessageValues }[];
}

const STRUCTURAL = new Set(['allOf', 'oneOf', 'anyOf', 'properties', 'required', 'discriminator', '$ref']);
/** Not inherited from `allOf` members: they describe the member, not the result. */
const OWN_ONLY = new Set(['title', 'description', 'example', 'examples']);

export function flatten(doc: SpecDoc, parts: Part[], stack: string[] = []): Flat {
  const out: Flat = { keywords: {}, keywordAt: {}, properties: new Map(), required: new Set(), notes: [] };
  // Every part is the schema's own: a property declared twice keeps the first description found.
  for (const part of parts) absorb(doc, out, part, stack, true);
  return out;
}

function absorb(doc: SpecDoc, out: Flat, part: Part, stack: string[], own: boolean): void {
  const resolved = doc.resolve(part.node, part.pointer);
  const node = resolved.value;
  const at = resolved.pointer;
  if (!isObject(node)) {
    if (node === false) out.notes.push({ id: 'theme.api.note.noValue' });
    return;
  }
  if (stack.includes(at)) {
    out.notes.push({ id: 'theme.api.note.circularAllOf', values: { schema: resolved.name ?? at } });
    return;
  }
  const inner = [...stack, at];
  for (const [key, value] of Object.entries(node)) {
    if (STRUCTURAL.has(key) || key.startsWith('x-') || value === undefined) continue;
    if (!own && OWN_ONLY.has(key)) continue;
    if (out.keywords[key] === undefined) {
      out.keywords[key] = value;
      out.keywordAt[key] = at;
    }
  }
  if (Array.isArray(node.allOf)) {
    node.allOf.forEach((member, i) => absorb(doc, out, { node: member, pointer: joinPointer(at, 'allOf', i) }, inner, false));
  }
  if (isObject(node.properties)) {
    for (const [name, schema] of Object.entries(node.properties)) {
      const list = out.properties.get(name) ?? [];
      list.push({ node: schema, pointer: joinPointer(at, 'properties', name) });
      out.properties.set(name, list);
    }
  }
  if (Array.isArray(node.required)) for (const name of node.required) out.required.add(String(name));
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const list = node[kind];
    if (!Array.isArray(list) || list.length === 0) continue;
    if (out.variants && !own) continue;
    if (out.variants) out.notes.push({ id: 'theme.api.note.firstVariantsOnly', values: { keyword: out.variants.kind } });
    out.variants = {
      kind,
      options: list.map((schema, i) => ({ node: schema, pointer: joinPointer(at, kind, i) })),
      discriminator: isObject(node.discriminator) ? node.discriminator : undefined,
    };
  }
}

/** The listed types without `null`, and whether `null` is allowed (3.0 `nullable` or 3.1 type arrays). */
export function typesOf(keywords: JsonObject): { types: string[]; nullable: boolean } {
  const raw = keywords.type;
  const list = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
  const nullable = keywords.nullable === true || list.includes('null') || (keywords.const === null && list.length === 0);
  return { types: list.filter((t) => t !== 'null'), nullable };
}
