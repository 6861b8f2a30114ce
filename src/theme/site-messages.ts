/**
 * The UI texts a site's own code declares, as Docusaurus extracts them into
 * code.json: `<Translate id="…">message</Translate>` (the message is the id
 * when there is none) and `translate({ id, message })`, in the script and MDX
 * files of `src/` (Docusaurus's folder of the site's code) and of the content
 * folders (pages, docs, blogs), as Docusaurus reads its plugins' (and mysite's `translate('id', 'message')`, as the theme
 * writes it), each with its `description` when it has one. As in Docusaurus,
 * only literal ids, messages and descriptions are taken.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptFiles, TRANSLATE_CALL } from './theme-messages.js';

/** `<Translate attributes>children</Translate>`; an attribute's value in braces may hold `>` (`values={{ n }}`, arrows). */
const TRANSLATE_ELEMENT = /<Translate\b((?:[^>{]|\{(?:[^{}]|\{[^{}]*\})*\})*)>([^<]*)<\/Translate>/g;
/** `translate({ … })`, its object without nested objects but for `values`. */
const TRANSLATE_OBJECT = /\btranslate\(\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g;
const LITERAL = String.raw`(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|\x60((?:\\.|[^\x60\\$])*)\x60)`;

function literalOf(m: RegExpExecArray | null, first: number): string | undefined {
  if (!m) return undefined;
  const text = m[first] ?? m[first + 1] ?? m[first + 2];
  return text?.replace(/\\(['"\x60\\])/g, '$1');
}

/** A text of the site's code: its message, and what it is for, for the translator. */
export interface CodeMessage {
  message: string;
  description?: string;
}

/** Message id → its text, from one file's code. */
export function messagesInCode(code: string): Map<string, CodeMessage> {
  const found = new Map<string, CodeMessage>();
  const add = (id: string | undefined, message: string | undefined, description?: string) => {
    const key = id ?? message;
    if (key !== undefined && !found.has(key)) found.set(key, { message: message ?? key, ...(description !== undefined ? { description } : {}) });
  };
  const literal = (name: string, text: string, separator: string) => literalOf(new RegExp(String.raw`\b${name}${separator}${LITERAL}`).exec(text), 1);
  for (const m of code.matchAll(TRANSLATE_ELEMENT)) {
    const attributes = m[1]!;
    const children = m[2]!.trim();
    // Children in braces are code, not a literal message (`{count} items`): Docusaurus refuses them too.
    add(
      literal('id', attributes, String.raw`=(?:\{\s*)?`),
      children && !/[{}]/.test(children) ? children : undefined,
      literal('description', attributes, String.raw`=(?:\{\s*)?`),
    );
  }
  for (const m of code.matchAll(TRANSLATE_OBJECT)) {
    const body = m[1]!;
    add(literal('id', body, String.raw`\s*:\s*`), literal('message', body, String.raw`\s*:\s*`), literal('description', body, String.raw`\s*:\s*`));
  }
  // mysite's own form, as the theme writes it: translate('id', 'message').
  for (const m of code.matchAll(TRANSLATE_CALL)) add(m[1], m[2] !== undefined ? m[2].replace(/\\'/g, "'") : m[3]!.replace(/\\"/g, '"'));
  return found;
}

/** Message id → its text, from the script and MDX files of `folders` (site-relative). */
export function siteMessages(siteDir: string, folders: string[]): Map<string, CodeMessage> {
  const found = new Map<string, CodeMessage>();
  for (const folder of [...new Set(folders)].map((f) => join(siteDir, f)).filter((f) => existsSync(f))) {
    for (const file of scriptFiles(folder, /\.(tsx?|jsx?|mdx)$/)) {
      for (const [id, message] of messagesInCode(readFileSync(file, 'utf8'))) if (!found.has(id)) found.set(id, message);
    }
  }
  return found;
}
