import type { BuildOptions } from 'esbuild';

/**
 * How esbuild bundles a module a site owner wrote (site.config.ts, a sidebars file, and the Docusaurus
 * config `mysite migrate` reads, src/migrate/bundle-config.ts): from the site's folder, into one ES module
 * for this Node, kept in memory; errors are thrown, not printed.
 */
export function ownerModuleBuild(file: string, siteDir: string) {
  return {
    entryPoints: [file],
    absWorkingDir: siteDir,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
  } as const satisfies BuildOptions;
}
