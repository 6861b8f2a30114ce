/** Modules the engine generates when it bundles the theme (see src/theme/virtual-modules.ts). */
declare module 'mysite:theme' {
  const theme: import('mysite-ssg/client').ThemeDefinition;
  export default theme;
}
declare module 'mysite:site' {
  const site: import('mysite-ssg/client').SiteData;
  export default site;
}
declare module 'mysite:styles' {}
declare module 'mysite:mermaid' {
  /** The config's `mermaid` (config/schema.ts), for the diagrams' bundle alone (client/diagrams.ts, theme/bundle-diagrams.ts). */
  const settings: import('../config/schema.js').MermaidOptions;
  export default settings;
}
