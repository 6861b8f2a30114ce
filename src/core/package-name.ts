/**
 * The name mysite is published under (`mysite` on the npm registry is
 * someone else's package), and the name sites imported it by before: the
 * engine resolves both, in site.config.ts and in the theme bundles, so an
 * existing site builds unchanged. The command stays `mysite`.
 */
export const PACKAGE_NAME = 'mysite-ssg';
export const FORMER_PACKAGE_NAME = 'mysite';

/** Matches an import of the package or of one of its entries (`client`, `theme`…), by either name. */
export function packageSpecifier(entry?: string): RegExp {
  return new RegExp(`^(?:${PACKAGE_NAME}|${FORMER_PACKAGE_NAME})${entry ? `/${entry}` : ''}$`);
}
