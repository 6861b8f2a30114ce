/**
 * The theme's texts come from its code, and a site may give its own for any
 * message id in `i18n/<locale>/code.json` (Docusaurus's format): on the
 * server and in the browser bundle alike, with a clear error for a file
 * mysite cannot read. `mysite write-translations` writes every id for a
 * translator, keeping what is already translated.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { REPO_ROOT } from '../support/paths.js';
import { TRANSLATE_CALL, themeMessages, uiMessages } from '../../src/theme/theme-messages.js';
import { catalogue } from '../../src/i18n/built-in-texts.js';

const DOC = (title: string) => `---\ntitle: ${title}\n---\n\n## First part\n\nText.\n`;
const FRENCH = JSON.stringify({
  'theme.docs.paginator.next': { message: 'Suivant', description: 'The next page link' },
  'theme.TOC.title': 'Sur cette page',
});

function clientScripts(site: FixtureSite): string {
  const dir = join(site.dir, 'dist/assets/js');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

describe('translated UI texts', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`locale: 'fr',`),
      'content/docs/a.md': DOC('A'),
      'content/docs/b.md': DOC('B'),
      'i18n/fr/code.json': FRENCH,
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it("shows the site's text where it has one, and mysite's built-in French elsewhere", () => {
    const html = site.read('dist/docs/a.html');
    assert.match(html, /<span class="pager-sub">Suivant(?:<!-- -->)? »<\/span>/);
    assert.match(html, /<p class="toc-title">Sur cette page<\/p>/);
    assert.ok(html.includes(`aria-label="${catalogue('fr')['theme.docs.breadcrumbs.navAriaLabel']}"`));
    assert.doesNotMatch(html, /aria-label="Breadcrumbs"/);
  });

  it('gives the browser the same texts, so hydration renders what the server did', () => {
    const scripts = clientScripts(site);
    assert.ok(scripts.includes('Suivant'));
    assert.ok(scripts.includes('Sur cette page'));
  });

  it('takes an edit of the file at the next build (it is an input of the build)', () => {
    site.write('i18n/fr/code.json', JSON.stringify({ 'theme.docs.paginator.next': 'Page suivante' }));
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.doesNotMatch(r.stdout, /Up to date/);
    assert.match(site.read('dist/docs/a.html'), /<span class="pager-sub">Page suivante(?:<!-- -->)? »<\/span>/);
  });
});

const FRENCH_SITE = JSON.stringify({
  'theme.blog.post.plurals': 'Un article|{count} articles',
  'theme.blog.post.readingTime.plurals': 'Une minute de lecture|{readingTime} minutes de lecture',
  'theme.blog.tagTitle': '{nPosts} avec l’étiquette « {tagName} »',
  'theme.blog.archive.title': 'Archives',
  'theme.tags.tagsPageTitle': 'Étiquettes',
  'theme.blog.authorsList.pageTitle': 'Auteurs',
  'theme.blog.author.pageTitle': '{authorName} – {nPosts}',
  'theme.blog.list.pageTitle': '{title}, page {page}',
  'theme.NotFound.title': 'Page introuvable',
  'theme.NotFound.p2': 'Un lien cassé vous a amené ici ? Dites-le à la page qui le contient.',
  'theme.lastUpdated.atDate': ' le ',
  'theme.common.skipToMainContent': 'Aller au contenu',
  'theme.blog.post.readMore': 'Lire la suite',
  'theme.api.servers': 'Serveurs',
  'theme.api.operations': 'Opérations',
  'theme.api.request': 'Requête',
  'theme.api.queryParams': 'Paramètres de requête',
  'theme.api.required': 'obligatoire',
  'theme.api.limit.charactersMin': 'au moins {min} caractère|au moins {min} caractères',
  'theme.admonition.tip': 'Astuce',
  'theme.details.summary': 'Détails',
  'theme.CodeBlock.copy': 'Copier',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copier le code',
});

/** What the Markdown and MDX pipelines write: an admonition's and a details block's default titles, the copy button. */
const WRITTEN_BY_PIPELINE = 'Du texte.\n\n:::tip\n\nUn conseil.\n\n:::\n\n:::details\n\nCaché.\n\n:::\n\n```js\nlet a = 1;\n```\n';

const SPEC = `openapi: 3.0.3
info: { title: Jetons, version: '1.0' }
servers: [{ url: 'https://a.example.com' }, { url: 'https://b.example.com' }]
paths:
  /token:
    get:
      operationId: getToken
      summary: Obtenir un jeton
      parameters:
        - { name: user, in: query, required: true, schema: { type: string, minLength: 3 } }
      responses:
        '200': { description: Le jeton }
`;

const POST = (title: string, fm = '') => `---\ntitle: ${title}\ntags: [guide]\nauthors: ana\n${fm}---\n\nIntro.\n\n<!-- truncate -->\n\nMore.\n`;

