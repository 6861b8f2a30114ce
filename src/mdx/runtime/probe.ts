/**
 * How the server finds out that a component needs the browser: while an
 * MDX page renders, each component it uses renders inside a probe
 * (island-server.tsx); the hooks of state and effects, and event handlers on
 * elements, mark the nearest probe as interactive. `react` and
 * `react/jsx-runtime` are these modules' wrappers in the MDX server bundle
 * (probe-react.ts, probe-jsx.ts), so every component is seen, whatever
 * package it comes from.
 */
import * as React from 'react';

export interface Probe {
  interactive: boolean;
}

export const ProbeContext = React.createContext<Probe | null>(null);

/** Marks the probe of the component rendering now; outside a render (a module-level element), nothing. */
export function markInteractive(): void {
  try {
    // Called from within a hook or an element being made, so during a component's render: the rules of hooks hold.
    // biome-ignore lint/correctness/useHookAtTopLevel: it is only ever called while a component renders
    const probe = React.useContext(ProbeContext);
    if (probe) probe.interactive = true;
  } catch {
    // not rendering: there is no component to mark
  }
}

/**
 * Elements a page may make while it renders. Partials that include each
 * other twice at each level, or a long one used many times, multiply a page
 * without end; React builds its whole HTML in memory, so the page is stopped
 * here instead, once, with an error that says why.
 */
export const MAX_PAGE_ELEMENTS = 1_000_000;

export class PageTooLargeError extends Error {
  constructor() {
    super(`the page makes more than ${MAX_PAGE_ELEMENTS.toLocaleString('en-US')} elements as it renders`);
    this.name = 'PageTooLargeError';
  }
}

export const renderBudget = { left: Number.POSITIVE_INFINITY };

/** Counts one element made against the page's budget. */
export function spendElement(): void {
  if (--renderBudget.left < 0) throw new PageTooLargeError();
}
