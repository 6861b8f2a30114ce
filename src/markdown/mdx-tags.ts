/**
 * JSX tags of the MDX subset: finding them in a line (outside inline code),
 * reading their attributes, and writing Tabs / TabItem / Admonition over as
 * our directive containers.
 */

/** An opening, closing or self-closing tag of a capitalised component. */
export const TAG = /<(\/?)([A-Z]\w*)((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*(\/?)>/g;
/** The start of an opening tag whose attributes go on over the next lines. */
export const UNFINISHED_TAG = /<([A-Z]\w*)(?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*\s*$/;
const ATTRIBUTE = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g;

export interface Attribute {
  value: string;
  /** Written as `{…}`: JavaScript, except the literals `{true}`, `{false}` and numbers. */
  expression?: true;
}
export type Attributes = Record<string, Attribute>;

export interface FoundTag {
  whole: string;
  closing: boolean;
  name: string;
  attributes: Attributes;
  selfClosing: boolean;
  /** 0-based column in the line. */
  offset: number;
}

/**
 * Replaces each tag of the line (not inside inline code) by what `replace`
 * returns. A tag alone on its line keeps the line; one inside text is put on
 * a line of its own.
 */
export function rewriteTags(line: string, replace: (tag: FoundTag) => string): string {
  let offset = 0;
  const parts = line.split(/(`+[^`]*`+)/).map((part, i) => {
    const at = offset;
    offset += part.length;
    if (i % 2 === 1) return part;
    return part.replace(TAG, (whole, closing: string, name: string, raw: string, selfClosing: string, index: number) =>
      replace({ whole, closing: closing === '/', name, attributes: parseAttributes(raw), selfClosing: selfClosing === '/', offset: at + index }),
    );
  });
  return parts
    .join('')
    .replace(/^[ \t]*\n|\n[ \t]*$/g, '')
    .replace(/\n[ \t]*\n/g, '\n');
}

/** Whether a line, outside inline code, ends inside an opening tag (its attributes continue below). */
export function opensUnfinishedTag(line: string): boolean {
  const outsideCode = line.replace(/`+[^`]*`+/g, (code) => ' '.repeat(code.length));
  return UNFINISHED_TAG.test(outsideCode);
}

export function parseAttributes(raw: string): Attributes {
  const out: Attributes = {};
  for (const m of raw.matchAll(ATTRIBUTE)) {
    const expression = m[4]?.trim();
    if (expression === undefined) out[m[1]!] = { value: m[2] ?? m[3] ?? '' };
    else if (/^(true|false|\d+)$/.test(expression)) out[m[1]!] = { value: expression === 'true' ? '' : expression };
    else out[m[1]!] = { value: expression, expression: true };
  }
  return out;
}

/** An attribute given without a value, or as `{true}`, is on; `{false}` is off. */
export function isOn(attribute: Attribute | undefined): boolean {
  return attribute !== undefined && attribute.value !== 'false';
}

/** Closing fences: tabs hold tabs, which hold admonitions (more colons outside). */
export const CLOSE: Record<string, string> = { Tabs: ':::::', TabItem: '::::', Admonition: ':::' };

/** The directive that opens a container component. */
export function openContainer(name: string, a: Attributes): string {
  if (name === 'Tabs') {
    // `queryString` alone (or {true}) names the URL parameter after the groupId, as in Docusaurus: directives.ts decides.
    const query = a.queryString && isOn(a.queryString) ? (a.queryString.value ? directiveAttribute('queryString', a.queryString.value) : 'queryString') : '';
    return `:::::tabs{${[directiveAttribute('groupId', a.groupId?.value), query].filter(Boolean).join(' ')}}`;
  }
  if (name === 'TabItem') {
    const parts = [
      directiveAttribute('label', a.label?.value ?? a.value?.value),
      directiveAttribute('value', a.value?.value),
      isOn(a.default) ? 'default="true"' : '',
    ];
    return `::::tab{${parts.filter(Boolean).join(' ')}}`;
  }
  const title = a.title?.value;
  return `:::${a.type?.value ?? 'note'}${title ? `[${title}]` : ''}`;
}

function directiveAttribute(key: string, value: string | undefined): string {
  return value === undefined ? '' : `${key}="${value.replace(/"/g, '&quot;')}"`;
}
