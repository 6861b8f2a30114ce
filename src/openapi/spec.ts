/**
 * The bundled OpenAPI document (every `$ref` internal, `#/...`) with JSON
 * pointer access. References are followed on demand, never expanded in
 * place, so circular schemas stay finite and each target keeps one pointer:
 * the identity the schema model and the page walk deduplicate on.
 */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `#/a/b~1c` (URI fragment, maybe percent-encoded) or `/a/b~1c` → tokens. */
export function parsePointer(pointer: string): string[] {
  let p = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (p === '' || p === '/') return p === '/' ? [''] : [];
  try {
    p = decodeURIComponent(p);
  } catch {
    // Not percent-encoded after all: use as written.
  }
  return p
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function joinPointer(base: string, ...tokens: (string | number)[]): string {
  return base + tokens.map((t) => '/' + escapeToken(t)).join('');
}

export interface Resolved {
  value: unknown;
  /** Pointer (`#/...`) of the value after following references. */
  pointer: string;
  /** Name of the last component reached through a reference (`#/components/<kind>/<name>`). */
  name?: string;
}

const MAX_HOPS = 32;

export class SpecDoc {
  constructor(readonly root: JsonObject) {}

  get(pointer: string): unknown {
    let node: unknown = this.root;
    for (const token of parsePointer(pointer)) {
      if (Array.isArray(node)) node = node[Number(token)];
      else if (isObject(node)) node = node[token];
      else return undefined;
    }
    return node;
  }

  /**
   * Follows `$ref`s. Keywords next to a `$ref` (allowed in 3.1, e.g. a
   * local `description`) are laid over the target; the result then keeps
   * the pointer of the object that holds the `$ref`, as it differs from the target.
   */
  resolve(value: unknown, pointer: string): Resolved {
    let current = value;
    let at = pointer;
    let name: string | undefined;
    let overrides: JsonObject | undefined;
    for (let hop = 0; isObject(current) && typeof current.$ref === 'string'; hop++) {
      if (hop === MAX_HOPS) return { value: {}, pointer: at, name };
      const { $ref, ...siblings } = current;
      if (Object.keys(siblings).length > 0 && !overrides) overrides = { ...siblings, __at: at };
      const ref = $ref as string;
      if (!ref.startsWith('#')) return { value: {}, pointer: at, name };
      at = '#' + ref.slice(1);
      name = componentName(at) ?? name;
      current = this.get(at);
    }
    if (overrides && isObject(current)) {
      const { __at, ...rest } = overrides;
      return { value: { ...current, ...rest }, pointer: String(__at), name };
    }
    return { value: current, pointer: at, name };
  }

  /** Resolves and returns an object (or an empty one). */
  object(value: unknown, pointer: string): Resolved & { value: JsonObject } {
    const r = this.resolve(value, pointer);
    return { ...r, value: isObject(r.value) ? r.value : {} };
  }
}

/** `#/components/schemas/Pet` → `Pet`. */
export function componentName(pointer: string): string | undefined {
  const tokens = parsePointer(pointer);
  return tokens.length === 3 && tokens[0] === 'components' ? tokens[2] : undefined;
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A URL from the spec that is safe in an href: http(s), mailto, or site-relative; otherwise undefined. */
export function safeUrl(value: unknown): string | undefined {
  const url = str(value)?.trim();
  if (!url) return undefined;
  return /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i.test(url) ? url : undefined;
}
