/**
 * What a JSX attribute or expression of an MDX page holds when it is a
 * constant written in the page (`"x"`, `{true}`, `{\`…\`}` without
 * `${…}`), read from its syntax tree without running anything; undefined
 * when it is anything else (a variable, a call, a template with
 * placeholders), which only the page's render can tell.
 */
import type { Program } from 'estree';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';

export type Literal = string | number | boolean;

/** The constant an expression (`{…}`) holds. */
export function expressionLiteral(estree: Program | null | undefined): Literal | undefined {
  const statement = estree?.body.length === 1 ? estree.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const e = statement.expression;
  if (e.type === 'Literal' && (typeof e.value === 'string' || typeof e.value === 'number' || typeof e.value === 'boolean')) return e.value;
  if (e.type === 'TemplateLiteral' && e.expressions.length === 0) return e.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** An attribute's constant: its text, true for a bare attribute (`default`), or the constant of `{…}`. */
export function attributeLiteral(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): Literal | undefined {
  if (attribute.type !== 'mdxJsxAttribute') return undefined;
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  return expressionLiteral(value.data?.estree);
}
