/**
 * How the import rules (site-imports.ts) ask esbuild where a path leads
 * without coming back to themselves: a rule that claims an import resolves
 * the file with `resolveOnward`, whose call carries a mark every rule lets
 * through (`claims`), so that one rule resolving a path never waits on
 * another rule resolving the same path (which would wait without end).
 */
import type { OnResolveArgs, OnResolveResult, PluginBuild } from 'esbuild';

const RESOLVING = 'mysite-resolving';

/** `path` resolved by esbuild (and the rules that let the mark through: aliases, Docusaurus modules) from where `args` imports it. */
export function resolveOnward(build: PluginBuild, path: string, args: OnResolveArgs) {
  return build.resolve(path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
}

/** Whether the import is a rule's own call to the resolver (see the file's comment): no rule claims it again. */
export function isOnward(args: OnResolveArgs): boolean {
  return args.pluginData === RESOLVING;
}

/** An onResolve handler that lets the rules' own calls to the resolver through. */
export function claims(handler: (args: OnResolveArgs) => Promise<OnResolveResult | undefined> | OnResolveResult | undefined) {
  return (args: OnResolveArgs) => (isOnward(args) ? undefined : handler(args));
}

/** Whether the import is a stylesheet's reference to a file (`url()`, `@import`), not a JavaScript import. */
export function fromStylesheet(args: OnResolveArgs): boolean {
  return args.kind === 'url-token' || args.kind === 'import-rule';
}
