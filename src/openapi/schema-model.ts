/**
 * Schemas → display models (`ApiSchema`), one per schema object of the
 * document, keyed by its JSON pointer and built once. Children are
 * referenced by key, never copied, so circular schemas are finite and the
 * model is as large as the spec. `allOf` is merged (schema-flatten.ts),
 * `oneOf`/`anyOf` become variants with their discriminator mapping.
 */
import type { ApiSchema, ApiVariants } from '../core/page-data/api.js';
import { ENGLISH_API_TEXTS, type ApiTexts } from './api-texts.js';
import { flatten, typesOf, type Flat, type Part } from './schema-flatten.js';
import { isObject, joinPointer, type JsonObject, type SpecDoc } from './spec.js';

/** A model whose child slots hold model keys (pages turn them into page ids). */
export type ModelSchema = ApiSchema;

export class SchemaModel {
  readonly defs = new Map<string, ModelSchema>();

  constructor(
    private readonly doc: SpecDoc,
    private readonly describe: (text: unknown) => string | undefined,
    private readonly texts: ApiTexts = ENGLISH_API_TEXTS,
  ) {}

  /** The key of a schema's model, building it on first use. */
  key(schema: unknown, pointer: string): string {
    const r = this.doc.resolve(schema, pointer);
    if (!this.defs.has(r.pointer)) this.build(r.pointer, [{ node: r.value, pointer: r.pointer }], r.name);
    return r.pointer;
  }

  /** A property declared in several `allOf` members: one model merging every declaration. */
  private merged(parts: Part[]): string {
    if (parts.length === 1) return this.key(parts[0]!.node, parts[0]!.pointer);
    const resolved = parts.map((p) => this.doc.resolve(p.node, p.pointer));
    const key = resolved.map((r) => r.pointer).join(' & ');
    if (!this.defs.has(key))
      this.build(
        key,
        resolved.map((r) => ({ node: r.value, pointer: r.pointer })),
        resolved.find((r) => r.name)?.name,
      );
    return key;
  }

  private build(key: string, parts: Part[], name: string | undefined): void {
    const def: ModelSchema = { type: 'any' };
    // Registered before its children are built: a cycle finds it and stops.
    this.defs.set(key, def);
    const first = parts[0]!.node;
    if (first === false) {
      def.type = 'never';
      def.notes = [this.texts.text('theme.api.note.noValue')];
      return;
    }
    const flat = flatten(this.doc, parts, []);
    const k = flat.keywords;
    const title = name ?? (typeof k.title === 'string' ? k.title : undefined);
    if (title) def.title = title;
    const { types, nullable } = typesOf(k);
    def.type = types.join(' | ') || inferType(flat);
    if (typeof k.format === 'string') def.format = k.format;
    const description = this.describe(k.description);
    if (description) def.descriptionHtml = description;
    if (nullable) def.nullable = true;
    if (k.readOnly === true) def.readOnly = true;
    if (k.writeOnly === true) def.writeOnly = true;
    if (k.deprecated === true) def.deprecated = true;
    const constraints = describeConstraints({ k, doc: this.doc, flat, texts: this.texts });
    if (constraints.length > 0) def.constraints = constraints;
    if (Array.isArray(k.enum)) def.enum = k.enum.map((v) => JSON.stringify(v));
    if (k.const !== undefined) def.const = JSON.stringify(k.const);
    if (k.default !== undefined) def.default = JSON.stringify(k.default);
    const example = k.example !== undefined ? k.example : Array.isArray(k.examples) ? k.examples[0] : undefined;
    if (example !== undefined) def.example = JSON.stringify(example);

    if (flat.properties.size > 0) {
      def.properties = [...flat.properties].map(([prop, declarations]) => ({
        name: prop,
        ref: this.merged(declarations),
        ...(flat.required.has(prop) ? { required: true as const } : {}),
      }));
    }
    if (isObject(k.additionalProperties))
      def.additionalProperties = { ref: this.key(k.additionalProperties, joinPointer(flat.keywordAt.additionalProperties!, 'additionalProperties')) };
    else if (k.additionalProperties === true) def.additionalProperties = true;
    if (isObject(k.items) || k.items === true) def.items = { ref: this.key(k.items, joinPointer(flat.keywordAt.items!, 'items')) };
    if (flat.variants) def.variants = this.variants(flat.variants);
    const notes = flat.notes.map((note) => this.texts.text(note.id, note.values));
    if (k.prefixItems || k.if || k.patternProperties) notes.push(this.texts.text('theme.api.note.keywordsNotShown'));
    if (notes.length > 0) def.notes = [...new Set(notes)];
  }

