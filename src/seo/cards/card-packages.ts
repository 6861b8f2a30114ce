/**
 * Social cards need two packages that mysite does not install itself
 * (optional peer dependencies, see docs/GETTING-STARTED.md): Skia through
 * `@napi-rs/canvas` (a native binary of about 35 MB) to draw them, and
 * `@fontsource/inter` for the default font. Most sites never turn cards on,
 * so they never pay for them; a site that does is told which to install.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SocialCardOptions } from '../../config/schema.js';
import { ENGINE_ROOT, requireFromEngine } from '../../core/engine-package.js';
import { MysiteError } from '../../core/errors.js';

export const CANVAS_PACKAGE = '@napi-rs/canvas';
export const FONT_PACKAGE = '@fontsource/inter';
/** The default font's file, in FONT_PACKAGE. */
export const DEFAULT_FONT = `${FONT_PACKAGE}/files/inter-latin-700-normal.woff`;

/** Finds an installed module (a path) or throws; the engine's own lookup by default. */
export type Resolve = (request: string) => string;

/** The packages the cards of this config need that are not installed, each as `name@range`. */
export function missingCardPackages(options: Pick<SocialCardOptions, 'font'>, resolve: Resolve = requireFromEngine.resolve): string[] {
  const needed = options.font ? [CANVAS_PACKAGE] : [CANVAS_PACKAGE, FONT_PACKAGE];
  const probe: Record<string, string> = { [CANVAS_PACKAGE]: CANVAS_PACKAGE, [FONT_PACKAGE]: DEFAULT_FONT };
  return needed.filter((name) => !resolves(resolve, probe[name]!)).map((name) => `${name}@${peerRange(name)}`);
}

/** Throws the coded error naming what to install when the cards cannot be drawn here. */
export function checkCardPackages(options: Pick<SocialCardOptions, 'font'>, resolve?: Resolve): void {
  const missing = missingCardPackages(options, resolve);
  if (missing.length === 0) return;
  const names = missing.map((spec) => spec.slice(0, spec.lastIndexOf('@')));
  throw MysiteError.of({
    code: 'config/social-cards-package',
    message: `socialCards is on, but ${names.join(' and ')} ${names.length === 1 ? 'is' : 'are'} not installed: mysite leaves ${names.length === 1 ? 'it' : 'them'} out unless a site draws cards.`,
    at: { file: 'site.config.ts' },
    hint: `Install ${names.length === 1 ? 'it' : 'them'} in the site's project (npm install ${missing.join(' ')}), or set socialCards: false.`,
  });
}

function resolves(resolve: Resolve, request: string): boolean {
  try {
    resolve(request);
    return true;
  } catch {
    return false;
  }
}

/** The version range mysite declares for an optional peer dependency. */
function peerRange(name: string): string {
  const pkg = JSON.parse(readFileSync(join(ENGINE_ROOT, 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> };
  return pkg.peerDependencies?.[name] ?? 'latest';
}
