/**
 * `@mdx-js/react`: components and site code that read the MDX components
 * get the page's (the site's MDXComponents, the config's
 * `markdown.components`); an `MDXProvider` passes its children through.
 */
import type { ReactNode } from 'react';
import { useMDXComponents as pageComponents } from 'mysite:mdx-provider';

export function useMDXComponents(components?: Record<string, unknown>): Record<string, unknown> {
  return { ...pageComponents(), ...components };
}

export function MDXProvider({ children }: { children?: ReactNode }) {
  return children;
}
