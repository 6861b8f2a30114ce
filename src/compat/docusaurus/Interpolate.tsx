/**
 * `@docusaurus/Interpolate`: `{name}` placeholders of a message replaced
 * by `values` (text, or elements such as a link); a placeholder without a
 * value is left as written. `interpolate()` is the same as a function: a
 * string when every value is text.
 */
import { Fragment, isValidElement, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

const PLACEHOLDER = /\{(\w+)\}/g;

export function interpolate(message: string, values?: InterpolateValues): ReactNode {
  if (!values) return message;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of message.matchAll(PLACEHOLDER)) {
    const name = m[1]!;
    if (!(name in values)) continue;
    parts.push(message.slice(at, m.index), values[name]);
    at = m.index + m[0].length;
  }
  parts.push(message.slice(at));
  if (parts.every((p) => !isValidElement(p))) return parts.map((p) => (p === null || p === undefined || typeof p === 'boolean' ? '' : String(p))).join('');
  return parts.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
