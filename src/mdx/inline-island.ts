/**
 * Page code an island needs in the browser, which the browser never gets
 * from the page (an island takes only its component's module). Two cases:
 *
 * - a component the page declares (`export const Highlight = …` with an
 *   onClick, as Docusaurus's own template writes it): the declaration
 *   becomes the island's module;
 * - a component whose child is a function written in the page, as
 *   Docusaurus documents `<BrowserOnly>`:
 *
 *     <BrowserOnly fallback={<p>Loading…</p>}>
 *       {() => { const Map = require('@site/src/map').default; return <Map />; }}
 *     </BrowserOnly>
 *
 *   the element, as written, becomes the module.
 *
 * Each module takes the page's imports and declarations it names; if the
 * component turns out to need the browser, it is the island the browser
 * loads (bundle-islands.ts). Names the page neither imports nor declares
 * are global components, taken where the page takes them.
 */
import type { Program } from 'estree';
import type { ElementContent } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';

export interface InlineModule {
  /** The element as written, props and children in it; or a component the page declares, given its props as any island. */
  kind: 'element' | 'component';
  /** The module's source, without its global components. */
  source: string;
  /** Capitalised names it uses that the page neither imports nor declares. */
  globals: string[];
}

/** An import of the page, as one specifier. */
export interface PageImport {
  local: string;
  source: string;
  imported: string;
}

/** Declarations of the page (`export const X = …`), by the names they declare, with their source. */
export type PageDeclarations = Map<string, string>;

type Element = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** Whether one of the element's children is a function written in the page: `{() => …}`, or the name of one the page declares. */
export function hasFunctionChild(node: Element, declarations: PageDeclarations): boolean {
  return node.children.some((child: ElementContent | { type: string; data?: unknown }) => {
    if (child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression') return false;
    const statement = (child.data as { estree?: Program } | undefined)?.estree?.body[0];
    const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
    if (expression?.type === 'Identifier') return declarations.has(expression.name);
    return expression?.type === 'ArrowFunctionExpression' || expression?.type === 'FunctionExpression';
  });
}

/** The element, as the page writes it, as a module whose default export renders it. */
export function elementModule(node: Element, text: string, imports: PageImport[], declarations: PageDeclarations): InlineModule | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const jsx = text.slice(start, end);
  return { kind: 'element', ...pageModule(jsx, `export default function InlineIsland() {\n  return (${jsx});\n}`, imports, declarations) };
}

/** A component the page declares (`export const Highlight = …`), as a module whose default export it is. */
export function componentModule(name: string, imports: PageImport[], declarations: PageDeclarations): InlineModule {
  const declaration = declarations.get(name)!;
  return { kind: 'component', ...pageModule(declaration, `${declaration}\nexport default ${name};`, imports, declarations, name) };
}

/** `code` as a module with what it names of the page: its imports, and its declarations (with what they name in turn). */
function pageModule(code: string, body: string, imports: PageImport[], declarations: PageDeclarations, own?: string): Omit<InlineModule, 'kind'> {
  const names = namesIn(code);
  const needed = new Set<string>();
  for (let added = true; added; ) {
    added = false;
    for (const [name, source] of declarations) {
      if (name === own || needed.has(name) || !names.has(name)) continue;
      needed.add(name);
      for (const n of namesIn(source)) names.add(n);
      added = true;
    }
  }
  // In the page's order (one statement may declare several names).
  const declared = [...new Set([...declarations].filter(([name]) => needed.has(name)).map(([, source]) => source))];
  const lines: string[] = [];
  for (const i of imports) {
    if (!names.has(i.local)) continue;
    const from = JSON.stringify(i.source);
    if (i.imported === 'default') lines.push(`import ${i.local} from ${from};`);
    else if (i.imported === '*') lines.push(`import * as ${i.local} from ${from};`);
    else lines.push(`import { ${JSON.stringify(i.imported)} as ${i.local} } from ${from};`);
  }
  const known = new Set([...imports.map((i) => i.local), ...declarations.keys()]);
  const globals = [...new Set([...[code, ...declared].join('\n').matchAll(/<([A-Z][\w$]*)/g)].map((m) => m[1]!))].filter((name) => !known.has(name));
  return { source: [...lines, ...declared, body].join('\n'), globals };
}

function namesIn(code: string): Set<string> {
  return new Set(code.match(/[A-Za-z_$][\w$]*/g));
}
