/**
 * A component whose child is a function written in the page, as
 * Docusaurus documents `<BrowserOnly>`:
 *
 *   <BrowserOnly fallback={<p>Loading…</p>}>
 *     {() => { const Map = require('@site/src/map').default; return <Map />; }}
 *   </BrowserOnly>
 *
 * The function is the page's code, which the browser never gets from the
 * page (an island takes only its component's module). So the element, as
 * written, becomes a module of its own with the page's imports and
 * declarations it names; if the component turns out to need the browser,
 * that module is the island the browser loads (bundle-islands.ts). Names
 * the page neither imports nor declares are global components, taken where
 * the page takes them.
 */
import type { Program } from 'estree';
import type { ElementContent } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';

export interface InlineModule {
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
export function inlineModule(node: Element, text: string, imports: PageImport[], declarations: PageDeclarations): InlineModule | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const jsx = text.slice(start, end);
  const names = new Set(jsx.match(/[A-Za-z_$][\w$]*/g));
  const lines: string[] = [];
  for (const i of imports) {
    if (!names.has(i.local)) continue;
    const from = JSON.stringify(i.source);
    if (i.imported === 'default') lines.push(`import ${i.local} from ${from};`);
    else if (i.imported === '*') lines.push(`import * as ${i.local} from ${from};`);
    else lines.push(`import { ${JSON.stringify(i.imported)} as ${i.local} } from ${from};`);
  }
  for (const [name, source] of declarations) if (names.has(name)) lines.push(source);
  lines.push(`export default function InlineIsland() {\n  return (${jsx});\n}`);
  const known = new Set([...imports.map((i) => i.local), ...declarations.keys()]);
  const globals = [...new Set([...jsx.matchAll(/<([A-Z][\w$]*)/g)].map((m) => m[1]!))].filter((name) => !known.has(name));
  return { source: lines.join('\n'), globals };
}
