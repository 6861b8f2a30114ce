/**
 * The layers of src/: a folder imports only from its own layer and those
 * below it, and no file imports itself through others (type imports
 * included: a type-only cycle still ties every file in it together), and
 * code outside src/client takes only types from it.
 * docs/ARCHITECTURE.md ("Layers") says why each folder sits where it does.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../support/paths.js';

const SRC = join(REPO_ROOT, 'src');

/** Lowest first. */
const LAYERS: string[][] = [
  ['core'],
  ['config'],
  ['markdown', 'links', 'compat'],
  ['mdx', 'content', 'openapi', 'plugins'],
  ['search', 'i18n'],
  ['client'],
  ['render', 'seo', 'theme'],
  ['build'],
  ['server', 'init', 'migrate'],
  ['cli', 'index.ts'],
];
const layerOf = new Map(LAYERS.flatMap((folders, level) => folders.map((folder) => [folder, level] as const)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Import {
  file: string;
  /** Erased at compile time (`import type`, or every name imported as a type). */
  typeOnly: boolean;
}

/** The files of src/ a file imports (static, dynamic and type-only imports, and re-exports). */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return;
    const base = resolve(dirname(file), specifier.text).replace(/\.js$/, '');
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
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
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sourceFiles(SRC);
const imports = new Map(files.map((file) => [file, importsOf(file)]));
const graph = new Map(files.map((file) => [file, imports.get(file)!.map((target) => target.file)]));
const folderOf = (file: string) => relative(SRC, file).split(/[/\\]/)[0]!;
const name = (file: string) => relative(SRC, file).split('\\').join('/');

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

describe('the layers of src/', () => {
  it('every folder has a layer', () => {
    const folders = new Set(files.map(folderOf));
    assert.deepEqual(
      [...folders].filter((folder) => !layerOf.has(folder)),
      [],
    );
  });

  it('no folder imports from a layer above its own', () => {
    const upward = files.flatMap((file) =>
      graph.get(file)!.flatMap((target) => (layerOf.get(folderOf(target))! > layerOf.get(folderOf(file))! ? [`${name(file)} → ${name(target)}`] : [])),
    );
    assert.deepEqual(upward, []);
  });

  it('only types cross into src/client from outside: the browser code is bundled from source, never compiled to lib/', () => {
    const values = files.flatMap((file) =>
      folderOf(file) === 'client'
        ? []
        : imports.get(file)!.flatMap((target) => (folderOf(target.file) === 'client' && !target.typeOnly ? [`${name(file)} → ${name(target.file)}`] : [])),
    );
    assert.deepEqual(values, []);
  });

  it('no file imports itself through others', () => {
    assert.deepEqual(cycles(), []);
  });

  it('finds what it looks for', () => {
    assert.ok(graph.get(join(SRC, 'cli/main.ts'))!.includes(join(SRC, 'cli/build-command.ts')), 'main.ts imports build-command.ts');
    assert.deepEqual(
      imports.get(join(SRC, 'render/document.ts'))!.filter((target) => folderOf(target.file) === 'client'),
      [{ file: join(SRC, 'client/types.ts'), typeOnly: true }],
    );
    assert.ok(files.length > 300);
  });
});
