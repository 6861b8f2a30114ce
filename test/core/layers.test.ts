/**
 * The layers of the engine: src/, the default theme (themes/), the init
 * templates (templates/) and the command (bin/). A part imports only from
 * its own layer and those below it, and no file imports itself through
 * others (type imports included: a type-only cycle still ties every file in
 * it together); the code compiled into lib/ takes only types from src/client.
 * Imports are followed through relative paths, the package's own names
 * (`mysite-ssg`, `mysite-ssg/client`… as tsconfig.json's `paths` map them,
 * one for each entry package.json exports) and
 * the bundle bin/ runs (its entries in scripts/compile.mjs).
 * docs/ARCHITECTURE.md ("Layers") says why each part sits where it does.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../support/paths.js';

/** Lowest first: a folder of src/ by its name, the other parts by theirs. */
const LAYERS: string[][] = [
  ['core'],
  ['config'],
  ['markdown', 'links', 'compat'],
  ['mdx', 'content', 'openapi', 'plugins'],
  ['search', 'i18n'],
  ['client'],
  ['themes'],
  ['render', 'seo', 'theme'],
  ['builder'],
  ['server', 'init', 'migrate'],
  ['cli', 'index.ts'],
  ['bin'],
  ['templates'],
];
const layerOf = new Map(LAYERS.flatMap((folders, level) => folders.map((folder) => [folder, level] as const)));

/** The parts of the engine, each a folder of the repository. */
const ROOTS = ['src', 'themes', 'templates', 'bin'].map((folder) => join(REPO_ROOT, folder));
const SRC = join(REPO_ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.[cm]?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The package's own names, as tsconfig.json maps them to files (`mysite-ssg/client` → src/client/index.ts). */
const ALIASES = new Map(
  Object.entries(ts.readConfigFile(join(REPO_ROOT, 'tsconfig.json'), ts.sys.readFile).config.compilerOptions.paths as Record<string, string[]>).map(
    ([name, [target]]) => [name, resolve(REPO_ROOT, target!)] as const,
  ),
);

/** What bin/ imports is the bundle: each of its entries (`lib/bundle/cli.js`) is the source file scripts/compile.mjs bundles from. */
const BUNDLE_ENTRIES = new Map(
  [.../entryPoints: \{([^}]*)\}/.exec(readFileSync(join(REPO_ROOT, 'scripts/compile.mjs'), 'utf8'))![1]!.matchAll(/'?([\w-]+)'?: '([^']+)'/g)].map(
    ([, name, source]) => [join(REPO_ROOT, 'lib/bundle', `${name}.js`), join(REPO_ROOT, source!)] as const,
  ),
);

interface Import {
  file: string;
  /** Erased at compile time (`import type`, every name imported as a type, or `typeof import(…)`). */
  typeOnly: boolean;
}

/** The source file a specifier names, if it is the engine's own. */
function targetOf(from: string, specifier: string): string | undefined {
  const aliased = ALIASES.get(specifier);
  if (aliased) return aliased;
  if (!specifier.startsWith('.')) return undefined;
  const path = resolve(dirname(from), specifier);
  const entry = BUNDLE_ENTRIES.get(path);
  if (entry) return entry;
  const base = path.replace(/\.js$/, '');
  return [path, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => /\.[cm]?[jt]sx?$/.test(candidate) && existsSync(candidate));
}