describe("the engine's texts in the site's language", () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`locale: 'fr',
  docs: { showLastUpdateTime: true },
  blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog', postsPerPage: 1 }],
  api: { specPath: 'openapi/spec.yaml' },`),
      'openapi/spec.yaml': SPEC,
      'content/docs/a.md': '---\ntitle: A\nlast_update:\n  date: 2024-03-05\n---\n\nText.\n',
      'content/docs/b.md': `---\ntitle: B\n---\n\n${WRITTEN_BY_PIPELINE}`,
      'content/docs/c.mdx': `---\ntitle: C\n---\n\nimport Admonition from '@theme/Admonition';\n\n<Admonition type="tip">Dans une page MDX.</Admonition>\n\n${WRITTEN_BY_PIPELINE}`,
      'content/blog/authors.yml': 'ana:\n  name: Ana\n  page: true\n',
      'content/blog/2024-03-05-first.md': POST('Premier'),
      'content/blog/2024-07-14-second.md': POST('Second'),
      'i18n/fr/code.json': FRENCH_SITE,
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('titles the archive, tags, tag and author pages with the catalogue, plurals included', () => {
    assert.match(site.read('dist/blog/archive.html'), /<title>Archives – /);
    assert.match(site.read('dist/blog/tags.html'), /<title>Étiquettes – /);
    assert.match(site.read('dist/blog/tags/guide.html'), /<h1[^>]*>2 articles avec l’étiquette « guide »<\/h1>/);
    assert.match(site.read('dist/blog/authors.html'), /<title>Auteurs – /);
    assert.match(site.read('dist/blog/authors/ana.html'), /<title>Ana – 2 articles – /);
    assert.match(site.read('dist/blog/page/2.html'), /<title>Blog, page 2 \| Fixture<\/title>/);
    assert.match(site.read('dist/404.html'), /<title>Page introuvable/);
    assert.match(
      site.read('dist/404.html'),
      /<p>Un lien cassé vous a amené ici \? Dites-le à la page qui le contient\.<\/p>/,
      'the second paragraph, in the site’s words',
    );
  });

  it('translates the API reference: headings, labels, and the table of contents the engine writes', () => {
    const intro = site.read('dist/api/jetons.html');
    assert.match(intro, /<h2 id="api-servers">Serveurs<\/h2>/);
    assert.match(intro, /<a href="#api-operations"[^>]*>Opérations<\/a>/);
    const operation = site.read('dist/api/get-token.html');
    assert.match(operation, /<h2 id="api-request">Requête<\/h2>/);
    assert.match(operation, /Paramètres de requête/);
    assert.match(operation, /class="schema-flag schema-required">obligatoire</);
    // A limit the engine words (src/openapi/api-texts.ts), from the same file.
    assert.match(operation, /class="schema-constraint">au moins 3 caractères</);
    // The examples' copy buttons, highlighted in the worker threads, too.
    assert.match(operation, /<button type="button" class="copy-button" aria-label="Copier le code">Copier<\/button>/);
    assert.doesNotMatch(operation, />Copy</);
  });

  it('shows reading time and dates in French, in the page and in the data the browser renders from', () => {
    const post = site.read('dist/blog/2024/03/05/first.html');
    assert.match(post, /Une minute de lecture/);
    assert.match(post, /5 mars 2024/);
    assert.doesNotMatch(post, /March/);
    assert.match(site.read('dist/blog/archive.html'), />14 juillet 2024</);
    assert.match(site.read('dist/docs/a.html'), / le <time dateTime="2024-03-05T00:00:00.000Z">5 mars 2024<\/time>/);
    assert.match(site.read('dist/blog.html'), /Lire la suite/);
    assert.match(site.read('dist/blog.html'), /class="skip-link" href="#main">Aller au contenu</);
  });

  it('titles admonitions and details blocks, and names the copy button, in Markdown and MDX pages alike', () => {
    for (const page of ['dist/docs/b.html', 'dist/docs/c.html']) {
      const html = site.read(page);
      assert.match(html, /<span class="admonition-icon" aria-hidden="true"><\/span>Astuce<\/p>/, page);
      assert.match(html, /<summary>Détails<\/summary>/, page);
      assert.match(html, /<button type="button" class="copy-button" aria-label="Copier le code">Copier<\/button>/, page);
      assert.doesNotMatch(html, />Tip<|>Copy</, page);
    }
    assert.equal(site.read('dist/docs/c.html').match(/>Astuce</g)?.length, 2, 'the <Admonition> component too');
  });

  it('compiles the pages again when those texts change: the cache never serves the former ones', () => {
    site.write('i18n/fr/code.json', FRENCH_SITE.replace('"Astuce"', '"Conseil"'));
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    for (const page of ['dist/docs/b.html', 'dist/docs/c.html']) assert.match(site.read(page), />Conseil<\/p>/, page);
  });
});

