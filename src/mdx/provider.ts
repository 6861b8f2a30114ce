/**
 * The `mysite:mdx-provider` module of an MDX server bundle: the components
 * every page has without importing them. They are, as in Docusaurus, the
 * theme's (`@theme/MDXComponents`) or, when the site has a
 * `src/theme/MDXComponents` file, that file's default export (which usually
 * spreads the theme's and adds its own); then those named in the config's
 * `markdown.components`. Each renders through the island probe
 * (runtime/island-server.tsx).
 */
import { join } from 'node:path';
import { ENGINE_ROOT } from '../core/engine-package.js';
import type { LookedUpFiles } from '../core/looked-up-files.js';

const ISLAND_SERVER = join(ENGINE_ROOT, 'src/mdx/runtime/island-server.tsx');
const siteFiles = (name: string) => ['js', 'jsx', 'ts', 'tsx'].flatMap((ext) => [`src/theme/${name}.${ext}`, `src/theme/${name}/index.${ext}`]);
const SITE_FILES = siteFiles('MDXComponents');
const CONTENT_FILES = siteFiles('MDXContent');
const HEADING_FILES = siteFiles('Heading');
const HEADING_ELEMENTS = join(ENGINE_ROOT, 'src/compat/swizzle/heading-elements.tsx');

/** The site's own MDXComponents file (site-relative), if any; looked up through `lookedUp`, so that its absence is an input too. */
export function siteMdxComponentsFile(lookedUp: LookedUpFiles): string | undefined {
  return lookedUp.first(SITE_FILES);
}

/** `components`: the config's `markdown.components` (name → module, `#Export` for a named export). */
export function providerModule(lookedUp: LookedUpFiles, components: Record<string, string>): string {
  const siteFile = siteMdxComponentsFile(lookedUp);
  const lines = [
    `import { MysiteIsland, globalIsland } from ${JSON.stringify(ISLAND_SERVER)};`,
    `import base from ${JSON.stringify(siteFile ? `@site/${siteFile}` : '@theme/MDXComponents')};`,
  ];
  const own: string[] = ['...base'];
  // A swizzled Heading draws the page's headings; a swizzled MDXContent goes around every page's content, as MDX's `wrapper`.
  if (lookedUp.first(HEADING_FILES)) {
    lines.push("import SiteHeading from '@theme/Heading';", `import { headingElements } from ${JSON.stringify(HEADING_ELEMENTS)};`);
    own.push('...headingElements(SiteHeading)');
  }
  if (lookedUp.first(CONTENT_FILES)) {
    lines.push("import SiteMDXContent from '@theme/MDXContent';");
    own.push('wrapper: SiteMDXContent');
  }
  Object.entries(components).forEach(([name, spec], i) => {
    const [module, exportName = 'default'] = spec.split('#');
    lines.push(`import * as c${i} from ${JSON.stringify(module!.startsWith('.') ? `@site/${module!.replace(/^\.\//, '')}` : module)};`);
    own.push(`${JSON.stringify(name)}: c${i}[${JSON.stringify(exportName)}]`);
  });
  lines.push(
    `export const globalComponents = { ${own.join(', ')} };`,
    'const isComponent = (c) => typeof c === "function" || (typeof c === "object" && c !== null && "$$typeof" in c);',
    'const components = { MysiteIsland };',
    'for (const [name, c] of Object.entries(globalComponents)) components[name] = isComponent(c) ? globalIsland(c, name) : c;',
    'components.MysiteIsland = MysiteIsland;',
    'export function useMDXComponents() { return components; }',
  );
  return lines.join('\n');
}
