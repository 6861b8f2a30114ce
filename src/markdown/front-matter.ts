/**
 * Splits YAML front matter from a Markdown file. The front matter is replaced
 * by blank lines, not removed, so line numbers in the body stay those of the
 * file and every later error can point at the right line.
 */
import { createRequire } from 'node:module';
import type { YAMLParseError } from 'yaml';
import { MysiteError } from '../core/errors.js';
import { parseSimpleFrontMatter } from './simple-front-matter.js';

// Loaded on first need: most pages take the fast path, and a worker thread then never loads it.
const require = createRequire(import.meta.url);
const yaml = () => require('yaml') as typeof import('yaml');

export interface FrontMatterSplit {
  data: Record<string, unknown>;
  /** The file with the front matter blanked out (same line count). */
  body: string;
}

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*$/m;

export function splitFrontMatter(source: string, file: string): FrontMatterSplit {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const open = OPENING.exec(text);
  if (!open) return { data: {}, body: text };
  const rest = text.slice(open[0].length);
  const close = CLOSING.exec(rest);
  if (!close) {
    throw MysiteError.of({ code: 'front-matter/unclosed', message: 'Front matter is opened with "---" but never closed.', at: { file, line: 1, column: 1 } });
  }
  const yamlText = rest.slice(0, close.index);
  const consumed = open[0].length + close.index + close[0].length;
  const blank = text.slice(0, consumed).replace(/[^\n]/g, '');
  const body = blank + text.slice(consumed);
  const simple = parseSimpleFrontMatter(yamlText);
  if (simple) return { data: simple, body };
  const doc = yaml().parseDocument(yamlText, { prettyErrors: false });
  if (doc.errors.length > 0) {
    const err = doc.errors[0] as YAMLParseError;
    const before = yamlText.slice(0, Math.min(err.pos[0], yamlText.length));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    throw MysiteError.of({
      code: 'front-matter/invalid-yaml',
      message: `Invalid YAML in front matter: ${err.message.split('\n')[0]}`,
      at: { file, line: line + 1, column },
      hint: 'Front matter is YAML: "key: value" per line; quote values that contain ": " or start with a special character.',
    });
  }
  const data = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw MysiteError.of({ code: 'front-matter/not-a-map', message: 'Front matter must be a map of "key: value" lines.', at: { file, line: 2, column: 1 } });
  }
  return { data: data as Record<string, unknown>, body };
}
