/**
 * The Docusaurus modules a site may import, and the file of mysite's that
 * stands for each (src/compat/docusaurus/, src/compat/theme/). The whole
 * mapping is listed in docs/AUTHORING.md; a module that is not here is an
 * error at the import, saying what to use instead.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ENGINE_ROOT } from '../core/engine-package.js';

const COMPAT = join(ENGINE_ROOT, 'src/compat');

/** `@docusaurus/<name>` → file in compat/docusaurus/. */
export const DOCUSAURUS_MODULES = [
  'Link',
  'useBaseUrl',
  'useDocusaurusContext',
  'useGlobalData',
  'Head',
  'BrowserOnly',
  'ExecutionEnvironment',
  'useIsBrowser',
  'Translate',
  'Interpolate',
  'isInternalUrl',
  'router',
  'theme-common',
  'theme-common/internal',
  'plugin-content-blog/client',
  'plugin-content-docs/client',
] as const;

/** Docusaurus's generated modules mysite gives, and what each holds (mdx/docusaurus-data.ts); the `.docusaurus/` files also by a relative path. */
export const GENERATED_MODULES = {
  '@generated/docusaurus.config': 'siteConfig',
  '@site/.docusaurus/docusaurus.config.mjs': 'siteConfig',
  '@generated/i18n': 'i18n',
  '@site/.docusaurus/i18n.json': 'i18n',
} as const;

/** `@theme/<name>` (and `@theme-original/<name>`) → file in compat/theme/. */
export const THEME_MODULES = [
  'Layout',
  'Heading',
  'CodeBlock',
  'Tabs',
  'TabItem',
  'Admonition',
  'Details',
  'ThemedImage',
  'MDXComponents',
  'DocCardList',
  'TOCInline',
  'MDXContent',
  'Mermaid',
  'IdealImage',
  'SearchMetadata',
  'MDXComponents/Img',
  'EditThisPage',
] as const;

/** What to do instead, for modules sites use that mysite does not provide (docs/AUTHORING.md lists them; test/compat/modules-doc.test.ts holds the two together). */
export const INSTEAD: Record<string, string> = {
  '@docusaurus/useRouteContext': 'A component cannot read the route of a plugin in mysite: use useLocation() from @docusaurus/router for the path.',
  '@docusaurus/theme-live-codeblock': 'Live code blocks are not supported: show the code in a fenced block (```jsx).',
  '@docusaurus/plugin-ideal-image':
    "Set idealImage in site.config.ts (mysite migrate maps the plugin's options) and use <Image img={require('./x.png')} /> from @theme/IdealImage.",
  '@theme/DocCard':
    'Use <DocCardList /> from @theme/DocCardList, write the links in Markdown, or give the category a generated index (link: {type: "generated-index"}).',
  '@theme/TOC': "The table of contents is the theme's: change it through theme.components.Toc in site.config.ts.",
  '@theme/TOCItems': "The table of contents is the theme's: change it through theme.components.Toc in site.config.ts.",
  '@theme/DocSidebar': "The sidebar comes from sidebars.ts or the docs' folders; its look through theme.components.DocSidebar.",
  '@theme/DocSidebarItem/Link': "The sidebar comes from sidebars.ts or the docs' folders; its look through theme.components.DocSidebar.",
  '@theme/DocPaginator': 'Every doc page already ends with links to the previous and next pages (theme.components.Pager to change them).',
  '@theme/Link': 'Use @docusaurus/Link.',
  '@theme/CodeInline': 'Use `code` in Markdown, or a <code> element.',
  '@theme/Playground': 'Live code blocks are not supported: show the code in a fenced block (```jsx).',
  '@theme/SearchBar': "Search is built into mysite's navbar.",
  '@theme/Footer': 'Change the footer through footer in site.config.ts, or theme.components.Footer.',
  '@theme/Navbar': 'Change the navbar through navbar in site.config.ts, or theme.components.Navbar.',
  '@theme/NavbarItem': 'Navbar items come from navbar.items in site.config.ts.',
  '@theme/ColorModeToggle': 'The navbar has the colour mode switch; from code, useColorMode() of @docusaurus/theme-common.',
  '@theme/NotFound': "The not-found page is the theme's notFound layout (404.html): a theme of your own can replace it (docs/THEMING.md).",
  '@theme/BlogPostItem': "Blog posts are the theme's: change their look through theme.components.BlogPostItem.",
};

/** The file that stands for a module, or undefined when mysite does not provide it. */
export function compatModule(request: string): string | undefined {
  if (request === '@mdx-js/react') return join(COMPAT, 'mdx-react.ts');
  const docusaurus = /^@docusaurus\/(.+)$/.exec(request)?.[1];
  if (docusaurus && (DOCUSAURUS_MODULES as readonly string[]).includes(docusaurus)) return fileIn('docusaurus', docusaurus);
  const theme = /^@theme(?:-original|-init)?\/(.+)$/.exec(request)?.[1];
  if (theme && (THEME_MODULES as readonly string[]).includes(theme)) return fileIn('theme', theme);
  return undefined;
}

/** The module a compat file stands for (`@docusaurus/router`, `@theme/Tabs`), or undefined for a file that is none. */
export function compatRequestOf(file: string): string | undefined {
  const name = relative(COMPAT, file)
    .split(sep)
    .join('/')
    .replace(/\.tsx?$/, '');
  const [folder, ...rest] = name.split('/');
  const module = rest.join('/');
  if (folder === 'docusaurus' && (DOCUSAURUS_MODULES as readonly string[]).includes(module)) return `@docusaurus/${module}`;
  if (folder === 'theme' && (THEME_MODULES as readonly string[]).includes(module)) return `@theme/${module}`;
  return undefined;
}

function fileIn(folder: string, name: string): string | undefined {
  for (const ext of ['.tsx', '.ts']) {
    const file = join(COMPAT, folder, name + ext);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** How the message of a module mysite does not provide starts. */
export const MISSING_MODULE_TEXT = 'mysite does not provide "';

export function missingModuleMessage(request: string): string {
  const instead = INSTEAD[request] ?? INSTEAD[request.replace(/^@theme-original\//, '@theme/')];
  const offered = request.startsWith('@docusaurus/')
    ? DOCUSAURUS_MODULES.map((m) => `@docusaurus/${m}`).join(', ')
    : THEME_MODULES.map((m) => `@theme/${m}`).join(', ');
  return `${MISSING_MODULE_TEXT}${request}". ${instead ?? `It provides ${offered} (docs/AUTHORING.md lists what each maps to).`}`;
}
