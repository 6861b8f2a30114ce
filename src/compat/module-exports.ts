/**
 * The names each of mysite's Docusaurus modules (compat/docusaurus,
 * compat/theme) exports, read from its source, and what to use for a name
 * it lacks: an import of one is reported at the page's import line
 * (mdx/imports/docusaurus-modules.ts), every such name of the build at once.
 * The compat modules are mysite's own and export in plain statements
 * (`export function x`, `export const x`, `export { a as b } from`), which
 * is what is read here; test/compat/module-exports.test.ts holds the list
 * equal to what the compiled modules export.
 */
import { readFileSync } from 'node:fs';

const DECLARED = /^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm;
const LISTED = /^export\s+(?:type\s+)?\{([^}]*)\}/gm;
const DEFAULT = /^export\s+default\b/m;

const byFile = new Map<string, readonly string[]>();

/** The names the compat module at `file` exports (`default` included when it has one), types left out. */
export function moduleExports(file: string): readonly string[] {
  let names = byFile.get(file);
  if (!names) {
    names = exportsOf(readFileSync(file, 'utf8'));
    byFile.set(file, names);
  }
  return names;
}

export function exportsOf(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(DECLARED)) names.add(m[1]!);
  for (const m of source.matchAll(LISTED)) {
    if (/^export\s+type\b/.test(m[0])) continue;
    for (const part of m[1]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.add(
        spec
          .split(/\s+as\s+/)
          .at(-1)!
          .trim(),
      );
    }
  }
  if (DEFAULT.test(source)) names.add('default');
  return [...names].sort();
}

/** What to use instead, for names of Docusaurus modules that mysite's modules of the same name do not export. */
const EXPORT_INSTEAD: Record<string, Record<string, string>> = {
  '@docusaurus/theme-common': {
    useDocsPreferredVersion: 'The version menu is the theme’s: read the page’s version with useDocsVersion() of @docusaurus/plugin-content-docs/client.',
    useNavbarMobileSidebar: 'The navbar’s mobile menu is the theme’s: change it through theme.components.Navbar.',
    useAnnouncementBar: 'The announcement bar comes from announcementBar in site.config.ts.',
    usePrismTheme: 'Code is highlighted at build time by mysite: its colours come from theme.colors.',
  },
  '@docusaurus/router': {
    useParams: 'mysite’s pages have no route parameters: every page is a file of its own; read the path with useLocation().',
    Switch: 'mysite’s pages are files, not routes of one component: make a page for each route.',
    Route: 'mysite’s pages are files, not routes of one component: make a page for each route.',
  },
};

/** The message and hint for `import { name } from request` when mysite's module has no `name`. */
export function unknownExportMessage(request: string, name: string, provided: readonly string[]): { text: string; hint: string } {
  const what = name === 'default' ? 'has no default export' : `does not export "${name}"`;
  const names = provided.filter((n) => n !== 'default');
  const offered =
    names.length > 0 ? `it exports ${names.join(', ')}${provided.includes('default') ? ' and a default export' : ''}` : 'it has a default export only';
  const instead = EXPORT_INSTEAD[request.replace(/^@theme-(?:original|init)\//, '@theme/')]?.[name];
  return {
    text: `mysite's "${request}" ${what}.`,
    hint: `${instead ? `${instead} ` : ''}In mysite ${offered} (docs/MIGRATING.md lists what each maps to).`,
  };
}
