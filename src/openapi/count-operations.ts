/**
 * About how many operations an OpenAPI document has, read from its root
 * file's text before the build loads it: enough to tell a big API, whose
 * pages are worth the worker threads, from a small one. Operations kept in
 * other files are not counted.
 */
import { readFileSync } from 'node:fs';

/** A method key: `"get":` in JSON, `  get:` at the start of a YAML line. */
const METHOD_KEY = /"(?:get|put|post|delete|options|head|patch|trace)"\s*:|^[ \t]+(?:get|put|post|delete|options|head|patch|trace)[ \t]*:/gm;

export function countOperations(file: string): number {
  try {
    return readFileSync(file, 'utf8').match(METHOD_KEY)?.length ?? 0;
  } catch {
    // A missing or unreadable spec is reported when the API source loads it.
    return 0;
  }
}
