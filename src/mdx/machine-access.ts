/**
 * Where an MDX page's own code reaches the build machine rather than the
 * site: `process` (`process.env`, the CI's secrets), `require`, `import.meta`,
 * a dynamic `import()`, an import of a Node built-in (`node:fs`, `fs`,
 * `child_process`…), and the usual ways around those names (`globalThis`,
 * `global`, `module`, `eval`, `Function`). Recorded for every MDX page
 * (`MdxModule.machineUses`, plain data that is cached with the page); under
 * `--untrusted-content` each is an error before any page runs (mdx-pages.ts).
 *
 * It reads the page's ESM, expressions and JSX attributes as MDX parsed them,
 * before any plugin adds nodes of its own. It is a check of what a page
 * writes, not a sandbox: the site's components, which pages may import, are
 * the site's code and are trusted as such.
 */
import { builtinModules } from 'node:module';
import type { Node as EsNode } from 'estree';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { type Diagnostic, withCatalogueHint } from '../core/diagnostics.js';

/** A place where a page's code reaches the build machine, and what it wrote there. */
export interface MachineUse {
  line?: number;
  column?: number;
  what: string;
}

/** Free names that reach Node itself, and what each gives. */
const MACHINE_NAMES: Record<string, string> = {
  process: 'process (the build machine’s process and environment)',
  require: 'require (loads any module or file of the machine)',
  module: 'module (Node’s module of the page)',
  global: 'global (Node’s global object)',
  globalThis: 'globalThis (the global object)',
  eval: 'eval (runs text as code)',
  Function: 'Function (runs text as code)',
};

const BUILT_INS = new Set(builtinModules);

/** What the remark plugin records on the compile's data. */
export interface MachineAccessData {
  machineUses?: MachineUse[];
}

export function remarkMachineAccess() {
  return (tree: Root, file: VFile) => {
    const uses: MachineUse[] = [];
    visit(tree, (node) => {
      const n = node as { type: string; name?: string | null; attributes?: unknown[]; data?: { estree?: EsNode }; position?: Node['position'] };
      if (n.data?.estree) walk(n.data.estree, undefined, undefined, uses);
      if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name) {
        const what = MACHINE_NAMES[n.name.split('.')[0]!];
        if (what) uses.push({ line: n.position?.start.line, column: n.position?.start.column, what: `<${n.name}>: ${what}` });
      }
      // A directive's attributes are an object of strings; a JSX element's, a list.
      for (const attribute of (Array.isArray(n.attributes) ? n.attributes : []) as {
        data?: { estree?: EsNode };
        value?: { data?: { estree?: EsNode } } | string | null;
      }[]) {
        if (attribute.data?.estree) walk(attribute.data.estree, undefined, undefined, uses);
        if (attribute.value && typeof attribute.value === 'object' && attribute.value.data?.estree)
          walk(attribute.value.data.estree, undefined, undefined, uses);
      }
    });
    (file.data as MachineAccessData).machineUses = uses;
  };
}

type Node = { position?: { start: { line: number; column: number } } };

/** Every node under `node` (in source order), its uses added to `uses`. */
function walk(node: EsNode, parent: EsNode | undefined, key: string | undefined, uses: MachineUse[]): void {
  const what = machineUseOf(node, parent, key);
  if (what) uses.push({ line: node.loc?.start.line, column: node.loc ? node.loc.start.column + 1 : undefined, what });
  for (const [childKey, value] of Object.entries(node)) {
    if (childKey === 'loc' || childKey === 'range' || childKey === 'comments') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as { type?: unknown }).type === 'string') walk(child as EsNode, node, childKey, uses);
    }
  }
}

/** What `node` reaches of the machine, if anything. */
function machineUseOf(node: EsNode, parent: EsNode | undefined, key: string | undefined): string | undefined {
  switch (node.type) {
    case 'ImportExpression':
      return 'a dynamic import() (loads any module or file of the machine)';
    case 'MetaProperty':
      return node.meta.name === 'import' ? 'import.meta (the page’s place on the machine)' : undefined;
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration': {
      const source = node.source?.value;
      return typeof source === 'string' && isBuiltIn(source) ? `an import of Node’s ${source}` : undefined;
    }
    case 'Identifier':
      return isReference(parent, key) ? MACHINE_NAMES[node.name] : undefined;
    default:
      return undefined;
  }
}

function isBuiltIn(source: string): boolean {
  return source.startsWith('node:') || BUILT_INS.has(source) || BUILT_INS.has(source.split('/')[0]!);
}

/** Whether an identifier at `key` of `parent` names a variable (not a property, a key or an imported name). */
function isReference(parent: EsNode | undefined, key: string | undefined): boolean {
  if (!parent) return true;
  switch (parent.type) {
    case 'MemberExpression':
      return key !== 'property' || parent.computed;
    case 'Property':
    case 'PropertyDefinition':
    case 'MethodDefinition':
      return key !== 'key' || parent.computed;
    case 'ImportSpecifier':
    case 'ExportSpecifier':
      return key === 'local' && parent.type === 'ExportSpecifier';
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
      return false;
    default:
      return true;
  }
}

/** Under `--untrusted-content`: each place where a page's code reaches the build machine, as an error at the page's line and column. */
export function machineUseErrors(file: string, uses: readonly MachineUse[]): Diagnostic[] {
  return uses.map((use) =>
    withCatalogueHint({
      severity: 'error',
      code: 'mdx/untrusted-machine-access',
      message: `Under --untrusted-content, a page may not use ${use.what}.`,
      at: { file, line: use.line, column: use.column },
    }),
  );
}
