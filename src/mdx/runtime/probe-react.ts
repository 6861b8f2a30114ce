/**
 * `react` inside the MDX server bundle: React itself, with the hooks of
 * state and effects marking the component that calls them as interactive
 * (probe.ts). Everything else is React's own.
 */
import * as React from 'react';
import { markInteractive } from './probe.js';

function marking<F extends (...args: never[]) => unknown>(hook: F): F {
  return ((...args: Parameters<F>) => {
    markInteractive();
    return hook(...args);
  }) as F;
}

export const useState = marking(React.useState);
export const useReducer = marking(React.useReducer);
export const useEffect = marking(React.useEffect);
export const useLayoutEffect = marking(React.useLayoutEffect);
export const useInsertionEffect = marking(React.useInsertionEffect);
export const useSyncExternalStore = marking(React.useSyncExternalStore);
export const useTransition = marking(React.useTransition);
export const useImperativeHandle = marking(React.useImperativeHandle);
/** What only one major of React has (the site's is 18 or 19): undefined where the site's lacks it, as in React itself. */
const byVersion = React as unknown as Record<string, ((...args: never[]) => unknown) | undefined>;
export const useActionState = byVersion.useActionState && marking(byVersion.useActionState);
export const useOptimistic = byVersion.useOptimistic && marking(byVersion.useOptimistic);
export const use = byVersion.use;
export const createFactory = byVersion.createFactory;

export const {
  Children,
  Component,
  Fragment,
  Profiler,
  PureComponent,
  StrictMode,
  Suspense,
  cloneElement,
  createContext,
  createElement,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  version,
} = React;

export default {
  ...React,
  useState,
  useReducer,
  useEffect,
  useLayoutEffect,
  useInsertionEffect,
  useSyncExternalStore,
  useTransition,
  useImperativeHandle,
  useActionState,
  useOptimistic,
};
