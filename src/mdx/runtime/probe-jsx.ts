/**
 * `react/jsx-runtime` inside the MDX server bundle: an element given an
 * event handler (`<button onClick={…}>`) marks the component that makes it
 * as interactive, and every element counts against the page's budget
 * (probe.ts).
 */
import * as runtime from 'react/jsx-runtime';
import { markInteractive, spendElement } from './probe.js';

type Jsx = typeof runtime.jsx;

function marking(make: Jsx): Jsx {
  return (type, props, key) => {
    spendElement();
    if (typeof type === 'string' && props && hasHandler(props as Record<string, unknown>)) markInteractive();
    return make(type, props, key);
  };
}

function hasHandler(props: Record<string, unknown>): boolean {
  for (const name in props) if (name.length > 2 && name[0] === 'o' && name[1] === 'n' && typeof props[name] === 'function') return true;
  return false;
}

export const jsx = marking(runtime.jsx);
export const jsxs = marking(runtime.jsxs);
export const Fragment = runtime.Fragment;
