/**
 * What Docusaurus gives every MDX page to use and export: `toc` (its
 * headings, `{ value, id, level }[]`, `value` the heading as HTML),
 * `frontMatter` and `contentTitle` (the text of its `# Title`). They are
 * module exports, so the page can write `<TOCInline toc={toc} />` or
 * `{frontMatter.description}`. A name the page declares or imports itself
 * is left to it.
 */
import type { Expression, ModuleDeclaration, Program, Statement } from 'estree';
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import type { CompileData } from '../markdown/compile-data.js';

/** Set by compile-mdx.ts on the file's data: the page's front matter. */
export interface PageExportsData {
  frontMatter?: Record<string, unknown>;
}

export function rehypePageExports() {
  return (tree: Root, file: VFile) => {
    const data = file.data as unknown as CompileData & PageExportsData;
    const taken = declaredNames(tree);
    const values: Record<string, unknown> = {
      toc: data.toc.map((item) => ({ value: item.html, id: item.id, level: item.depth })),
      frontMatter: jsonValue(data.frontMatter ?? {}),
      contentTitle: data.title,
    };
    const body = Object.entries(values)
      .filter(([name]) => !taken.has(name))
      .map(([name, value]) => exportConst(name, value));
    if (body.length === 0) return;
    const estree: Program = { type: 'Program', sourceType: 'module', body };
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree } } as unknown as Root['children'][number]);
  };
}

/** Names the page's own imports and exports declare. */
function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node.data as { estree?: Program } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers) names.add(s.local.name);
      if (statement.type === 'ExportNamedDeclaration') {
        const d = statement.declaration;
        if (d?.type === 'VariableDeclaration') for (const v of d.declarations) if (v.id.type === 'Identifier') names.add(v.id.name);
        if ((d?.type === 'FunctionDeclaration' || d?.type === 'ClassDeclaration') && d.id) names.add(d.id.name);
        for (const s of statement.specifiers) if (s.exported.type === 'Identifier') names.add(s.exported.name);
      }
    }
  }
  return names;
}

/** Dates as their ISO text, as JSON has them. */
function jsonValue(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

function exportConst(name: string, value: unknown): Statement | ModuleDeclaration {
  return {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    attributes: [],
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: literal(value) }],
    },
  } as ModuleDeclaration;
}

/** A JSON value as an expression. */
function literal(value: unknown): Expression {
  if (value === undefined) return { type: 'Identifier', name: 'undefined' };
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(literal) };
  if (value !== null && typeof value === 'object')
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, v]) => ({
        type: 'Property',
        kind: 'init',
        key: { type: 'Literal', value: key },
        value: literal(v),
        computed: false,
        method: false,
        shorthand: false,
      })),
    };
  return { type: 'Literal', value: value as string | number | boolean | null };
}
