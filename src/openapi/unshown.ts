/**
 * Parts of an operation the reference does not draw (callbacks, response
 * links) are said, not dropped silently: one warning per kind, at the first
 * operation that has them, naming the others.
 */
import type { Diagnostics } from '../core/diagnostics.js';
import type { LoadedSpec } from './load.js';
import type { Operation } from './operations.js';
import { isObject } from './spec.js';
import type { ErrorCode } from '../core/error-catalogue.js';

const KINDS: { code: ErrorCode; what: string; has: (o: Operation) => boolean }[] = [
  { code: 'api/callbacks-not-shown', what: 'callbacks', has: (o: Operation) => isObject(o.op.callbacks) && Object.keys(o.op.callbacks).length > 0 },
  {
    code: 'api/links-not-shown',
    what: 'response links',
    has: (o: Operation) =>
      isObject(o.op.responses) && Object.values(o.op.responses).some((r) => isObject(r) && isObject(r.links) && Object.keys(r.links).length > 0),
  },
];

export function warnUnshown(spec: LoadedSpec, operations: Operation[], diagnostics: Diagnostics): void {
  for (const kind of KINDS) {
    const having = operations.filter(kind.has);
    if (having.length === 0) continue;
    const names = having.slice(0, 3).map((o) => `${o.method.toUpperCase()} ${o.path}`);
    const rest = having.length > 3 ? ` and ${having.length - 3} more` : '';
    const { pointer: _pointer, ...at } = spec.sources.locate(having[0]!.pointer);
    diagnostics.warn({
      code: kind.code,
      message: `The API reference does not show ${kind.what}; ${names.join(', ')}${rest} ${having.length === 1 ? 'has' : 'have'} some.`,
      at,
      hint: `Describe them in the operation's description if readers need them.`,
    });
  }
}
