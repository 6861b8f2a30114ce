/** Modules the MDX bundles make (bundle-mdx.ts, provider.ts). */
declare module 'mysite:mdx-provider' {
  import type { ComponentType } from 'react';
  export function useMDXComponents(): Record<string, unknown>;
  /** The site's global components, unwrapped, by name (for the check of unknown components). */
  export const globalComponents: Record<string, ComponentType<Record<string, unknown>>>;
}

declare module 'mysite:site-info' {
  import type { SiteInfo } from '../../compat/page-context.js';
  const site: SiteInfo;
  export default site;
}
