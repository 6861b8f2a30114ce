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
