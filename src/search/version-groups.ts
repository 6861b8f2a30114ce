/**
 * Docs versions in search: a versioned doc's part of the site is
 * `docs@<version name>` (`<section id>@<name>` in another docs section), so each version is its own group of results
 * ("Docs (2.0)"), and the manifest says which version each group holds, so
 * the browser can keep to the version being read. A site without versions
 * has plain `docs` pages and a manifest without `groupVersions`.
 */
import type { Route } from '../core/types.js';
import type { DocPageData } from '../core/page-data/doc.js';

const SEPARATOR = '@';

/** The part of the site of a doc page: `docs` (a docs section's id), or `docs@<name>` when the section has versions. */
export function docsSectionOf(route: Route): string {
  const { version, section } = route.data as DocPageData;
  const part = section ?? 'docs';
  return version?.links ? `${part}${SEPARATOR}${version.name}` : part;
}

/** The part a section belongs to in `search.sections` (`docs@2.0` → `docs`). */
export function partOf(section: string): string {
  const at = section.indexOf(SEPARATOR);
  return at === -1 ? section : section.slice(0, at);
}

export interface Groups {
  labels: string[];
  /** Per group, the docs version it holds, or null; undefined when the site has no versions. */
  versions?: (string | null)[];
  /** The group index of a section. */
  indexOf(section: string): number;
}

/** The result groups: each part's label in order, a versioned docs section's part once per version (newest first). */
export function searchGroups(labels: Map<string, string>, routes: Route[]): Groups {
  // Each docs section's versions, by its part, from one of its versioned pages.
  const versionsOf = new Map<string, NonNullable<DocPageData['version']>['links']>();
  for (const route of routes) {
    if (route.layout !== 'doc') continue;
    const { version, section } = route.data as DocPageData;
    if (version?.links && !versionsOf.has(section ?? 'docs')) versionsOf.set(section ?? 'docs', version.links);
  }
  const entries: [section: string, label: string, version: string | null][] = [];
  for (const [part, label] of labels) {
    const versions = versionsOf.get(part);
    if (versions) for (const v of versions) entries.push([`${part}${SEPARATOR}${v.name}`, `${label} (${v.label})`, v.name]);
    else entries.push([part, label, null]);
  }
  const unique = [...new Set(entries.map(([, label]) => label))];
  const bySection = new Map(entries.map(([section, label]) => [section, unique.indexOf(label)]));
  return {
    labels: unique,
    ...(versionsOf.size > 0 ? { versions: unique.map((label) => entries.find((e) => e[1] === label)![2]) } : {}),
    indexOf: (section) => bySection.get(section) ?? unique.indexOf(labels.get(partOf(section))!),
  };
}
