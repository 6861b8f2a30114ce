/**
 * `@theme/X`, `@theme-original/X`, `@theme-init/X`, `@docusaurus/X` and
 * `@mdx-js/react`: mysite's modules of the same name (src/compat/);
 * `@generated/docusaurus.config`, `@generated/i18n` and their files in
 * `.docusaurus/`: the config's values (mdx/docusaurus-data.ts); one it does not have is an error at the import saying what
 * to use instead.
 *
 * Every such error of a bundle comes at once: a module mysite lacks is
 * bundled as an empty one (an error at resolve time would stop esbuild
 * before it checks the names imported), and at the end esbuild's "No
 * matching export" errors are told in the author's terms, at the import
 * (`inAuthorsTerms`, which the bundles' error handlers call), those of the
 * empty modules left out.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Message, PartialMessage, Plugin } from 'esbuild';
import { compatModule, compatRequestOf, GENERATED_MODULES, MISSING_MODULE_TEXT, missingModuleMessage } from '../../compat/modules.js';
import { moduleExports, unknownExportMessage } from '../../compat/module-exports.js';
import { codedDetail } from '../coded-detail.js';
import type { DocusaurusData } from '../docusaurus-data.js';

const MISSING = 'mysite-missing-module';
const NO_MATCHING_EXPORT = /^No matching export in "([^"]+)" for import "([^"]+)"$/;

const GENERATED = 'mysite-generated';

/** Docusaurus's generated modules that have an equivalent, by the name pages import them as (mdx/docusaurus-data.ts). */
function generatedModule(request: string): keyof DocusaurusData | undefined {
  if (request in GENERATED_MODULES) return GENERATED_MODULES[request as keyof typeof GENERATED_MODULES];
  // `@site/.docusaurus/x` reaches here as the site folder's `./.docusaurus/x`, and a relative path as itself.
  const file = /(?:^|\/)(\.docusaurus\/[^/]+)$/.exec(request)?.[1];
  return file ? GENERATED_MODULES[`@site/${file}` as keyof typeof GENERATED_MODULES] : undefined;
}

/** `data`: what the generated modules hold; a bundle without it (a test's) has none of them. */
export function docusaurusModules(data?: DocusaurusData): Plugin {
  return {
    name: 'mysite-docusaurus-modules',
    setup(build) {
      const workingDir = build.initialOptions.absWorkingDir ?? process.cwd();
      const missing: PartialMessage[] = [];
      build.onStart(() => {
        missing.length = 0;
      });
      build.onResolve({ filter: /(?:^|\/)\.docusaurus\/[^/]+$|^@generated\// }, (args) => {
        const generated = data && generatedModule(args.path);
        return generated ? { path: generated, namespace: GENERATED } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: GENERATED }, (args) => ({
        contents: `export default ${JSON.stringify(data![args.path as keyof DocusaurusData])};`,
        loader: 'js',
      }));
      build.onResolve({ filter: /^(@theme(-original|-init)?|@docusaurus|@generated)\/|^@mdx-js\/react$/ }, (args) => {
        const file = compatModule(args.path);
        if (file) return { path: file };
        missing.push({ text: missingModuleMessage(args.path), location: importLocation(args.importer, args.path, workingDir) });
        return { path: args.path, namespace: MISSING };
      });
      build.onLoad({ filter: /.*/, namespace: MISSING }, () => ({ contents: 'export {};', loader: 'js' }));
      // esbuild adds these to its own errors; what it found itself is told anew by `inAuthorsTerms`.
      build.onEnd(() => ({ errors: missing }));
    },
  };
}

/**
 * esbuild's errors of a failed bundle with its "No matching export" errors
 * for mysite's modules told in the author's terms (the module as Docusaurus
 * names it, what to use), and those for the empty modules left out.
 * `workingDir`: the bundle's, which esbuild's paths are relative to.
 */
export function inAuthorsTerms(errors: Message[], workingDir: string): Message[] {
  const kept: Message[] = [];
  for (const error of errors) {
    // The end callback's own errors lose their detail on the way (esbuild keeps only the text): given it here.
    if (error.text.startsWith(MISSING_MODULE_TEXT)) {
      kept.push({ ...error, detail: codedDetail('mdx/import', 'docs/MIGRATING.md lists the Docusaurus modules mysite provides and what each stands for.') });
      continue;
    }
    const [, module, name] = NO_MATCHING_EXPORT.exec(error.text) ?? [];
    if (module?.startsWith(`${MISSING}:`)) continue;
    const file = module ? resolve(workingDir, module) : undefined;
    const request = file && compatRequestOf(file);
    if (!file || !request || !name) {
      kept.push(error);
      continue;
    }
    const { text, hint } = unknownExportMessage(request, name, moduleExports(file));
    kept.push({ ...error, text, detail: codedDetail('mdx/unknown-export', hint) });
  }
  return kept;
}

/**
 * Where a file imports `specifier`, for an error esbuild did not place: a
 * page's compiled module is found by the specifier in its text
 * (bundle-errors.ts), a file of the site by its line.
 */
function importLocation(importer: string, specifier: string, workingDir: string): PartialMessage['location'] {
  const quoted = [`'${specifier}'`, `"${specifier}"`];
  if (!isAbsolute(importer)) return { file: importer, lineText: quoted[1] };
  let text: string;
  try {
    text = readFileSync(importer, 'utf8');
  } catch {
    return { file: relative(workingDir, importer) };
  }
  const lines = text.split('\n');
  const line = lines.findIndex((l) => quoted.some((q) => l.includes(q)));
  if (line < 0) return { file: relative(workingDir, importer) };
  const column = Math.max(...quoted.map((q) => lines[line]!.indexOf(q))) + 1;
  return { file: relative(workingDir, importer), line: line + 1, column, lineText: lines[line]! };
}
