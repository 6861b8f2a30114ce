/**
 * Every component an MDX page uses (`<Counter start={3} />`, capitalised,
 * imported or global) is rendered through `MysiteIsland` (render-mdx.ts),
 * which finds out while the page renders on the server whether the
 * component needs the browser (state, effects, event handlers) and, only
 * then, makes it an island that hydrates with its props. This rehype plugin
 * rewrites each such element and records what the page uses, with its
 * place, for the checks made once the global components are known.
 *
 *   <Counter start={3} />  →  <MysiteIsland island='{"kind":"imported",…}' component={Counter} start={3} />
 *
 * Global components come from the provider already wrapped (provider.ts);
 * partials (imports of `.md`/`.mdx` files) render in place, as Markdown.
 */
import type { Program } from 'estree';
import type { Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { ComponentUse } from '../markdown/types.js';
import { componentModule, elementModule, hasFunctionChild, type InlineModule, type PageDeclarations, type PageImport } from './inline-island.js';

export const ISLAND_COMPONENT = 'MysiteIsland';

/** What the wrapper gets in its `island` attribute (JSON). */
export interface IslandInfo extends ComponentUse {
  /** The page's site-relative path, for messages. */
  page: string;
  /** The page's code it needs in the browser as a module of its own: a component the page declares, or its element when its child is a function written in the page (inline-island.ts). */
  inline?: InlineModule;
}

interface Imported {
  source: string;
  /** 'default', a named export, or '*' for a namespace import. */
  imported: string;
}

export function rehypeIslandComponents() {
  return (tree: Root, file: VFile) => {
    const data = file.data as { relativePath: string; components?: ComponentUse[] };
    const text = String(file.value);
    const imports = new Map<string, Imported>();
    const declarations: PageDeclarations = new Map();
    visit(tree, 'mdxjsEsm', (node: MdxjsEsmHast) => {
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type === 'ImportDeclaration') {
          for (const s of statement.specifiers) {
            const imported = s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : nameOf(s.imported);
            imports.set(s.local.name, { source: String(statement.source.value), imported });
          }
        } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
          const d = statement.declaration;
          const source = sourceOf(statement, text);
          if (d.type === 'VariableDeclaration') for (const v of d.declarations) if (v.id.type === 'Identifier') declarations.set(v.id.name, source);
          if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) declarations.set(d.id.name, source);
        }
      }
    });
    const pageImports: PageImport[] = [...imports].map(([local, i]) => ({ local, ...i }));
    const uses: ComponentUse[] = [];
    const wrap = (node: MdxJsxFlowElementHast | MdxJsxTextElementHast) => {
      const name = node.name;
      if (!name || !/^[A-Z]/.test(name) || name.includes('.') || name === ISLAND_COMPONENT) return;
      const from = imports.get(name);
      if (from && /\.mdx?$/i.test(from.source.split('?')[0]!)) return; // a partial: rendered in place
      const start = node.position?.start;
      const use: ComponentUse = from
        ? { name, kind: 'imported', source: from.source, imported: from.imported, line: start?.line, column: start?.column }
        : { name, kind: declarations.has(name) ? 'local' : 'global', line: start?.line, column: start?.column };
      uses.push(use);
      const info: IslandInfo = { ...use, page: data.relativePath };
      const inline = hasFunctionChild(node, declarations)
        ? elementModule(node, text, pageImports, declarations)
        : use.kind === 'local'
          ? componentModule(name, pageImports, declarations)
          : undefined;
      if (inline) info.inline = inline;
      // A global component comes from the provider already wrapped (provider.ts): it is only told where it is, when that matters.
      if (use.kind === 'global') {
        if (inline) node.attributes.unshift({ type: 'mdxJsxAttribute', name: 'island', value: JSON.stringify(info) });
        return;
      }
      node.name = ISLAND_COMPONENT;
      node.attributes = [{ type: 'mdxJsxAttribute', name: 'island', value: JSON.stringify(info) }, expressionAttribute('component', name), ...node.attributes];
    };
    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') wrap(node as MdxJsxFlowElementHast);
    });
    data.components = uses;
  };
}

/** A statement as the page writes it (MDX gives its place in the whole text). */
function sourceOf(node: { start?: number; end?: number; range?: [number, number] }, text: string): string {
  const [start, end] = node.range ?? [node.start ?? 0, node.end ?? 0];
  return text.slice(start, end);
}

function nameOf(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? node.name! : String(node.value);
}

/** `name={identifier}`, with the expression's estree, which MDX compiles. */
function expressionAttribute(name: string, identifier: string): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }],
  };
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: identifier, data: { estree } } };
}
