/**
 * What the package promises, pinned. Each public entry's exported names, as
 * a project gets them: its declarations (lib/types, written by `npm run
 * compile`) found through package.json's `exports`, read by the TypeScript
 * compiler, values apart from types; and the runtime exports of `mysite`.
 * Adding, removing or renaming an export fails here: change the list below
 * on purpose, with the docs (THEMING.md, ARCHITECTURE.md) that describe it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../support/paths.js';

const PUBLIC_API: Record<string, { values: string[]; types: string[] }> = {
  'mysite-ssg': {
    values: ['defineConfig'],
    types: ['PageHead', 'SidebarItem', 'SiteConfig', 'SiteConfigInput', 'TocItem'],
  },
  'mysite-ssg/client': {
    values: [
      'Link',
      'MAIN_CONTENT_ID',
      'SITE_HAS_MARKDOWN_PAGES',
      'SITE_HAS_SEARCH_PAGE',
      'STORAGE_KEYS',
      'docsVersionKey',
      'readStored',
      'retryImport',
      'store',
      'tabForKey',
      'translate',
      'translateNodes',
      'useBaseUrl',
      'usePage',
      'usePageHref',
      'useRoute',
      'useSite',
      'onColorModeChange',
      'withBase',
    ],
    types: [
      ...['ApiCodeSample', 'ApiExample', 'ApiHeader', 'ApiIntroData', 'ApiMedia', 'ApiNavLink', 'ApiOperationData', 'ApiParameter', 'ApiProperty'],
      ...['ApiResponse', 'ApiSchema', 'ApiSecurityOption', 'ApiSlot', 'ApiVariants'],
      ...['BlogArchivePageData', 'BlogAuthorData', 'BlogAuthorsPageData', 'BlogLink', 'BlogListItem', 'BlogListPageData', 'BlogPostPageData'],
      ...['BlogPostSummary', 'BlogSidebarData', 'BlogSocialLink', 'BlogTagData', 'BlogTagsPageData'],
      ...[
        'DocPageData',
        'LayoutLoader',
        'LayoutProps',
        'LinkProps',
        'MarkdownPageData',
        'MessageValues',
        'ModuleLoader',
        'NavLink',
        'NavbarItem',
        'PageChunk',
        'PageHead',
      ],
      ...[
        'PageSidebarItem',
        'RouteData',
        'SearchPageData',
        'SidebarCategory',
        'SidebarItem',
        'SidebarLink',
        'SidebarMore',
        'SiteData',
        'TextLanguage',
        'ThemeDefinition',
        'TocItem',
      ],
    ],
  },
  'mysite-ssg/search': {
    values: ['openSearch'],
    types: ['Highlighted', 'SearchClient', 'SearchHit', 'SearchResults'],
  },
  'mysite-ssg/theme': {
    values: [
      ...['AnnouncementBar', 'ApiEndpoint', 'ApiParameters', 'ApiResponses', 'ApiSamples', 'ApiSecurity', 'BlogPagination', 'BlogPostItem', 'BlogShell'],
      ...['BlogSidebar', 'BlogTags', 'Breadcrumbs', 'ChevronIcon', 'Collapsible', 'ColorModeToggle', 'DiscordIcon', 'DocSidebar', 'ExternalIcon'],
      ...[
        'Features',
        'Footer',
        'GitHubIcon',
        'Hero',
        'HomeIcon',
        'LastUpdated',
        'LazyPart',
        'LocaleDropdown',
        'Markdown',
        'Navbar',
        'NavbarDropdown',
        'NavbarVersionDropdown',
        'PageNotices',
        'Pager',
        'Search',
        'SearchDialog',
      ],
      ...['SidebarColumn', 'Tabs', 'Toc', 'TocColumn', 'UnlistedNotice', 'UntranslatedNotice', 'VersionBanner', 'VersionDropdown', 'XIcon'],
    ],
    types: ['Feature', 'FeaturesProps', 'HeroAction', 'HeroProps', 'ThemeComponentName', 'ThemeComponentProps', 'ThemeComponents', 'TocColumnProps'],
  },
};

const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** The declaration file a project gets for `specifier` (the package resolves its own name through `exports`). */
function declarationOf(specifier: string): string {
  const { resolvedModule } = ts.resolveModuleName(specifier, join(REPO_ROOT, 'consumer.ts'), OPTIONS, ts.sys);
  assert.ok(resolvedModule, `${specifier} resolves`);
  assert.match(resolvedModule.resolvedFileName, /\/lib\/types\/.*\.d\.ts$/, `${specifier}: its declarations (run npm run compile)`);
  return resolvedModule.resolvedFileName;
}

/** A name is a value when a project can use it at run time: it names one and no step of its export chain is `export type`. */
function isValue(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  let current: ts.Symbol | undefined = symbol;
  while (current && current.flags & ts.SymbolFlags.Alias) {
    if (current.declarations?.some((d) => ts.isTypeOnlyImportOrExportDeclaration(d))) return false;
    current = checker.getImmediateAliasedSymbol(current);
  }
  return current !== undefined && (current.flags & ts.SymbolFlags.Value) !== 0;
}

function declaredExports(): Record<string, { values: string[]; types: string[] }> {
  const files = Object.fromEntries(Object.keys(PUBLIC_API).map((specifier) => [specifier, declarationOf(specifier)]));
  const program = ts.createProgram(Object.values(files), OPTIONS);
  const checker = program.getTypeChecker();
  const result: Record<string, { values: string[]; types: string[] }> = {};
  for (const [specifier, file] of Object.entries(files)) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    const values: string[] = [];
    const types: string[] = [];
    for (const symbol of checker.getExportsOfModule(module)) (isValue(symbol, checker) ? values : types).push(symbol.name);
    result[specifier] = { values: values.sort(), types: types.sort() };
  }
  return result;
}

const sorted = (names: string[]) => [...names].sort();

describe('the public API of the package', () => {
  it('each entry declares exactly the listed values and types', () => {
    const expected = Object.fromEntries(
      Object.entries(PUBLIC_API).map(([specifier, { values, types }]) => [specifier, { values: sorted(values), types: sorted(types) }]),
    );
    assert.deepEqual(declaredExports(), expected);
  });

  it('mysite-ssg exports at run time exactly its declared values', async () => {
    const runtime = await import('mysite-ssg');
    assert.deepEqual(Object.keys(runtime).sort(), sorted(PUBLIC_API['mysite-ssg']!.values));
  });
});
