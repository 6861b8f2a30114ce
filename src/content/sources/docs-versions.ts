/**
 * The docs versions of a site in Docusaurus's layout: `versions.json` (names,
 * newest first), `versioned_docs/version-<name>/` and
 * `versioned_sidebars/version-<name>-sidebars.json`, with the docs folder as
 * the version `current`. Routes as Docusaurus makes them: the last version at
 * the section's route, `current` at `<section>/next`, others at
 * `<section>/<name>`. Without versions.json there are no versions (undefined):
 * the docs source builds the docs folder as it always did.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocsOptions } from '../../config/schema.js';
import { MysiteError } from '../../core/errors.js';
import { closest } from '../../core/suggest.js';
import { joinRoute } from '../../core/urls.js';
import { ENGINE_MESSAGES } from '../engine-messages.js';

export const VERSIONS_FILE = 'versions.json';
export const VERSIONED_DOCS_DIR = 'versioned_docs';
export const VERSIONED_SIDEBARS_DIR = 'versioned_sidebars';
export const CURRENT_VERSION = 'current';

export type VersionBanner = 'unreleased' | 'unmaintained' | 'none';

export interface DocsVersion {
  name: string;
  label: string;
  /** The options the docs source builds this version with: its folder, route and sidebars file. */
  options: DocsOptions;
  banner: VersionBanner;
  badge: boolean;
  noIndex: boolean;
  /** The version the section's own route shows. */
  isLast: boolean;
}

/** The folder of a released version's docs, site-relative; `prefix`: a docs section's other than the default (`<id>_`). */
export function versionDocsFolder(name: string, prefix = ''): string {
  return `${prefix}${VERSIONED_DOCS_DIR}/version-${name}`;
}

/** The file of a released version's sidebars, site-relative. */
export function versionSidebarsFile(name: string, prefix = ''): string {
  return `${prefix}${VERSIONED_SIDEBARS_DIR}/version-${name}-sidebars.json`;
}

/** A name is a route segment and a folder name: no slashes, no dots alone, no spaces or URL-special characters. */
const VALID_NAME = /^(?!\.{1,2}$)[\w.-]+$/;

export function isVersionName(name: string): boolean {
  return VALID_NAME.test(name);
}

/** The names in versions.json (`<id>_versions.json` with a section's prefix), newest first; undefined when the site has no such file. */
export function readVersionNames(siteDir: string, prefix = ''): string[] | undefined {
  const name = `${prefix}${VERSIONS_FILE}`;
  const file = join(siteDir, name);
  if (!existsSync(file)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw versionsFileError(`${name} is not JSON: ${(error as Error).message}`, name);
  }
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== '')) {
    throw versionsFileError(`${name} must be a list of version names, newest first.`, name);
  }
  const names = value as string[];
  // A name becomes a folder to read (versioned_docs/version-<name>): it may not lead out of it.
  const unusable = names.find((n) => !isVersionName(n));
  if (unusable !== undefined)
    throw versionsFileError(`${name} names "${unusable}", which cannot be a version: use letters, digits, dots, dashes and underscores.`, name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice !== undefined) throw versionsFileError(`${name} names the version "${twice}" twice.`, name);
  return names;
}

/**
 * Every version the build includes, `current` first then versions.json's order; undefined without versions.json.
 * `currentLabel`: the docs folder's label when the config names none ("Next" in the locale's language).
 */
export function docsVersions(
  siteDir: string,
  options: DocsOptions,
  prefix = '',
  currentLabel: string = ENGINE_MESSAGES['theme.version.current'],
): DocsVersion[] | undefined {
  const released = readVersionNames(siteDir, prefix);
  if (released === undefined) return undefined;
  const all = [...(options.includeCurrentVersion ? [CURRENT_VERSION] : []), ...released];
  if (all.length === 0)
    throw versionsFileError(
      `${prefix}${VERSIONS_FILE} is empty and docs.includeCurrentVersion is false: there are no docs to build.`,
      `${prefix}${VERSIONS_FILE}`,
    );
  const lastVersion = options.lastVersion ?? released[0] ?? CURRENT_VERSION;
  checkNames(all, [
    ['docs.lastVersion', [lastVersion]],
    ['docs.versions', Object.keys(options.versions)],
    ['docs.onlyIncludeVersions', options.onlyIncludeVersions ?? []],
  ]);
  const lastAt = all.indexOf(lastVersion);
  const included = options.onlyIncludeVersions ? all.filter((n) => options.onlyIncludeVersions!.includes(n)) : all;
  return included.map((name) => {
    const own = options.versions[name] ?? { noIndex: false };
    const isLast = name === lastVersion;
    const at = all.indexOf(name);
    const isCurrent = name === CURRENT_VERSION;
    const path = own.path ?? (isLast ? '' : isCurrent ? 'next' : name);
    const sidebars = versionSidebarsFile(name, prefix);
    return {
      name,
      label: own.label ?? (isCurrent ? (options.versionLabel ?? currentLabel) : name),
      options: {
        ...options,
        path: isCurrent ? options.path : versionDocsFolder(name, prefix),
        routeBasePath: joinRoute(options.routeBasePath, path),
        sidebarPath: isCurrent ? options.sidebarPath : existsSync(join(siteDir, sidebars)) ? sidebars : false,
      },
      banner: own.banner ?? (at === lastAt ? 'none' : at < lastAt ? 'unreleased' : 'unmaintained'),
      badge: own.badge ?? all.length > 1,
      noIndex: own.noIndex,
      isLast,
    };
  });
}

function checkNames(known: string[], uses: [string, string[]][]): void {
  for (const [option, names] of uses) {
    for (const name of names) {
      if (known.includes(name)) continue;
      const guess = closest(name, known);
      throw MysiteError.of({
        code: 'docs/unknown-version',
        message: `${option} names the version "${name}", which the site does not have.`,
        at: { file: 'site.config.ts' },
        hint: `${guess ? `Did you mean "${guess}"? ` : ''}Versions: ${known.join(', ')} ("current" is the docs folder; the others come from ${VERSIONS_FILE}).`,
      });
    }
  }
}

function versionsFileError(message: string, file = VERSIONS_FILE): MysiteError {
  return MysiteError.of({
    code: 'docs/versions-file',
    message,
    at: { file },
    hint: 'versions.json holds a JSON list of version names, newest first, such as ["2.0", "1.0"]; `mysite docs version <name>` adds one.',
  });
}
