/**
 * Every problem mysite reports, by its code: a title (what went wrong, in a
 * few words), and the section of the user docs that lists it
 * (docs/ERRORS.md, generated from this table). The message, with the file
 * names and values of the case at hand, and the hint come from the place that
 * reports it (`MysiteError.of`, `Diagnostics.error`/`warn`); a hint here is the
 * advice that holds wherever the problem happens, used when the place gives none.
 *
 * Data, so longer than the usual file. Codes are `area/what-went-wrong`; a
 * code is never reused for another meaning (people search for them).
 */
export interface CatalogueEntry {
  title: string;
  /** Errors stop the build; warnings are printed and the build goes on. */
  severity: 'error' | 'warning' | 'error or warning';
  hint?: string;
}

export const ERROR_CATALOGUE = {
  // site.config.ts
  'config/ideal-image-sharp': {
    title: 'idealImage is set, and sharp is not installed',
    severity: 'warning',
    hint: "Install sharp in the site's project (npm install sharp): ideal images are then made in each width.",
  },
  'config/missing': { title: 'There is no site.config.ts', severity: 'error' },
  'config/invalid-translations': { title: 'A translations file mysite cannot read', severity: 'error' },
  'config/unknown-locale': { title: '--locale names a locale the site does not have', severity: 'error' },
  'config/syntax': { title: 'site.config.ts does not compile', severity: 'error' },
  'config/runtime': { title: 'site.config.ts threw while it was loaded', severity: 'error' },
  'config/require': { title: 'site.config.ts calls require()', severity: 'error' },
  'config/missing-package': { title: 'site.config.ts imports a package that is not installed', severity: 'error' },
  'config/no-default-export': { title: 'site.config.ts exports no config', severity: 'error', hint: 'End it with: export default defineConfig({ ... });' },
  'config/unknown-key': { title: 'An option the config does not have', severity: 'error' },
  'config/invalid-value': { title: 'An option has a value of the wrong kind', severity: 'error' },
  'config/social-card-font': { title: 'The social card font cannot be read', severity: 'error' },
  'config/social-cards-package': {
    title: 'Social cards are on, but a package they need is not installed',
    severity: 'error',
    hint: "Install the packages the message names in the site's project (npm install @napi-rs/canvas @fontsource/inter), or set socialCards: false.",
  },
  'config/search-section': { title: 'search.sections names a part the site does not have', severity: 'error' },
  'config/empty-site': {
    title: 'A site with no docs, blog, API or pages',
    severity: 'error',
    hint: 'Add Markdown files under content/docs/, a blog (blogs), an OpenAPI document (api: { specPath }) or a React page (content/pages/index.tsx).',
  },

  // Content files and routes
  'content/file-too-large': { title: 'A content file is too large', severity: 'error' },
  'content/binary-file': { title: 'A content file is not text', severity: 'error' },
  'content/invalid-utf8': { title: 'A content file is not UTF-8', severity: 'error' },
  'content/symlink-loop': { title: 'A symbolic link points to a folder that holds it', severity: 'error' },
  'content/orphan-translation': {
    title: 'A translated file translates no page',
    severity: 'warning',
    hint: 'A locale translates the pages of the default locale: give the file the path of the page it translates, or add that page; delete the file if its page was removed.',
  },
  'content/translated-category-file': {
    title: 'A translated _category_ file is not read',
    severity: 'warning',
    hint: "Translate the category's label in i18n/<locale>/docusaurus-plugin-content-docs/current.json (sidebar.<sidebar>.category.<label>; mysite write-translations lists them), then delete this file. Its link's slug stays the docs folder's in every locale.",
  },
  'content/duplicate-route': { title: 'Two pages have the same route', severity: 'error' },
  'content/unsafe-route': { title: 'A route cannot be written as a file', severity: 'error' },
  'content/outside-section': { title: 'A page leads outside its section', severity: 'error' },
  'content/missing-image': { title: 'An image the Markdown shows does not exist', severity: 'error' },
  'content/outside-site': {
    title: 'A path in the content leads outside the site, or to a hidden file',
    severity: 'error',
    hint: 'Content (pages, images, linked files, diagrams, partials, $refs, symbolic links) may only name files inside the site folder, and no hidden file or folder (.env, .git/): copy the file into the site.',
  },

  // Front matter
  'front-matter/unclosed': { title: 'Front matter that is never closed', severity: 'error', hint: 'Add a line with "---" after the last front matter key.' },
  'front-matter/invalid-yaml': { title: 'Front matter that is not valid YAML', severity: 'error' },
  'front-matter/not-a-map': { title: 'Front matter that is not a map of keys', severity: 'error' },
  'front-matter/invalid-value': { title: 'A front matter key has a value of the wrong kind', severity: 'error' },
  'front-matter/rolled-over-date': { title: 'A front matter date that is not a day of the calendar (read as the day it rolls over to)', severity: 'warning' },
  'front-matter/unknown-key': { title: 'A front matter key mysite does not know', severity: 'warning' },

  // Markdown
  'markdown/mdx-syntax': { title: 'MDX the compiler cannot read', severity: 'error' },
  'markdown/plugin-threw': { title: 'A remark or rehype plugin of the config failed on a page', severity: 'error' },

  // MDX pages: imports, components, islands
  'mdx/import': { title: 'An MDX page or a component imports something that cannot be bundled', severity: 'error' },
  'mdx/unknown-export': {
    title: 'A page or a component imports a name that mysite’s module of that Docusaurus name does not export',
    severity: 'error',
  },
  'mdx/import-outside-site': {
    title: 'An import names a file outside the site, a hidden file, or code that is neither the site’s nor an installed package’s',
    severity: 'error',
  },
  'mdx/untrusted-machine-access': {
    title: 'Under --untrusted-content, an MDX page’s own code reaches the build machine (process.env, require, import.meta, import(), a Node built-in)',
    severity: 'error',
    hint: 'Content built with --untrusted-content (a pull request’s) may import the site’s components, not reach the machine. Move the code into a component of the site (src/), which is reviewed as code, and import that; or build without --untrusted-content.',
  },
  'mdx/webpack-loader': {
    title: 'An import goes through a webpack loader mysite does not run (only raw-loader is given: the file’s text)',
    severity: 'error',
  },
  'mdx/unknown-component': { title: 'An MDX page uses a component it neither imports nor has globally', severity: 'error' },
  'mdx/doc-card-list': { title: "<DocCardList /> on a page that is no category's own page", severity: 'warning' },
  'mdx/island-props': { title: 'An interactive component gets props that cannot be sent to the browser', severity: 'error' },
  'mdx/partial-loop': { title: 'Partials that import each other in a loop', severity: 'error' },
  'mdx/partial-outside': { title: 'A partial outside the folder of the page that imports it', severity: 'error' },
  'mdx/tabs-items': {
    title: 'Tabs and TabItems that do not fit together',
    severity: 'error',
    hint: 'Inside <Tabs> goes only <TabItem value="…">…</TabItem>, each with its own value; values={…} and defaultValue name those values.',
  },
  'markdown/too-deep': { title: 'Content nested too deeply', severity: 'error' },
  'markdown/page-too-large': { title: 'A page that its partials make too large', severity: 'error' },
  'markdown/too-many-markers': { title: 'A paragraph with too many emphasis or link markers', severity: 'error' },
  'markdown/repeated-id': { title: 'Two elements of a page with the same id', severity: 'warning' },
  'markdown/unknown-directive': { title: 'An admonition or tab that does not exist', severity: 'warning' },
  'markdown/tabs-query-string': { title: 'Tabs whose queryString has no name', severity: 'error' },
  'markdown/tabs-content': { title: 'Text inside tabs but outside any tab', severity: 'warning' },
  'markdown/unknown-language': { title: 'A code block in a language the highlighter does not know', severity: 'warning' },
  'markdown/unclosed-html': { title: 'Raw HTML left open', severity: 'error' },
  'markdown/diagram-src': { title: 'A diagram without a source file', severity: 'error' },
  'markdown/missing-diagram': { title: 'A diagram file that does not exist', severity: 'error' },
  'markdown/mermaid-package': {
    title: 'A page has a Mermaid diagram, but the mermaid package is not installed',
    severity: 'error',
    hint: "Install it in the site's project (npm install mermaid), or write the diagram as a code block (markdown.mermaid: false).",
  },
  'markdown/invalid-diagram': { title: 'A diagram file that is not SVG', severity: 'error' },

  // Docs
  'docs/missing-folder': { title: 'The docs folder does not exist', severity: 'error' },
  'docs/empty': { title: 'The docs folder has no Markdown files', severity: 'error' },
  'docs/invalid-category': { title: 'A _category_ file that cannot be read', severity: 'error' },
  'docs/duplicate-id': { title: 'Two docs have the same id', severity: 'error' },
  'docs/unknown-doc-id': { title: 'pagination_next or pagination_prev names a doc that does not exist', severity: 'error' },
  'docs/unknown-category-doc': { title: 'A category link names a doc that does not exist', severity: 'error' },
  'docs/sidebars-file': { title: 'The sidebars file cannot be found, compiled or run', severity: 'error' },
  'docs/invalid-sidebars': { title: 'The sidebars file holds something that is not a sidebar item', severity: 'error' },
  'docs/unknown-sidebar-doc': { title: 'A sidebar names a doc that does not exist', severity: 'error' },
  'docs/unknown-sidebar': { title: 'displayed_sidebar names a sidebar that does not exist', severity: 'error' },
  'docs/versions-file': { title: 'versions.json cannot be read as a list of version names', severity: 'error' },
  'docs/unknown-version': { title: 'The config names a docs version the site does not have', severity: 'error' },
  'docs/version-exists': { title: 'A docs version of that name already exists', severity: 'error' },
  'docs/invalid-version-name': { title: 'A docs version name that cannot be a folder or a route', severity: 'error' },
  'docs/invalid-tags-file': {
    title: 'The docs tags file (tags.yml) is missing, is not valid YAML, or has an entry that is not a tag',
    severity: 'error',
    hint: 'Each entry of tags.yml is a key with optional texts: key: { label: Setup, permalink: /setup, description: ... }.',
  },
  'docs/unknown-tag': {
    title: 'A doc uses a tag the tags file does not define',
    severity: 'error or warning',
    hint: 'Add the tag to the docs tags.yml, or set docs.onInlineTags to say what a tag written only in front matter gets.',
  },

  // Blogs
  'blog/missing-folder': { title: 'The blog folder does not exist', severity: 'error' },
  'blog/missing-date': { title: 'A post without a date', severity: 'error' },
  'blog/invalid-date': { title: 'A post with a date that is not a date', severity: 'error' },
  'blog/duplicate-slug': { title: 'Two posts have the same route', severity: 'error' },
  'blog/invalid-yaml': { title: 'authors.yml or tags.yml is not valid YAML', severity: 'error' },
  'blog/unknown-author': { title: 'A post names an author that is not defined', severity: 'error' },
  'blog/unknown-tag': { title: 'A post uses a tag that is not defined', severity: 'error or warning' },
  'blog/unsafe-url': { title: 'An author link that is not a safe URL', severity: 'error' },
  'blog/untruncated-post': { title: 'A post without a truncate marker', severity: 'warning' },

  // The API reference (OpenAPI)
  'api/missing-spec': {
    title: 'The OpenAPI document does not exist',
    severity: 'error',
    hint: 'Set api.specPath in site.config.ts to the root OpenAPI file (YAML or JSON).',
  },
  'api/invalid-syntax': { title: 'The OpenAPI document cannot be parsed', severity: 'error' },
  'api/not-openapi': { title: 'The file is not an OpenAPI document', severity: 'error' },
  'api/unsupported-version': {
    title: 'An OpenAPI version mysite does not read',
    severity: 'error',
    hint: 'Convert the document to OpenAPI 3.x (e.g. with swagger2openapi).',
  },
  'api/invalid-spec': { title: 'The OpenAPI document cannot be loaded', severity: 'error' },
  'api/missing-paths': { title: 'An OpenAPI document without operations', severity: 'error' },
  'api/missing-ref-file': { title: 'A $ref to a file that does not exist', severity: 'error' },
  'api/missing-ref-target': { title: 'A $ref to nothing', severity: 'error' },
  'api/ref-loop': { title: '$refs that only point at each other', severity: 'error' },
  'api/remote-ref': { title: 'A $ref to a URL', severity: 'error' },
  'api/alias-budget': { title: 'YAML aliases that expand without end', severity: 'error' },
  'api/duplicate-operation-id': { title: 'Two operations have the same operationId', severity: 'error' },
  'api/duplicate-page-id': { title: 'Two operations get the same page', severity: 'error' },
  'api/sample-failed': { title: 'An operation whose example request cannot be turned into code samples', severity: 'warning' },
  'api/callbacks-not-shown': { title: 'Operations with callbacks, which the API reference does not show', severity: 'warning' },
  'api/links-not-shown': { title: 'Responses with links, which the API reference does not show', severity: 'warning' },
  'api/page-id-collision': { title: 'An operation gets the page of the API introduction', severity: 'error' },
  'api/not-shown-3.2': { title: 'An OpenAPI 3.2 feature the API reference does not show', severity: 'warning' },
  'api/unknown-tag': { title: 'An HTML or MDX tag in a description that the API reference drops', severity: 'warning' },

  // The site's own Docusaurus plugins (`plugins` in site.config.ts)
  'plugin/load': {
    title: "A plugin of the site's cannot be loaded",
    severity: 'error',
    hint: 'A plugin is a path relative to the site (./src/plugins/x), an installed package, or a function (docs/PLUGINS.md).',
  },
  'plugin/threw': {
    title: 'A plugin threw in one of its lifecycle methods',
    severity: 'error',
    hint: "Fix the plugin's code: the message names the plugin and the method.",
  },
  'plugin/invalid': { title: 'A plugin gave mysite something it cannot use', severity: 'error' },
  'plugin/unsupported-hook': {
    title: 'A plugin uses a hook mysite does not run',
    severity: 'warning',
    hint: 'mysite bundles with esbuild: of the bundler hooks it applies resolve.alias and DefinePlugin values; docs/PLUGINS.md lists the rest.',
  },

  // Themes and rendering
  'theme/not-found': { title: 'The theme cannot be found', severity: 'error' },
  'theme/missing-css': { title: 'A custom CSS file that does not exist', severity: 'error' },
  'theme/unknown-component': { title: 'An override of a component the theme does not have', severity: 'error' },
  'theme/missing-component-file': { title: 'A component override whose file does not exist', severity: 'error' },
  'theme/component-no-default': { title: 'A component override without a default export', severity: 'error' },
  'theme/missing-layout': {
    title: 'A page needs a layout the theme does not have',
    severity: 'error',
    hint: 'Use a theme that renders this kind of page, or add the layout to your theme.',
  },
  'theme/compile': { title: 'The theme or a React page does not compile', severity: 'error' },
  'theme/swizzle-unsupported': {
    title: "A swizzled Docusaurus component that mysite's theme has no place for",
    severity: 'warning',
    hint: 'The file is not used. docs/MIGRATING.md lists the components mysite takes from src/theme/ and the props each gets.',
  },
  'theme/swizzle-fallback': {
    title: 'A swizzled component that imports what mysite does not provide',
    severity: 'warning',
    hint: "Rewrite the component with the modules docs/MIGRATING.md lists, or delete the file to keep mysite's component.",
  },
  'theme/swizzle-other-theme': {
    title: 'Swizzled Docusaurus components in a site with a theme of its own',
    severity: 'warning',
    hint: "Swizzled components replace the default theme's; with theme.name set, replace your theme's components through theme.components.",
  },
  'theme/copyright-html': {
    title: 'A tag, attribute or link in footer.copyright that the footer does not keep',
    severity: 'warning',
    hint: 'The copyright keeps a (href, title, target, rel), br, strong, b, em, i, span, small and code; write other text without tags.',
  },
  'theme/swizzle-in-page': { title: "A page's code that renders a component of the theme's frame", severity: 'error' },
  'render/component-threw': { title: 'A component threw while a page was rendered', severity: 'error' },
  'render/blocked-by-csp': {
    title: 'Content loads something the Content-Security-Policy blocks',
    severity: 'warning',
    hint: 'Add the origin to the directive in security.csp (site.config.ts), or set security.csp to false.',
  },
  'render/module-threw': { title: 'The theme threw while it was loaded', severity: 'error' },

  // Links
  'links/host-redirects-unreadable': {
    title: "A host's redirect file that cannot be read",
    severity: 'warning',
    hint: 'Fix the file (netlify.toml, vercel.json or static/_redirects) so its host can read it too: links to its redirects count as broken until then.',
  },
  'links/broken-link': { title: 'A link to a page or file that does not exist', severity: 'error or warning' },
  'links/broken-anchor': { title: 'A link to an id that is not on its page', severity: 'error or warning' },
  'links/broken-markdown-link': { title: 'A Markdown link to a file that is not a page', severity: 'error or warning' },
  'links/broken-external': { title: 'An external link that does not answer (check-links --external)', severity: 'error' },

  // The output folder
  'build/bad-output-folder': { title: 'An output folder mysite may not replace', severity: 'error' },
  'build/not-mysite-output': { title: 'The output folder holds files mysite did not write', severity: 'error' },
  'build/output-locked': { title: 'Another build holds the output folder', severity: 'error' },
  'build/bad-lock': { title: 'A folder with files in it where the lock of the output folder goes', severity: 'error' },
  'output/outside-folder': { title: 'A file would be written outside the output folder', severity: 'error' },

  // Commands
  'check-links/no-build': {
    title: 'check-links found no built site',
    severity: 'error',
    hint: 'Run `mysite build` first, or point --dir at the built folder.',
  },
  'serve/no-build': {
    title: 'serve found no built site',
    severity: 'error',
    hint: 'Run `mysite build` first, or use `mysite serve --watch` to build and serve in one step.',
  },
  'serve/bad-port': { title: 'A port that is not a number', severity: 'error', hint: 'Use a number from 1 to 65535, e.g. --port 3000.' },
  'serve/port-in-use': { title: 'The port is taken', severity: 'error' },
  'serve/port-denied': { title: 'Not allowed to listen on the port', severity: 'error', hint: 'Use a port above 1023, e.g. --port 3000.' },
  'init/unknown-template': { title: 'A template that does not exist', severity: 'error' },
  'init/not-a-folder': { title: 'init was given a file', severity: 'error', hint: 'Give mysite init the name of a new folder, e.g. mysite init my-site.' },
  'init/not-empty': { title: 'init was given a folder that is not empty', severity: 'error' },
  'init/not-writable': { title: 'init cannot write in the folder', severity: 'error', hint: 'Choose a folder you can write to, e.g. one in your home folder.' },
  'migrate/no-docusaurus-config': {
    title: 'migrate found no Docusaurus config',
    severity: 'error',
    hint: 'Run mysite migrate in the Docusaurus site folder (the one holding docusaurus.config.js), or give that folder: mysite migrate path/to/site.',
  },
  'migrate/cannot-evaluate': {
    title: 'The Docusaurus config cannot be compiled or run',
    severity: 'error',
    hint: 'Check that `npx docusaurus build` can load it; packages that are not installed are replaced by stand-ins, so the error is in the config or a local file it imports.',
  },
  'migrate/config-exists': {
    title: 'migrate would replace an existing site.config.ts',
    severity: 'error',
    hint: 'Move it away, or run mysite migrate --force to overwrite it.',
  },
  'redirects/over-page': {
    title: 'A redirect from an address that is a page',
    severity: 'warning',
    hint: 'A page stays at its address: remove the redirect, or move the page away first.',
  },
  'redirects/twice': { title: 'An address redirected to two places', severity: 'warning', hint: 'Keep one rule for each old address in redirects.' },
  'migrate/compare-no-build': { title: 'migrate --compare has no build to compare', severity: 'error' },
  'migrate/compare-below-similarity': {
    title: 'Pages are less alike than --min-similarity asks',
    severity: 'error',
    hint: 'Open the comparison report to see what differs on each page, fix the content or the config, build again and compare again.',
  },
  'init/cannot-create': {
    title: 'init cannot create a file or folder there',
    severity: 'error',
    hint: 'Choose a folder on a normal disk, e.g. one in your home folder.',
  },
  'init/blocked-path': { title: 'A file or link stands where the template puts a folder (or a folder where it puts a file)', severity: 'error' },
  'init/bad-package-json': { title: 'The package.json init would add to is not valid', severity: 'error' },
  'init/missing-template': { title: 'A template file is missing from the installed mysite', severity: 'error' },

  // The machine (file system errors; the hint names the file)
  'fs/eacces': { title: 'Permission denied', severity: 'error' },
  'fs/eperm': { title: 'Operation not permitted', severity: 'error' },
  'fs/enospc': { title: 'The disk is full', severity: 'error' },
  'fs/edquot': { title: 'The disk quota is used up', severity: 'error' },
  'fs/erofs': { title: 'The file system is read-only', severity: 'error' },
  'fs/emfile': { title: 'Too many open files', severity: 'error' },
  'fs/enfile': { title: 'Too many open files on this system', severity: 'error' },
  'fs/enametoolong': { title: 'A file name is too long', severity: 'error' },
  'fs/eloop': { title: 'A loop of symbolic links', severity: 'error' },
  'fs/eio': { title: 'The disk reported an input/output error', severity: 'error' },
  'fs/eisdir': { title: 'A folder where a file was expected', severity: 'error' },
  'fs/enotdir': { title: 'A file where a folder was expected', severity: 'error' },
  'fs/ebusy': { title: 'The file is busy', severity: 'error' },

  // Not the author's to fix
  internal: { title: 'A bug in mysite', severity: 'error', hint: 'Please report it, with the command and the output above.' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The anchor of a code in docs/ERRORS.md (`api/ref-loop` → `api-ref-loop`). */
export function errorAnchor(code: ErrorCode): string {
  return code.replace(/[^a-z0-9]+/g, '-');
}
