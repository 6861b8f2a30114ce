/**
 * `<CodeBlock language="js" title="x.js" showLineNumbers>…</CodeBlock>` from
 * `@theme/CodeBlock`, written over as the fenced code block with the same
 * options, so it is highlighted and framed like any other. The code is the
 * text between the tags, or a template literal `{`…`}` holding it (the way
 * Docusaurus's docs write it); a `${…}` inside would run JavaScript.
 */
import { type Attributes, isOn } from './mdx-tags.js';

export type CodeBlockResult = { fence: string[] } | { error: string; hint: string };

export function codeBlockFence(attributes: Attributes, body: string): CodeBlockResult {
  const expression = Object.entries(attributes).find(([, v]) => v.expression);
  if (expression) return { error: `<CodeBlock ${expression[0]}={…}> uses a JavaScript value.`, hint: `Write ${expression[0]}="text".` };
  const code = codeOf(body);
  if (typeof code !== 'string') return code;
  const meta = [attributes.language?.value ?? ''];
  const title = attributes.title?.value;
  if (title !== undefined) meta.push(title.includes('"') ? `title='${title}'` : `title="${title}"`);
  if (isOn(attributes.showLineNumbers)) meta.push('showLineNumbers');
  // A fence longer than any run of backticks in the code.
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return { fence: [`${fence}${meta.join(' ')}`, ...code.split('\n'), fence] };
}

function codeOf(body: string): string | { error: string; hint: string } {
  const trimmed = body.replace(/^\s*\n/, '').replace(/\n\s*$/, '');
  const literal = /^\s*\{\s*`([\s\S]*)`\s*\}\s*$/.exec(trimmed);
  if (literal) {
    const raw = literal[1]!;
    if (/(^|[^\\])\$\{/.test(raw)) {
      return {
        error: `The code of this <CodeBlock> has a \${…} in its template literal, which would run JavaScript.`,
        hint: `Write the value itself, or \\\${ for the characters.`,
      };
    }
    return raw
      .replace(/\\([`\\$])/g, '$1')
      .replace(/^\n/, '')
      .replace(/\n$/, '');
  }
  if (/^\s*\{/.test(trimmed)) {
    return {
      error: 'The code of this <CodeBlock> is a JavaScript expression.',
      hint: 'Write the code as text between the tags, or as a template literal {`…`}.',
    };
  }
  return dedent(trimmed);
}

/** Text written indented under the tag loses the indentation its lines share. */
function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)![0].length);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(common)).join('\n');
}
