/**
 * The schemas one page shows, walked in reading order. Each model is copied
 * into the page once, under a short id; the first place that shows it
 * (above the depth limit) draws it in full, every other place gets a `lazy`
 * slot, an expander drawn on demand. However often a schema is referenced,
 * the page stays linear in the size of the spec, and cycles end.
 */
import type { ApiSchema, ApiSlot } from '../core/page-data/api.js';
import type { SchemaModel } from './schema-model.js';

/** Nesting shown in full; deeper schemas open on demand. */
export const MAX_DEPTH = 8;

export class PageSchemas {
  readonly schemas: Record<string, ApiSchema> = {};
  private readonly ids = new Map<string, string>();

  constructor(private readonly model: SchemaModel) {}

  /** A slot for the model `key`, shown at nesting `depth`. */
  slot(key: string, depth = 0): ApiSlot {
    const known = this.ids.get(key);
    if (known !== undefined) return { ref: known, lazy: true };
    const id = String(this.ids.size);
    this.ids.set(key, id);
    // Copy before visiting children so a cycle finds the id.
    const def = this.model.defs.get(key);
    const copy: ApiSchema = def ? { ...def } : { type: 'any' };
    this.schemas[id] = copy;
    const next = depth + 1;
    if (def?.properties) copy.properties = def.properties.map((p) => ({ ...p, ...this.slot(p.ref, next) }));
    if (def?.items) copy.items = this.slot(def.items.ref, next);
    if (def?.additionalProperties && def.additionalProperties !== true) copy.additionalProperties = this.slot(def.additionalProperties.ref, next);
    if (def?.variants) {
      copy.variants = { ...def.variants, options: def.variants.options.map((o) => ({ ...o, ...this.slot(o.ref, next) })) };
    }
    return depth > MAX_DEPTH ? { ref: id, lazy: true } : { ref: id };
  }
}
