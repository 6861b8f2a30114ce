/**
 * `@docusaurus/Head`: what its children declare goes into the page's
 * `<head>`: `<title>` and `<meta name="description">` replace the page's
 * own, other `<meta>` and `<link>` elements are added. Renders nothing.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { usePageContext } from '../page-context.js';

export default function Head({ children }: { children?: ReactNode }) {
  const { head } = usePageContext();
  if (head) collect(children, head);
  return null;
}

function collect(children: ReactNode, head: NonNullable<ReturnType<typeof usePageContext>['head']>): void {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const element = child as ReactElement<Record<string, unknown>>;
    if (element.type === 'title') head.title = textOf(element.props.children);
    else if (element.type === 'meta' && element.props.name === 'description') head.description = String(element.props.content ?? '');
    else if (element.type === 'meta' || element.type === 'link') head.tags.push(`<${element.type}${attributes(element.props)}>`);
  });
}

function textOf(children: unknown): string {
  return Children.toArray(children as ReactNode)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('');
}

/** The element's attributes as HTML (`charSet` → `charset`, `httpEquiv` → `http-equiv`); React props that are not attributes left out. */
function attributes(props: Record<string, unknown>): string {
  let out = '';
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null || value === false || typeof value === 'function') continue;
    const html = name === 'httpEquiv' ? 'http-equiv' : name === 'charSet' ? 'charset' : name === 'className' ? 'class' : name;
    out += value === true ? ` ${html}` : ` ${html}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`;
  }
  return out;
}
