/**
 * `<CodeBlock>` (@theme/CodeBlock) whose code is written in the page
 * becomes a fenced code block before the code blocks plugin runs, so it is
 * highlighted like one (highlighting is asynchronous and rendering is not,
 * so a component could not do it while the page renders):
 *
 *   <CodeBlock language="js" title="a.js" showLineNumbers metastring="{2}">
 *   {`const a = 1;`}
 *   </CodeBlock>                →   ```js title="a.js" showLineNumbers {2}
 *
 * The code may be a string or a template literal without `${…}`, or plain
 * text; every attribute must be a constant. Anything else (code in a
 * variable, an attribute computed) is left to the component, which shows
 * the code unhighlighted (compat/theme/CodeBlock.tsx).
 */
import type { Code, Paragraph, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import { codeBlockLanguage, codeBlockText } from '../compat/code-block-text.js';
import { attributeLiteral, expressionLiteral, type Literal } from './jsx-literals.js';
import { themeImportNames } from './theme-imports.js';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const PROPS = new Set(['language', 'className', 'title', 'metastring', 'showLineNumbers']);

export function remarkCodeBlockLiterals() {
  return (tree: Root) => {
    const names = themeImportNames(tree, 'CodeBlock');
    if (names.size === 0) return;
    const isCodeBlock = (node: RootContent | undefined): node is JsxElement =>
      (node?.type === 'mdxJsxFlowElement' || node?.type === 'mdxJsxTextElement') && names.has(node.name ?? '');
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      // A block on one line (`<CodeBlock>npm test</CodeBlock>`) is a paragraph holding the element.
      const element = node.type === 'paragraph' ? onlyChild(node as Paragraph) : (node as RootContent);
      if (!isCodeBlock(element)) return;
      const code = fencedCode(element);
      if (!code) return;
      code.position = node.position;
      parent.children[index] = code;
      return SKIP;
    });
  };
}

function onlyChild(paragraph: Paragraph): RootContent | undefined {
  const children = paragraph.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
  return children.length === 1 ? children[0] : undefined;
}

/** The fenced block the element stands for, or undefined when only rendering can tell. */
function fencedCode(element: JsxElement): Code | undefined {
  const props: Record<string, Literal> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !PROPS.has(attribute.name)) return undefined;
    const value = attributeLiteral(attribute);
    if (value === undefined) return undefined;
    props[attribute.name] = value;
  }
  const text = literalText(element.children as RootContent[]);
  if (text === undefined) return undefined;
  const meta: string[] = [];
  const title = props.title;
  if (title !== undefined && title !== false) {
    const t = String(title);
    if (t.includes('"') && t.includes("'")) return undefined;
    meta.push(t.includes('"') ? `title='${t}'` : `title="${t}"`);
  }
  if (props.showLineNumbers !== undefined && props.showLineNumbers !== false) meta.push('showLineNumbers');
  if (typeof props.metastring === 'string' && props.metastring !== '') meta.push(props.metastring);
  const lang = codeBlockLanguage(props.language, props.className);
  return { type: 'code', lang: lang || null, meta: meta.length > 0 ? meta.join(' ') : null, value: codeBlockText(text) };
}

/** The code when the children are one constant: `{\`…\`}`, `{"…"}`, or text. */
function literalText(children: RootContent[]): string | undefined {
  const kept = children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
  if (kept.length !== 1) return undefined;
  const only = kept[0]!;
  if (only.type === 'text') return only.value;
  if (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') {
    const value = expressionLiteral(only.data?.estree);
    return typeof value === 'string' ? value : undefined;
  }
  if (only.type === 'paragraph') {
    return literalText(only.children as RootContent[]);
  }
  return undefined;
}
