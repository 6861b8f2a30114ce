/**
 * The names an MDX page gives a theme module it imports
 * (`import Tabs from '@theme/Tabs'` → `Tabs`), so that compile-time checks
 * and rewrites of that component (tabs-check.ts, code-block-literals.ts)
 * find its elements whatever the page calls it, and leave alone a
 * component of the same name from elsewhere.
 */
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';

export function themeImportNames(tree: Node, module: string): Set<string> {
  return defaultImportNames(tree, [`@theme/${module}`, `@theme-original/${module}`, `@theme-init/${module}`]);
}

/** The names the page gives the default export of any of `sources` (`import Link from '@docusaurus/Link'` → `Link`). */
export function defaultImportNames(tree: Node, sources: readonly string[]): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || !sources.includes(String(statement.source.value))) continue;
      for (const s of statement.specifiers) if (s.type === 'ImportDefaultSpecifier') names.add(s.local.name);
    }
  });
  return names;
}
