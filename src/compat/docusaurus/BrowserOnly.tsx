/**
 * `@docusaurus/BrowserOnly`: its children (a function) run in the browser
 * alone; the server renders the fallback. A component that uses it is an
 * island, hydrated in the browser.
 */
import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.js';

export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return useIsBrowser() ? children() : (fallback ?? null);
}
