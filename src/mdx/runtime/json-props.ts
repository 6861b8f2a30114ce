/**
 * An island's props go to the browser as JSON: strings, numbers, booleans,
 * null, arrays and plain objects. Anything else (a function, a React
 * element, a date, a class instance) would arrive changed or not at all.
 */

/** What cannot be sent, as the end of a sentence (`the prop "onDone", a function`), or undefined. */
export function jsonProblem(props: Record<string, unknown>): string | undefined {
  for (const [name, value] of Object.entries(props)) {
    const found = problemIn(value, `the prop "${name}"`, new Set());
    if (found) return found;
  }
  return undefined;
}

function problemIn(value: unknown, where: string, seen: Set<object>): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${where}, ${value}`;
  if (value === undefined) return undefined;
  if (typeof value === 'function') return `${where}, a function`;
  if (typeof value !== 'object') return `${where}, a ${typeof value}`;
  if ('$$typeof' in value) return `${where}, a React element`;
  if (seen.has(value)) return `${where}, which contains itself`;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = problemIn(item, `${where}[${i}]`, seen);
      if (found) return found;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return `${where}, a ${value.constructor?.name ?? 'class'} object`;
  for (const [key, item] of Object.entries(value)) {
    const found = problemIn(item, `${where}.${key}`, seen);
    if (found) return found;
  }
  return undefined;
}