  private variants(v: NonNullable<Flat['variants']>): ApiVariants {
    const options = v.options.map((option, i) => {
      const ref = this.key(option.node, option.pointer);
      const def = this.defs.get(ref);
      return { ref, label: def?.title ?? (def && def.type !== 'any' ? def.type : this.texts.text('theme.api.variantOption', { number: i + 1 })) };
    });
    const out: ApiVariants = { kind: v.kind, options };
    const d = v.discriminator;
    if (d && typeof d.propertyName === 'string') {
      const mapping: { value: string; label: string }[] = [];
      if (isObject(d.mapping)) {
        for (const [value, target] of Object.entries(d.mapping)) {
          const targetKey = typeof target === 'string' ? this.targetKey(target) : undefined;
          const option = options.find((o) => o.ref === targetKey);
          mapping.push({ value, label: option?.label ?? String(target).split('/').pop() ?? String(target) });
        }
      } else {
        // Implicit mapping: the component name of each option is its value.
        for (const o of options) if (this.defs.get(o.ref)?.title) mapping.push({ value: o.label, label: o.label });
      }
      out.discriminator = { property: d.propertyName, mapping };
    }
    return out;
  }

  /** Mapping targets are `#/components/schemas/X` (after bundling) or a bare name. */
  private targetKey(target: string): string | undefined {
    const pointer = target.startsWith('#') ? target : `#/components/schemas/${target}`;
    return this.doc.resolve({ $ref: pointer }, pointer).pointer;
  }
}

function inferType(flat: Flat): string {
  const k = flat.keywords;
  if (flat.properties.size > 0 || isObject(k.additionalProperties)) return 'object';
  if (k.items !== undefined) return 'array';
  const sample = Array.isArray(k.enum) ? k.enum.find((v) => v !== null) : k.const;
  if (sample !== undefined && sample !== null) return Number.isInteger(sample) ? 'integer' : typeof sample === 'object' ? 'object' : typeof sample;
  return flat.variants ? '' : 'any';
}

interface ConstraintsInput {
  k: JsonObject;
  doc: SpecDoc;
  flat: Flat;
  texts: ApiTexts;
}

/** The units a length limit counts, by the message ids of their wordings. */
type Unit = 'characters' | 'items' | 'properties';

function describeConstraints({ k, doc, flat, texts }: ConstraintsInput): string[] {
  const out: string[] = [];
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const range = (min: number | undefined, max: number | undefined, unit: Unit) => {
    if (min !== undefined && max !== undefined)
      out.push(min === max ? texts.plural(`theme.api.limit.${unit}`, min) : texts.plural(`theme.api.limit.${unit}Range`, max, { min, max }));
    else if (min !== undefined) out.push(texts.plural(`theme.api.limit.${unit}Min`, min, { min }));
    else if (max !== undefined) out.push(texts.plural(`theme.api.limit.${unit}Max`, max, { max }));
  };
  range(num(k.minLength), num(k.maxLength), 'characters');
  const exclusiveMin = k.exclusiveMinimum === true ? num(k.minimum) : num(k.exclusiveMinimum);
  const exclusiveMax = k.exclusiveMaximum === true ? num(k.maximum) : num(k.exclusiveMaximum);
  if (exclusiveMin !== undefined) out.push(texts.text('theme.api.limit.exclusiveMinimum', { value: exclusiveMin }));
  else if (num(k.minimum) !== undefined) out.push(texts.text('theme.api.limit.minimum', { value: num(k.minimum)! }));
  if (exclusiveMax !== undefined) out.push(texts.text('theme.api.limit.exclusiveMaximum', { value: exclusiveMax }));
  else if (num(k.maximum) !== undefined) out.push(texts.text('theme.api.limit.maximum', { value: num(k.maximum)! }));
  if (num(k.multipleOf) !== undefined) out.push(texts.text('theme.api.limit.multipleOf', { value: num(k.multipleOf)! }));
  if (typeof k.pattern === 'string') out.push(texts.text('theme.api.limit.pattern', { pattern: k.pattern }));
  range(num(k.minItems), num(k.maxItems), 'items');
  if (k.uniqueItems === true) out.push(texts.text('theme.api.limit.uniqueItems'));
  range(num(k.minProperties), num(k.maxProperties), 'properties');
  if (typeof k.contentMediaType === 'string') out.push(texts.text('theme.api.limit.contentMediaType', { mediaType: k.contentMediaType }));
  if (typeof k.contentEncoding === 'string') out.push(texts.text('theme.api.limit.contentEncoding', { encoding: k.contentEncoding }));
  if (k.additionalProperties === false && flat.properties.size > 0) out.push(texts.text('theme.api.limit.noOtherProperties'));
  if (k.not !== undefined) {
    const not = doc.resolve(k.not, joinPointer(flat.keywordAt.not ?? '#', 'not'));
    const label = not.name ?? (isObject(not.value) ? typesOf(not.value).types.join(' | ') : '') ?? '';
    out.push(label ? texts.text('theme.api.limit.not', { schema: label }) : texts.text('theme.api.limit.notAnySchema'));
  }
  return out;
}
