/**
 * A fast path for the front matter nearly every page has: one `key: value`
 * per line, where a value is a plain word or sentence, a whole number,
 * true/false, a simply quoted string, or a list like `[news, add-on]`.
 * The `yaml` library takes about half a millisecond per page inside a build
 * (and its module has to load in every worker); this takes microseconds.
 *
 * Anything else (nesting, block lists, comments, anchors, escapes, numbers
 * that are not plain integers, dates, duplicate keys) returns undefined and
 * is left to the real YAML parser, which also reports the errors. The
 * contract, tested against `yaml` on every page of this site and on tricky
 * cases: when this returns a value, it is the value YAML gives.
 */

const LINE = /^([A-Za-z_][\w-]*):(?:[ \t]+(.*?))?[ \t]*$/;
/** Starts a plain scalar YAML reads as something other than a string (or reserves). */
const NOT_A_PLAIN_STRING_START = /^[-?:,[\]{}#&*!|>'"%@`~+.0-9]/;
const RESERVED_WORDS = /^(?:null|true|false|y|n|yes|no|on|off)$/i;
const INTEGER = /^-?(?:0|[1-9][0-9]{0,14})$/;

export function parseSimpleFrontMatter(yamlText: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  for (const line of yamlText.split('\n')) {
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (text === '') continue;
    const match = LINE.exec(text);
    if (!match) return undefined;
    const key = match[1]!;
    if (Object.hasOwn(data, key) || key === '__proto__' || RESERVED_WORDS.test(key)) return undefined;
    const value = scalarOrList(match[2] ?? '');
    if (value === NOT_SIMPLE) return undefined;
    data[key] = value;
  }
  return data;
}

const NOT_SIMPLE = Symbol('not simple');

function scalarOrList(raw: string): unknown {
  if (raw.startsWith('[')) {
    if (!raw.endsWith(']')) return NOT_SIMPLE;
    const inner = raw.slice(1, -1).trim();
    if (inner === '') return [];
    const items = inner.split(',').map((item) => item.trim());
    // Plain words only: quotes, brackets or a trailing comma go to the real parser.
    if (items.some((item) => item === '' || /["'[\]{}#:]/.test(item))) return NOT_SIMPLE;
    const values = items.map(scalar);
    return values.includes(NOT_SIMPLE) ? NOT_SIMPLE : values;
  }
  return scalar(raw);
}

function scalar(raw: string): unknown {
  if (raw === '') return null;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (INTEGER.test(raw)) return Number(raw);
  if (raw.length >= 2 && raw.startsWith("'") && raw.endsWith("'")) {
    const inner = raw.slice(1, -1);
    // A lone quote inside ends the string early: not simple.
    return inner.replace(/''/g, '').includes("'") ? NOT_SIMPLE : inner.replace(/''/g, "'");
  }
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) {
    const inner = raw.slice(1, -1);
    return /["\\]/.test(inner) ? NOT_SIMPLE : inner;
  }
  if (NOT_A_PLAIN_STRING_START.test(raw) || RESERVED_WORDS.test(raw)) return NOT_SIMPLE;
  // Inside a plain scalar, ": " starts a mapping and " #" a comment.
  if (/:(?:[ \t]|$)|[ \t]#|\t/.test(raw)) return NOT_SIMPLE;
  return raw;
}
