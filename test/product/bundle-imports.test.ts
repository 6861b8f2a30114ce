/**
 * Every package the shipped engine loads is one the package declares. An
 * installed mysite has only its `dependencies` (and the peers a site
 * installs) beside it: a devDependency loaded at run time works from a clone
 * of this repository and crashes for every user (`Cannot find module`).
 * Two kinds of shipped code are read:
 * - the bundled engine (lib/bundle/, made by scripts/compile.mjs): its
 *   `import`/`export … from`, `import()` and every `require`-like call
 *   (`require`, `createRequire(…)(…)`, `requireFromEngine`, `.resolve`),
 *   parsed as JavaScript, so code that is only text (the API's code samples
 *   say `require('axios')`) is not taken for a load;
 * - the TypeScript sources the engine bundles into each site at its build
 *   (the client runtime, the Docusaurus modules, the MDX runtime, the
 *   default theme): esbuild resolves their imports from the engine's folder.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import fg from 'fast-glob';
import ts from 'typescript';
import { REPO_ROOT } from '../support/paths.js';
import { FORMER_PACKAGE_NAME, PACKAGE_NAME } from '../../src/core/package-name.js';

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  files: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** Packages a site's build loads from the site's own folder (never the engine's), each an opt-in of the site. */
const FROM_THE_SITE = new Set(['sass']);

/** Names the engine's bundler plugins resolve themselves (src/theme/virtual-modules.ts, src/mdx/site-imports.ts). */
const RESOLVED_BY_MYSITE = /^(?:@site|@theme|@theme-original|@theme-init|@docusaurus|@generated)(?:\/|$)|^@mdx-js\/react$|^mysite[\w-]*:/;

const DECLARED = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {}), PACKAGE_NAME, FORMER_PACKAGE_NAME]);

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or undefined for a relative, absolute or built-in one. */
export function packageOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** A name a call loads with: `require`, `require2`, `__require`, `requireFromEngine`, `createRequire(x)`, with or without `.resolve`. */
function isRequireLike(callee: ts.Expression): boolean {
  const target = ts.isPropertyAccessExpression(callee) && callee.name.text === 'resolve' ? callee.expression : callee;
  if (ts.isIdentifier(target)) return /require/i.test(target.text);
  return ts.isCallExpression(target) && ts.isIdentifier(target.expression) && /createRequire/i.test(target.expression.text);
}

/** The text of a call's first argument when it is written out (a template's text up to its first `${`). */
function loadedName(argument: ts.Expression | undefined): string | undefined {
  if (!argument) return undefined;
  if (ts.isStringLiteralLike(argument)) return argument.text;
  if (ts.isTemplateExpression(argument)) return argument.head.text;
  return undefined;
}

/** Every module name a JavaScript file loads, as written. */
export function loadsOf(code: string, file: string): string[] {
  const found: string[] = [];
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || isRequireLike(node.expression))) {
      const name = loadedName(node.arguments[0]);
      if (name !== undefined) found.push(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What is wrong with loading `specifier` from the installed engine, or undefined. */
function undeclared(specifier: string): string | undefined {
  const name = packageOf(specifier);
  if (name === undefined || name === '' || DECLARED.has(name) || FROM_THE_SITE.has(name) || RESOLVED_BY_MYSITE.test(specifier)) return undefined;
  return name;
}

let sources: Promise<{ problems: string[]; reached: string[] }> | undefined;

/**
 * The engine's sources that a site's build bundles (from its folder, by
 * path: src/theme/virtual-modules.ts, bundle-theme.ts, src/mdx/), with all
 * they import: the undeclared packages they import, and the files reached.
 */
function siteSources(): Promise<{ problems: string[]; reached: string[] }> {
  sources ??= (async () => {
    const entryPoints = await fg(
      [
        'src/client/**/*.{ts,tsx}',
        'src/compat/**/*.{ts,tsx}',
        'src/mdx/runtime/**/*.{ts,tsx}',
        'themes/default/**/*.{ts,tsx}',
        '!**/*.d.ts',
        '!src/compat/modules.ts',
      ],
      { cwd: REPO_ROOT },
    );
    const problems: string[] = [];
    const result = await build({
      absWorkingDir: REPO_ROOT,
      entryPoints,
      bundle: true,
      write: false,
      metafile: true,
      outdir: 'out',
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
      loader: { '.css': 'empty', '.svg': 'empty', '.json': 'json' },
      plugins: [
        {
          name: 'bare-imports',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) => {
              const name = undeclared(args.path);
              if (name)
                problems.push(
                  `${relative(REPO_ROOT, args.importer)} imports '${args.path}', but ${name} is not in package.json's dependencies or peerDependencies`,
                );
              return { path: args.path, external: true };
            });
          },
        },
      ],
    });
    return {
      problems: [...new Set(problems)],
      reached: Object.keys(result.metafile.inputs)
        .filter((file) => !file.includes(':'))
        .sort(),
    };
  })();
  return sources;
}

describe('what the shipped engine loads', () => {
  it('finds loads of every kind in a file', () => {
    const code = [
      "import a from 'left-pad';",
      "export { b } from '@scope/pkg/sub';",
      "const c = await import('dyn');",
      'const d = require2("cjs");',
      "const e = __mysiteCreateRequire(import.meta.url)('made');",
      "const f = requireFromEngine.resolve('resolved/package.json');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code read holds a template literal
      'const g = import(`@shikijs/langs-precompiled/${id}`);',
      'const text = "const axios = require(\'axios\');";',
    ].join('\n');
    assert.deepEqual(loadsOf(code, 'x.js').map(packageOf), ['left-pad', '@scope/pkg', 'dyn', 'cjs', 'made', 'resolved', '@shikijs/langs-precompiled']);
    assert.equal(undeclared('node:fs'), undefined);
    assert.equal(undeclared('path'), undefined);
    assert.equal(undeclared('./chunk.js'), undefined);
    assert.equal(undeclared('yaml-undeclared'), 'yaml-undeclared');
  });

  it('the bundle (lib/bundle) loads only Node built-ins, dependencies and peers', async () => {
    const files = await fg('lib/bundle/**/*.js', { cwd: REPO_ROOT, absolute: true });
    assert.ok(
      files.some((file) => file.endsWith('/lib/bundle/cli.js')),
      'lib/bundle is compiled (npm run compile)',
    );
    const problems: string[] = [];
    let loads = 0;
    for (const file of files) {
      for (const specifier of loadsOf(readFileSync(file, 'utf8'), file)) {
        loads++;
        const name = undeclared(specifier);
        if (name) problems.push(`${relative(REPO_ROOT, file)} loads '${specifier}', but ${name} is not in package.json's dependencies or peerDependencies`);
      }
    }
    assert.ok(loads > 100, `read the loads (${loads})`);
    assert.deepEqual([...new Set(problems)], []);
  });

  it('the sources bundled into each site import only dependencies and peers', async () => {
    const { problems } = await siteSources();
    assert.deepEqual(problems, []);
  });

  it("the sources bundled into each site are shipped (package.json's files)", async () => {
    const { reached } = await siteSources();
    const shipped = (file: string) => pkg.files.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
    assert.ok(reached.length > 50, `read the sources (${reached.length})`);
    assert.deepEqual(
      reached.filter((file) => !shipped(file)),
      [],
      "add them to package.json's files",
    );
    assert.equal(shipped('src/builder/phases/render-site.ts'), false, "the engine's own sources stay out (it runs from lib/bundle)");
  });
});
