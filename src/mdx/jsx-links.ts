/**
 * Links an MDX page writes as JSX elements are read as its Markdown links
 * are (collect-refs.ts): `<a href="./spec.pdf">`, and `<Link to="./spec.pdf">`
 * or `<Link href=…>` with `Link` from `@docusaurus/Link`. A link to a local
 * file then publishes it (through the site boundary, as every linked file),
 * and one to a Markdown file leads to its page. Docusaurus leaves these as
 * written, a link relative to the page's URL that is broken unless the file
 * is required by hand (`href={require('./spec.pdf').default}`).
 *
 * Only an attribute written as a string is read: an expression
 * (`href={url}`) is known only when the page renders, and stays as it is.
 * Its place is recorded (`codeLinks`): if the link is broken, the message
 * points there and never shows the value, which may be an imported file's
 * text or an environment value.
 */
import type { Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { linkBase, markLink } from '../markdown/plugins/collect-refs.js';
import { compileData } from '../markdown/plugins/mdast-helpers.js';
import type { ContentRef } from '../markdown/types.js';
import { defaultImportNames } from './theme-imports.js';

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** The attributes that hold a link's target: an `<a>`'s `href`; Docusaurus's `Link` takes `to` or `href`. */
const A_ATTRIBUTES = ['href'];
const LINK_ATTRIBUTES = ['to', 'href'];

export function rehypeJsxLinks(options: { siteDir: string }) {
  return (tree: Root, file: VFile) => {
    const data = compileData(file);
    const from = linkBase(data, options.siteDir);
    const links = defaultImportNames(tree, ['@docusaurus/Link']);
    const visitor = (node: JsxElement) => {
      const names = node.name === 'a' ? A_ATTRIBUTES : node.name && links.has(node.name) ? LINK_ATTRIBUTES : undefined;
      if (!names) return;
      const pos = node.position?.start;
      for (const attribute of node.attributes) {
        if (isExpressionAttribute(attribute) && names.includes(attribute.name)) {
          const at = attribute.position?.start ?? pos;
          data.codeLinks.push({ line: at?.line, column: at?.column });
        }
        if (!isStringAttribute(attribute) || !names.includes(attribute.name)) continue;
        const ref: ContentRef = { raw: attribute.value, kind: 'link', line: pos?.line, column: pos?.column };
        data.refs.push(ref);
        const marked = markLink(attribute.value, ref, from);
        if (marked !== undefined) attribute.value = marked;
      }
    };
    visit(
      tree,
      (node) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement',
      (node) => visitor(node as JsxElement),
    );
  };
}

/** `href={url}`: a value an expression gives. */
function isExpressionAttribute(attribute: JsxElement['attributes'][number]): attribute is MdxJsxAttribute {
  return attribute.type === 'mdxJsxAttribute' && attribute.value !== null && typeof attribute.value === 'object';
}

function isStringAttribute(attribute: JsxElement['attributes'][number]): attribute is MdxJsxAttribute & { value: string } {
  return attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string';
}
