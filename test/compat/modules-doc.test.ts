/**
 * docs/AUTHORING.md lists the Docusaurus modules mysite provides and, for
 * those it does not, what to use instead; src/compat/modules.ts is what the
 * build does. The two name the same modules, and what the doc's advice
 * names as code (a module, a config key, a component) the build's names too.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUSAURUS_MODULES, GENERATED_MODULES, INSTEAD, missingModuleMessage, THEME_MODULES } from '../../src/compat/modules.js';
import { REPO_ROOT } from '../support/paths.js';

const AUTHORING = readFileSync(join(REPO_ROOT, 'docs/AUTHORING.md'), 'utf8');

/** The rows of the table whose header row is `header`, each as its cells. */
function tableRows(header: string): string[][] {
  const start = AUTHORING.indexOf(header);
  assert.ok(start >= 0, `AUTHORING.md has the table "${header}"`);
  const rows = AUTHORING.slice(start).split('\n').slice(2);
  return rows
    .slice(
      0,
      rows.findIndex((row) => !row.startsWith('|')),
    )
    .map((row) => row.split('|').slice(1, -1));
}

/** What a cell writes as code: `` `a` `` gives a, ``` `` `b` `` ``` gives `b`. */
const codeIn = (cell: string) => [...cell.matchAll(/(`+) ?(.+?) ?\1(?!`)/g)].map((m) => m[2]!);

/** The modules a row names in its first cell. */
function modulesOf(row: string[]): string[] {
  const names = codeIn(row[0]!);
  // `@docusaurus/useIsBrowser`, `ExecutionEnvironment`: the names after the first share its scope.
  const scope = /^@[^/]+\//.exec(names[0] ?? '')?.[0] ?? '';
  return names.map((name) => (name.startsWith('@') ? name : scope + name));
}

/** The modules named in the first column of the table whose header row is `header`. */
const modulesInTable = (header: string) => tableRows(header).flatMap(modulesOf);

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe('the Docusaurus modules in docs/AUTHORING.md', () => {
  it('are the ones mysite provides', () => {
    const provided = [
      '@mdx-js/react',
      ...Object.keys(GENERATED_MODULES),
      ...DOCUSAURUS_MODULES.map((m) => `@docusaurus/${m}`),
      ...THEME_MODULES.map((m) => `@theme/${m}`),
    ];
    assert.deepEqual(sorted(modulesInTable('| module | in mysite | not supported |')), sorted(provided));
  });

  it('and, of those it does not, the ones it says what to use instead of', () => {
    const documented = modulesInTable('| module | instead |');
    assert.deepEqual(sorted(documented), sorted(Object.keys(INSTEAD)));
    for (const name of documented) assert.doesNotMatch(missingModuleMessage(name), /It provides/, `${name} has its own advice`);
  });

  it("and advise the same: what the doc's advice names as code, the build's advice for the row's modules names", () => {
    for (const row of tableRows('| module | instead |')) {
      const advice = modulesOf(row).map((name) => missingModuleMessage(name));
      for (const code of codeIn(row[1]!))
        assert.ok(
          advice.some((text) => text.includes(code)),
          `the build's advice for ${row[0]!.trim()} names ${code}`,
        );
    }
  });
});
