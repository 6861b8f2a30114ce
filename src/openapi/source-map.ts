/**
 * Maps a place in the (logical, dereferenced) document back to the source
 * file, line and column an author edits. The spec may be split over many
 * files, so a pointer like `/paths/~1users/post/requestBody` is walked
 * through the files themselves, following each `$ref` on the way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { type Document, isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { MysiteError } from '../core/errors.js';
import type { SourcePosition } from '../core/types.js';
import { escapeToken, parsePointer } from './spec.js';

interface SourceFile {
  document: Document;
  contents: unknown;
  lines: LineCounter;
}

export interface Located extends SourcePosition {
  /** JSON pointer inside `file`. */
  pointer: string;
}

const MAX_REFS = 64;

/**
 * Nodes that YAML aliases may expand to, per file (the yaml package's
 * `maxAliasCount`: an anchor's size times its uses, summed). Real specs use a
 * few anchors of small objects; a billion-laughs document passes it after a
 * few levels.
 */
export const MAX_ALIAS_EXPANSION = 100_000;

/** The yaml package's error for a document whose aliases pass `maxAliasCount`. */
export function isAliasBudgetError(error: unknown): boolean {
  return error instanceof ReferenceError && /Excessive alias count/.test(error.message);
}

export function aliasBudgetError(file: string): MysiteError {
  return MysiteError.of({
    code: 'api/alias-budget',
    message: `${file} uses YAML aliases (*name) that expand to more than ${MAX_ALIAS_EXPANSION.toLocaleString('en-US')} nodes.`,
    at: { file },
    hint: 'Aliases that repeat aliases grow exponentially. Use $ref to share a schema instead of YAML anchors, or write the repeated part out.',
  });
}

export class SpecSources {
  private readonly files = new Map<string, SourceFile | null>();

  /** @param rootFile absolute path of the root document */
  constructor(
    private readonly siteDir: string,
    readonly rootFile: string,
  ) {}

  relative(abs: string): string {
    return relative(this.siteDir, abs).split('\\').join('/');
  }

  private load(abs: string): SourceFile | null {
    if (this.files.has(abs)) return this.files.get(abs)!;
    let file: SourceFile | null = null;
    try {
      const lines = new LineCounter();
      const doc = parseDocument(readFileSync(abs, 'utf8'), { lineCounter: lines, uniqueKeys: false, logLevel: 'error' });
      file = { document: doc, contents: doc.contents, lines };
    } catch {
      file = null;
    }
    this.files.set(abs, file);
    return file;
  }

  /** Where `pointer` (in the root document, references followed) is written. */
  locate(pointer: string): Located {
    let file = this.rootFile;
    let src = this.load(file);
    let node = src?.contents as YamlNode | null | undefined;
    let at: number | undefined;
    let inFile: string[] = [];
    let hops = 0;
    for (const token of parsePointer(pointer)) {
      // Follow references before stepping further in.
      while (token !== '$ref' && node && isMap(node) && hops < MAX_REFS) {
        const ref = node.get('$ref');
        if (typeof ref !== 'string') break;
        hops++;
        const [path = '', fragment = ''] = ref.split('#');
        if (path) {
          file = resolve(dirname(file), decodeURI(path));
          src = this.load(file);
        }
        inFile = parsePointer(fragment);
        node = walk(src?.contents as YamlNode | undefined, inFile);
        at = node?.range?.[0];
      }
      const next = step(node, token);
      if (!next) break;
      inFile = [...inFile, token];
      node = next.node;
      at = next.offset;
    }
    const pos = src && at !== undefined ? src.lines.linePos(at) : undefined;
    return { file: this.relative(file), line: pos?.line, column: pos?.col, pointer: '#' + inFile.map((t) => '/' + escapeToken(t)).join('') };
  }

