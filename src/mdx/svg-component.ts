/**
 * An SVG file imported from code becomes a React component, as Docusaurus
 * (SVGR) makes it: `import Logo from './logo.svg'` → `<Logo title="…" />`.
 * The root `<svg>`'s attributes become its default props (in React's
 * spelling), the rest is inlined as it is; props given override them.
 */
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function svgComponentModule(svg: string, fileName: string): string {
  const start = svg.search(/<svg[\s>]/i);
  const openEnd = start < 0 ? -1 : svg.indexOf('>', start);
  const close = svg.toLowerCase().lastIndexOf('</svg>');
  if (start < 0 || openEnd < 0 || close < openEnd) {
    return `throw new Error(${JSON.stringify(`${fileName} is not an SVG file (no <svg> element).`)});`;
  }
  const attributes: Record<string, string> = {};
  for (const m of svg.slice(start + 4, openEnd).matchAll(ATTRIBUTE)) attributes[reactName(m[1]!)] = m[2] ?? m[3] ?? '';
  delete attributes.style;
  const inner = svg
    .slice(openEnd + 1, close)
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  return `import { jsx } from 'react/jsx-runtime';
const attributes = ${JSON.stringify(attributes)};
const inner = ${JSON.stringify(inner)};
export default function SvgComponent({ title, ...props }) {
  const html = title ? '<title>' + String(title).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]) + '</title>' + inner : inner;
  return jsx('svg', { ...attributes, ...props, dangerouslySetInnerHTML: { __html: html } });
}
export { SvgComponent as ReactComponent };
`;
}

/** An SVG attribute in React's spelling: `class` → className, `stroke-width` → strokeWidth, `xlink:href` → xlinkHref. */
function reactName(name: string): string {
  if (name === 'class') return 'className';
  if (name.startsWith('data-') || name.startsWith('aria-')) return name;
  return name.replace(/[:-](\w)/g, (_m, c: string) => c.toUpperCase());
}
