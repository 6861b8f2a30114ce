/**
 * The names an MDX page gives a theme module it imports
 * (`import Tabs from '@theme/Tabs'` → `Tabs`), so that compile-time checks
 * and rewrites of that component (tabs-check.ts, code-block-literals.ts)
 * find its elements whatever the page calls it, and leave alone a
 * component of the same name from elsewhere.
 */
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';

export function themeImportNames(tree: Root, module: string): Set<string> {
  const names = new Set<string>();
  const sources = [`@theme/${module}`, `@theme-original/${module}`, `@theme-init/${module}`];
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || !sources.includes(String(statement.source.value))) continue;
      for (const s of statement.specifiers) if (s.type === 'ImportDefaultSpecifier') names.add(s.local.name);
    }
  });
  return names;
}