/** The engine's files a file imports (static, dynamic and type-only imports, and re-exports). */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  const add = (specifier: ts.Node | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const target = targetOf(file, specifier.text);
    if (target) found.push({ file: target, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const names = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = Boolean(clause?.isTypeOnly || (clause && !clause.name && names && names.length > 0 && names.every((n) => n.isTypeOnly)));
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      const names = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      add(node.moduleSpecifier, node.isTypeOnly || Boolean(names && names.length > 0 && names.every((n) => n.isTypeOnly)));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = ROOTS.flatMap(sourceFiles);
const imports = new Map(files.map((file) => [file, importsOf(file)]));
const graph = new Map(files.map((file) => [file, imports.get(file)!.map((target) => target.file)]));
/** A file's part: its folder of src/ (or `index.ts`), else the engine's folder it is in (`themes`, `templates`, `bin`). */
const partOf = (file: string) => {
  const [top, sub] = relative(REPO_ROOT, file).split(/[/\\]/);
  return top === 'src' ? sub! : top!;
};
const name = (file: string) => relative(REPO_ROOT, file).split('\\').join('/');
/** Compiled into lib/ and run by Node: all but the browser code and what is bundled with it (the theme, a new site's pages). */
const runsInNode = (file: string) => !['client', 'themes', 'templates'].includes(partOf(file));

/** Strongly connected components of more than one file (Tarjan). */
function cycles(): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(name(member));
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

describe('the layers of the engine', () => {
  it('every part has a layer', () => {
    const folders = new Set(files.map(partOf));
    assert.deepEqual(
      [...folders].filter((folder) => !layerOf.has(folder)),
      [],
    );
  });

  it('no part imports from a layer above its own', () => {
    const upward = files.flatMap((file) =>
      graph.get(file)!.flatMap((target) => (layerOf.get(partOf(target))! > layerOf.get(partOf(file))! ? [`${name(file)} → ${name(target)}`] : [])),
    );
    assert.deepEqual(upward, []);
  });

  it('only types cross into src/client from the code Node runs: the browser code is bundled from source, never compiled to lib/', () => {
    const values = files.flatMap((file) =>
      !runsInNode(file)
        ? []
        : imports.get(file)!.flatMap((target) => (partOf(target.file) === 'client' && !target.typeOnly ? [`${name(file)} → ${name(target.file)}`] : [])),
    );
    assert.deepEqual(values, []);
  });

  it('no file imports itself through others', () => {
    assert.deepEqual(cycles(), []);
  });

  it("follows every name the package exports: tsconfig.json's paths map each of package.json's entries", () => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };
    const exported = Object.keys(manifest.exports)
      .filter((entry) => entry !== './package.json')
      .map((entry) => manifest.name + entry.slice(1));
    assert.deepEqual([...ALIASES.keys()].sort(), exported.sort());
  });

  it('finds what it looks for', () => {
    assert.ok(graph.get(join(SRC, 'cli/main.ts'))!.includes(join(SRC, 'cli/build-command.ts')), 'main.ts imports build-command.ts');
    assert.deepEqual(
      imports.get(join(SRC, 'render/document.ts'))!.filter((target) => partOf(target.file) === 'client'),
      [{ file: join(SRC, 'client/types.ts'), typeOnly: true }],
    );
    // The package's own names, the bundle bin/ runs, and `typeof import(…)`.
    assert.ok(
      graph.get(join(REPO_ROOT, 'themes/default/components/Footer.tsx'))!.includes(join(SRC, 'client/index.ts')),
      'a theme component imports mysite-ssg/client',
    );
    assert.ok(
      graph.get(join(REPO_ROOT, 'templates/default/content/pages/index.tsx'))!.includes(join(REPO_ROOT, 'themes/default/public.ts')),
      'a template imports mysite-ssg/theme',
    );
    assert.ok(graph.get(join(REPO_ROOT, 'templates/default/site.config.ts'))!.includes(join(SRC, 'index.ts')), 'a template imports mysite-ssg');
    assert.deepEqual(graph.get(join(REPO_ROOT, 'bin/mysite.js')), [join(SRC, 'cli/main.ts')]);
    assert.ok(
      imports.get(join(REPO_ROOT, 'themes/default/public.ts'))!.some((target) => target.typeOnly && target.file.endsWith('components/Toc.tsx')),
      'public.ts types ThemeComponents by typeof import()',
    );
    assert.ok(files.filter((file) => partOf(file) === 'themes').length > 50);
    assert.ok(files.length > 400);
  });
});
