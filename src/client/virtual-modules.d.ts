/** Modules the engine generates when it bundles the theme. */
declare module 'mysite:theme' {
  import type { ThemeDefinition } from './types.js';
  const theme: ThemeDefinition;
  export default theme;
}
declare module 'mysite:site' {
  import type { SiteData } from './types.js';
  const site: SiteData;
  export default site;
}