describe('a translations file mysite cannot read', () => {
  it('is an error at its line: bad JSON, or a message without text', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/a.md': DOC('A') });
    try {
      site.write('i18n/en-US/code.json', '{\n  "theme.TOC.title": "On this page",\n  oops\n}\n');
      let r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /i18n\/en-US\/code\.json:3:\d+ +i18n\/en-US\/code\.json is not valid JSON.*\[config\/invalid-translations\]/);
      site.write('i18n/en-US/code.json', '{\n  "theme.TOC.title": { "description": "no text" }\n}\n');
      r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /i18n\/en-US\/code\.json:2:3 +The message "theme\.TOC\.title" in i18n\/en-US\/code\.json has no text/);
    } finally {
      site.remove();
    }
  });
});

describe('mysite write-translations', () => {
  it('writes every text of the theme, keeping the ones already translated (a language mysite has no texts of: English)', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(`locale: 'sv',`), 'content/docs/a.md': DOC('A') });
    try {
      site.write('i18n/sv/code.json', JSON.stringify({ 'theme.docs.paginator.next': { message: 'Nästa' } }));
      let r = site.run('write-translations');
      assert.equal(r.code, 0, r.stderr);
      const written = JSON.parse(site.read('i18n/sv/code.json')) as Record<string, { message: string }>;
      const theme = uiMessages(join(REPO_ROOT, 'themes/default'));
      assert.equal(Object.keys(written).length, theme.size);
      assert.equal(written['theme.docs.paginator.next']!.message, 'Nästa');
      assert.equal(written['theme.TOC.title']!.message, 'On this page');
      assert.equal(written['theme.api.requestSample']!.message, 'Request sample', 'the API reference');
      assert.equal(written['theme.error.title']!.message, 'Page Error', "the browser runtime's error screen");
      assert.equal(written['theme.blog.post.readingTime.plurals']!.message, 'One min read|{readingTime} min read', 'a text the engine writes');
      assert.match(r.stdout, new RegExp(`${theme.size - 1} messages added`));
      r = site.run('write-translations', '--locale', 'sv');
      assert.match(r.stdout, / 0 messages added/);
    } finally {
      site.remove();
    }
  });

  it('starts a language mysite has texts of from them, keeping the ones already translated', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(`locale: 'de-AT',`), 'content/docs/a.md': DOC('A') });
    try {
      site.write('i18n/de-AT/code.json', JSON.stringify({ 'theme.docs.paginator.next': { message: 'Nächste Seite' } }));
      const r = site.run('write-translations');
      assert.equal(r.code, 0, r.stderr);
      const written = JSON.parse(site.read('i18n/de-AT/code.json')) as Record<string, { message: string }>;
      const german = catalogue('de');
      assert.equal(Object.keys(written).length, uiMessages(join(REPO_ROOT, 'themes/default')).size);
      assert.equal(written['theme.docs.paginator.next']!.message, 'Nächste Seite', 'kept');
      for (const id of ['theme.TOC.title', 'theme.api.requestSample', 'theme.error.title', 'theme.blog.post.readingTime.plurals']) {
        assert.equal(written[id]!.message, german[id], id);
      }
    } finally {
      site.remove();
    }
  });

  it('reads a theme installed in a node_modules folder, leaving out the packages inside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mysite-theme-'));
    try {
      const theme = join(dir, 'node_modules/mysite-ssg/themes/default');
      mkdirSync(join(theme, 'node_modules/dep'), { recursive: true });
      writeFileSync(join(theme, 'Toc.tsx'), "translate('theme.TOC.title', 'On this page');\n");
      writeFileSync(join(theme, 'node_modules/dep/index.js'), "translate('dep.text', 'Not the theme');\n");
      assert.deepEqual([...themeMessages(theme)], [['theme.TOC.title', 'On this page']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds every translate() call of the default theme (ids and texts are literals)', () => {
    const dir = join(REPO_ROOT, 'themes/default');
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.tsx?$/.test(e.name));
    for (const e of files) {
      const text = readFileSync(join(e.parentPath, e.name), 'utf8');
      const calls = (text.match(/\btranslate(?:Nodes)?\(/g) ?? []).length;
      const read = [...text.matchAll(TRANSLATE_CALL)].length;
      assert.equal(read, calls, `${e.name}: every translate() call has a literal id and text`);
    }
  });
});

describe('a locale that is not a language tag', () => {
  it('is refused by the config and by write-translations, so no path leaves the site', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(`locale: '../../etc',`), 'content/docs/a.md': DOC('A') });
    try {
      let r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /locale.*expected a language tag such as en-US or fr/);
      site.write('site.config.ts', minimalConfig());
      r = site.run('write-translations', '--locale', '../../outside');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /"\.\.\/\.\.\/outside" is not a locale/);
      assert.ok(!existsSync(join(site.dir, '../outside')), 'nothing written outside the site');
    } finally {
      site.remove();
    }
  });
});
