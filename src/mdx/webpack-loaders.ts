/**
 * Webpack's inline loaders in an import, as Docusaurus sites write them
 * (`!!raw-loader!./example.js`, `raw-loader!@site/src/x.js`): the loaders
 * and the file they are applied to. mysite runs none of webpack's loaders;
 * it gives raw-loader's result itself (the file's text).
 */

/** An import that starts with a loader: a name (a package, maybe scoped) followed by "!", after webpack's optional prefix. */
export const LOADER_IMPORT = /^(?:-!|!!|!)?@?[\w-][^!]*!/;

export interface LoaderRequest {
  /** The loaders' names, without their options (`?…`). */
  loaders: string[];
  /** The file, as the import names it. */
  file: string;
}

export function loaderRequest(specifier: string): LoaderRequest | undefined {
  const m = /^(?:-!|!!|!)?((?:@?[\w-][^!]*!)+)([^!]+)$/.exec(specifier);
  if (!m) return undefined;
  const loaders = m[1]!
    .split('!')
    .filter(Boolean)
    .map((loader) => loader.replace(/\?.*$/, ''));
  return { loaders, file: m[2]! };
}

/** What to do about an import through loaders mysite does not run. */
export function unsupportedLoaderHint(request: LoaderRequest): string {
  return `mysite runs no webpack loaders; it only gives raw-loader's result (the file's text). Import the file without "${request.loaders.join('!')}!" (an image or other file gives its URL, a .js module its exports), or read what you need at build time another way.`;
}
