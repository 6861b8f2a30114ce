/**
 * A route an author chose (a `slug`, a tag or author `permalink`) is
 * relative to its section (`/docs`, `/blog`…) and must stay inside it: a
 * `..` that leads out of the section would take another section's place,
 * or, unchecked, a file outside the output folder.
 */
import { MysiteError } from '../core/errors.js';
import type { SourcePosition } from '../core/types.js';
import { isWithinRoute } from '../core/urls.js';

export interface SectionRoute {
  /** The route, normalised (`..` resolved). */
  route: string;
  /** The section's base path, e.g. `/docs`. */
  base: string;
  /** What the author wrote, as a phrase: `slug "../x"`. */
  what: string;
  at: SourcePosition;
}

export function checkInSection({ route, base, what, at }: SectionRoute): string {
  if (isWithinRoute(route, base)) return route;
  throw MysiteError.of({
    code: 'content/outside-section',
    message: `The ${what} leads to ${route}, outside this section (${base}).`,
    at: at,
    hint: `A slug is relative to ${base}: remove the ".." segments. To publish the page elsewhere, move the file into that section.`,
  });
}
