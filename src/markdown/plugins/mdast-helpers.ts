/** Small helpers shared by our remark plugins. */
import type { Data, Node } from 'unist';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { CompileData } from '../compile-data.js';

/** A node that mdast-util-to-hast turns into the element named in `data.hName`. */
export interface ElementNode extends Node {
  type: 'mysiteElement';
  data: Data & { hName: string; hProperties?: Record<string, unknown> };
  children: Node[];
}

export function element(tagName: string, properties: Record<string, unknown>, children: Node[]): ElementNode {
  return { type: 'mysiteElement', data: { hName: tagName, hProperties: properties }, children };
}

export function compileData(file: VFile): CompileData {
  return file.data as unknown as CompileData;
}

/** Adds a warning or error to the compile result, located at `node`. */
export function report(file: VFile, node: Node | undefined, d: Omit<Diagnostic, 'at'>): void {
  const data = compileData(file);
  data.diagnostics.push({
    ...d,
    at: { file: data.relativePath, line: node?.position?.start.line, column: node?.position?.start.column },
  });
}

/** The exact source text of a node (used to put back directives we do not handle). */
export function sourceOf(file: VFile, node: Node): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? '' : String(file.value).slice(start, end);
}