  /**
   * A file's contents as plain data (undefined when it cannot be read or
   * parsed). YAML aliases are expanded within a budget: a kilobyte of nested
   * aliases (a "billion laughs" document) would otherwise expand without end.
   */
  value(abs: string): unknown {
    const src = this.load(abs);
    if (!src) return undefined;
    try {
      return src.document.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION });
    } catch (error) {
      if (isAliasBudgetError(error)) throw aliasBudgetError(this.relative(abs));
      return undefined; // e.g. an alias to an anchor never set: the parser reports it at its line
    }
  }

  /**
   * Every `$ref` written in the files reachable from the root, in file order,
   * with where it is written. `follow` decides which files are read next: a
   * reference it refuses is not followed.
   */
  forEachRef(follow: (ref: string, from: string, at: Located) => string | undefined): void {
    const queue = [this.rootFile];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const file = queue.shift()!;
      const src = this.load(file);
      if (!src) continue;
      visitRefs(src.contents as YamlNode, [], (ref, path, offset) => {
        const pos = src.lines.linePos(offset);
        const next = follow(ref, file, {
          file: this.relative(file),
          line: pos.line,
          column: pos.col,
          pointer: '#' + path.map((t) => '/' + escapeToken(t)).join(''),
        });
        if (next && !seen.has(next) && existsSync(next)) {
          seen.add(next);
          queue.push(next);
        }
      });
    }
  }

  /** Where a JSON pointer of one file (not following references) is written. */
  position(abs: string, pointer: string): Located {
    const src = this.load(abs);
    const node = walk(src?.contents as YamlNode | undefined, parsePointer(pointer));
    const pos = src && node?.range ? src.lines.linePos(node.range[0]) : undefined;
    return { file: this.relative(abs), line: pos?.line, column: pos?.col, pointer: '#' + pointer.replace(/^#/, '') };
  }

  /**
   * Where line `n` (0-based) of the string at `pointer` is written: a block
   * scalar's (`|`, `>`) lines follow its key's line; any other string is
   * placed at its key.
   */
  lineOfText(pointer: string, n: number): SourcePosition {
    const { pointer: inFile, ...at } = this.locate(pointer);
    const node = walk(this.load(resolve(this.siteDir, at.file))?.contents as YamlNode | undefined, parsePointer(inFile));
    const block = isScalar(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED');
    return block && at.line !== undefined ? { file: at.file, line: at.line + 1 + n } : at;
  }

  /** A top-level field of the root document as written (a scalar's value, else its node), if it has it. */
  rootField(key: string): unknown {
    const root = this.load(this.rootFile)?.contents;
    return isMap(root) ? root.get(key) : undefined;
  }

  /** The first `$ref` (reachable from the root) whose file part is `target`. */
  findRefTo(target: string): Located | undefined {
    const queue = [this.rootFile];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const file = queue.shift()!;
      const src = this.load(file);
      if (!src) continue;
      let found: Located | undefined;
      visitRefs(src.contents as YamlNode, [], (ref, path, offset) => {
        const part = ref.split('#')[0];
        if (!part || found) return;
        const abs = resolve(dirname(file), decodeURI(part));
        if (abs === target) {
          const pos = src.lines.linePos(offset);
          found = { file: this.relative(file), line: pos.line, column: pos.col, pointer: '#' + path.map((t) => '/' + escapeToken(t)).join('') };
        } else if (!seen.has(abs) && existsSync(abs)) {
          seen.add(abs);
          queue.push(abs);
        }
      });
      if (found) return found;
    }
    return undefined;
  }
}

function step(node: YamlNode | null | undefined, token: string): { node: YamlNode | undefined; offset?: number } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === token);
    if (!pair) return undefined;
    return { node: (pair.value ?? undefined) as YamlNode | undefined, offset: (pair.key as YamlNode).range?.[0] };
  }
  if (isSeq(node)) {
    const item = node.items[Number(token)] as YamlNode | undefined;
    return item ? { node: item, offset: item.range?.[0] } : undefined;
  }
  return undefined;
}

function walk(node: YamlNode | undefined, tokens: string[]): YamlNode | undefined {
  let current: YamlNode | undefined = node;
  for (const t of tokens) current = step(current, t)?.node;
  return current;
}

function visitRefs(node: YamlNode | null | undefined, path: string[], fn: (ref: string, path: string[], offset: number) => void): void {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const value = pair.value as YamlNode | null;
      if (key === '$ref' && isScalar(value) && typeof value.value === 'string') fn(value.value, path, (pair.key as YamlNode).range?.[0] ?? 0);
      else visitRefs(value, [...path, key], fn);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => visitRefs(item as YamlNode, [...path, String(i)], fn));
  }
}
