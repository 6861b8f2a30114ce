/**
 * Where a React page (`content/pages/*.tsx`) writes its links: every string
 * literal that is a path of the site, by the URL it has in the built page.
 * A broken link of the page is then reported at its line in the .tsx file.
 */
import type { SourcePosition } from '../core/types.js';
import { withBase } from '../core/urls.js';

export const REACT_PAGE = /\.[jt]sx?$/;

/** A quoted site path: `'/docs'`, `"/api#x"`, `` `/blog` `` (no `//host`, no interpolation). */
const PATH_LITERAL = /(['"`])(\/(?!\/)[^'"`\s${}]*)\1/g;

export function pageFileSources(file: string, text: string, baseUrl: string): Map<string, SourcePosition> {
  const map = new Map<string, SourcePosition>();
  for (const [i, line] of text.split('\n').entries()) {
    for (const m of line.matchAll(PATH_LITERAL)) {
      const url = withBase(baseUrl, m[2]!);
      if (!map.has(url)) map.set(url, { file, line: i + 1, column: m.index! + 2 });
    }
  }
  return map;
}
