/**
 * Where a `$ref` may point: a file in the spec's own folder tree (the folder
 * of the root document), never a hidden one, and never a URL. The API
 * source watches and caches exactly that folder, and a `$ref` that could
 * name any file (`/proc/self/environ`, `../../.env`) would publish it in the
 * downloads, the pages and their search texts (core/site-boundary.ts).
 *
 * Every `$ref` reachable from the root is checked before anything is
 * bundled, and a refused one is never read: all of them are reported at
 * once, each at its line.
 */
import { dirname, resolve } from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import { outsideReasonText, SiteBoundary } from '../core/site-boundary.js';
import type { SpecSources } from './source-map.js';
import { quoted } from '../core/quoted.js';

const REMOTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The spec's folder tree, as a boundary. */
export function specBoundary(rootFile: string): SiteBoundary {
  return new SiteBoundary([dirname(rootFile)]);
}

/** The file a `$ref` written in `from` points at; undefined for a reference inside the same file. */
export function refFile(from: string, ref: string): string | undefined {
  const path = ref.split('#')[0];
  return path ? resolve(dirname(from), decodeURI(path)) : undefined;
}

export function refsOutside(sources: SpecSources, boundary: SiteBoundary): Diagnostic[] {
  const folder = sources.relative(dirname(sources.rootFile)) || '.';
  const problems: Diagnostic[] = [];
  sources.forEachRef((ref, from, at) => {
    if (REMOTE.test(ref)) {
      problems.push({
        severity: 'error',
        code: 'api/remote-ref',
        message: `$ref "${ref}" points to a URL; mysite reads only files of the spec's folder (${folder}/).`,
        at,
        hint: "Download the referenced document into the spec's folder and point the $ref at it with a relative path.",
      });
      return undefined;
    }
    let file: string | undefined;
    try {
      file = refFile(from, ref);
    } catch {
      return undefined; // a malformed escape: swagger-parser reports the reference
    }
    if (!file) return undefined;
    const refused = boundary.check(file);
    if (!refused) return file;
    problems.push({
      severity: 'error',
      code: 'content/outside-site',
      message: `$ref "${quoted(ref)}" may not be read: ${outsideReasonText(refused, quoted(sources.relative(file)), `the spec's folder (${folder}/)`)}.`,
      at,
      hint: `Move the referenced file into ${folder}/ and point the $ref at it with a relative path.`,
    });
    return undefined;
  });
  return problems;
}
