/**
 * The part of MDX that Docusaurus pages commonly use, without running any
 * JavaScript: written over into our Markdown before parsing, line for line
 * (so positions stay true).
 *
 * - `import Tabs from '@theme/Tabs'` (and TabItem, Admonition, and a
 *   `_partial.md`'s import) are dropped; `{/* comments *\/}` are removed;
 * - `<Tabs groupId="x">` / `<TabItem value="a" label="A">` become our `tabs` /
 *   `tab` containers; `<Admonition type="tip" title="T">` an admonition;
 * - anything else that MDX would run (other imports, `export`, a component
 *   we do not know, a `{expression}`) is an error at its line and column
 *   saying what to write instead: it would otherwise show as page text.
 *
 * A hand-written line scanner rather than remark-mdx: see the note in
 * docs/PERFORMANCE.md ("MDX").
 */
import type { Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';

const THEME_IMPORTS: Record<string, string> = { '@theme/Tabs': 'Tabs', '@theme/TabItem': 'TabItem', '@theme/Admonition': 'Admonition' };
const IMPORT = /^import\s+(\w+)\s+from\s+(['"])([^'"]+)\2;?\s*$/;
const ANY_IMPORT = /^import\s+(?:[\w*{}\s,]+\s+from\s+)?['"][^'"]+['"];?\s*$/;
const EXPORT = /^export\s+(?:const|let|var|function|default|class|\{)/;
const FENCE = /^\s*(`{3,}|~{3,})/;
const COMMENT = /\{\/\*.*?\*\/\}/g;
const TAG = /<(\/?)([A-Z]\w*)((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g;

/** Does the text use any of it? (Most pages do not: they skip the scan.) */
export function mayUseMdx(text: string): boolean {
  return /^(?:import|export)\s|<[A-Z]|\{\/\*/m.test(text);
}

export function rewriteMdx(text: string, file: string): string {
  const errors: Diagnostic[] = [];
  const error = (line: number, column: number, message: string, hint: string) =>
    errors.push({ severity: 'error', code: 'markdown/unsupported-mdx', message, at: { file, line, column }, hint });
  const known = new Set<string>();
  let fence: string | undefined;
  let inComment = false;
  const out = text.split('\n').map((raw, i) => {
    const n = i + 1;
    const f = FENCE.exec(raw)?.[1];
    if (inComment || (!fence && raw.includes('{/*'))) {
      // A comment over several lines: its lines become empty.
      const end = raw.indexOf('*/}');
      if (inComment) {
        inComment = end < 0;
        return inComment ? '' : raw.slice(end + 3);
      }
      const stripped = raw.replace(COMMENT, '');
      if (stripped.includes('{/*')) {
        inComment = true;
        return stripped.slice(0, stripped.indexOf('{/*'));
      }
      if (stripped.trim() === '') return '';
      raw = stripped;
    }
    const line = raw;
    if (fence) {
      if (f && f[0] === fence[0] && f.length >= fence.length && line.trim() === f) fence = undefined;
      return line;
    }
    if (f) {
      fence = f;
      return line;
    }
    const imported = IMPORT.exec(line);
    if (imported && THEME_IMPORTS[imported[3]!]) {
      known.add(imported[1]!);
      return '';
    }
    if (ANY_IMPORT.test(line)) {
      error(
        n,
        1,
        `This import is MDX, which runs JavaScript: mysite supports only @theme/Tabs, @theme/TabItem and @theme/Admonition.`,
        'Write the content in Markdown (tabs: ::::tabs / :::tab, admonitions: :::note), or remove the import.',
      );
      return '';
    }
    if (EXPORT.test(line)) {
      error(
        n,
        1,
        'An `export` is MDX, which runs JavaScript: mysite pages cannot export values.',
        'Put data in the front matter, and write its value in the text.',
      );
      return '';
    }
    if (/^\s*\{[^}]*\}\s*$/.test(line)) {
      error(n, line.indexOf('{') + 1, `The JSX expression ${line.trim()} would run JavaScript, which mysite pages do not.`, 'Write its result as text.');
      return '';
    }
    return rewriteTags(line, (whole, closing: string, name: string, rawAttributes: string, selfClosing: string, offset: number) => {
      const attributes = parseAttributes(rawAttributes);
      const column = offset + 1;
      if (!known.has(name)) {
        error(
          n,
          column,
          `<${name}> is an MDX component mysite does not know${name in componentsByName ? ` (import it from '${componentsByName[name]}')` : ''}.`,
          'Supported: Tabs, TabItem and Admonition from @theme. Write anything else in Markdown.',
        );
        return whole;
      }
      const expression = Object.entries(attributes).find(([, v]) => v.expression);
      if (expression) {
        error(
          n,
          column,
          `<${name} ${expression[0]}={…}> uses a JavaScript value.`,
          `Write ${expression[0]}="text" (on Tabs, put a label on each TabItem instead of values={…}).`,
        );
        return whole;
      }
      if (selfClosing) {
        error(n, column, `<${name} /> has no content.`, `Write <${name}>…</${name}>.`);
        return whole;
      }
      return closing ? '\n' + CLOSE[name] + '\n' : '\n' + open(name, attributes) + '\n';
    });
  });
  if (errors.length > 0) throw new MysiteError(errors);
  return out.join('\n');
}

/** A tag alone on its line keeps the line; one inside text is put on a line of its own. */
function rewriteTags(
  line: string,
  replace: (whole: string, closing: string, name: string, attributes: string, selfClosing: string, offset: number) => string,
): string {
  // Not inside inline code (`<Tabs>` in a sentence about them).
  let offset = 0;
  const parts = line.split(/(`+[^`]*`+)/).map((part, i) => {
    const at = offset;
    offset += part.length;
    return i % 2 === 1 ? part : part.replace(TAG, (...m) => replace(m[0], m[1], m[2], m[3], m[4], at + (m[5] as number)));
  });
  return parts
    .join('')
    .replace(/^[ \t]*\n|\n[ \t]*$/g, '')
    .replace(/\n[ \t]*\n/g, '\n');
}

const componentsByName = Object.fromEntries(Object.entries(THEME_IMPORTS).map(([from, name]) => [name, from]));

/** Closing fences: tabs hold tabs, which hold admonitions (more colons outside). */
const CLOSE: Record<string, string> = { Tabs: ':::::', TabItem: '::::', Admonition: ':::' };

function open(name: string, a: Record<string, { value: string; expression?: true }>): string {
  const attr = (key: string, value: string | undefined) => (value === undefined ? '' : `${key}="${value.replace(/"/g, '&quot;')}"`);
  if (name === 'Tabs') return `:::::tabs{${[attr('groupId', a.groupId?.value)].filter(Boolean).join(' ')}}`;
  if (name === 'TabItem')
    return `::::tab{${[attr('label', a.label?.value ?? a.value?.value), attr('value', a.value?.value), a.default ? 'default="true"' : ''].filter(Boolean).join(' ')}}`;
  const title = a.title?.value;
  return `:::${a.type?.value ?? 'note'}${title ? `[${title}]` : ''}`;
}

function parseAttributes(raw: string): Record<string, { value: string; expression?: true }> {
  const out: Record<string, { value: string; expression?: true }> = {};
  for (const m of raw.matchAll(ATTRIBUTE)) {
    if (m[4] !== undefined) out[m[1]!] = { value: m[4], expression: true };
    else out[m[1]!] = { value: m[2] ?? m[3] ?? '' };
  }
  return out;
}
