/**
 * MDX pages, compiled for real: components imported from the site and
 * registered globally, CSS modules, partials, comments, heading ids; only
 * components that need the browser become islands; Markdown pages stay
 * Markdown; and every mistake is an error at its file and line.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FixtureSite } from '../support/fixture-site.js';
import { docusaurusSite } from './docusaurus-fixture.js';

function article(site: FixtureSite, file: string): string {
  const html = site.read(file);
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
}

describe('an MDX page with components', () => {
  let site: FixtureSite;
  before(() => {
    site = docusaurusSite();
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('renders imported, global and config components on the server, with the CSS module class', () => {
    const html = article(site, 'dist/docs.html');
    assert.match(html, /Welcome <span class="Pill_pill_[0-9a-f]{5}" data-tone="new">beta<\/span>\. Press <kbd>Ctrl<\/kbd>\./);
    assert.match(html, /<aside class="callout">global callout<\/aside>/, 'a global component inside a partial');
    const css = readdirSync(join(site.dir, 'dist/assets/css')).find((f) => f.startsWith('content.'));
    assert.ok(css, 'the stylesheet of the CSS the pages import');
    assert.match(readFileSync(join(site.dir, 'dist/assets/css', css), 'utf8'), /\.Pill_pill_[0-9a-f]{5}\{/);
    assert.match(site.read('dist/docs.html'), new RegExp(`<link rel="stylesheet" href="/assets/css/${css.replace('.', '\\.')}">`));
  });

  it('ignores tags in HTML comments, reads {#id} headings, and puts the partial in place with its heading in the TOC', () => {
    const html = article(site, 'dist/docs.html');
    assert.doesNotMatch(html, /NotAComponent|Editors/);
    assert.match(html, /<h2 id="install-step">Install<a class="hash-link"/);
    assert.match(html, /<h2 id="from-the-snippet">/);
    const toc = JSON.parse(site.read('dist/_mysite/data/docs.json')).data.toc.map((t: { id: string }) => t.id);
    assert.deepEqual(toc, ['install-step', 'from-the-snippet']);
  });

  it('makes islands of the components that need the browser only, with their props, and their children as static HTML', () => {
    const html = article(site, 'dist/docs.html');
    const islands = [...html.matchAll(/<mysite-island data-island="([0-9a-f]+)" data-props="([^"]*)"( data-slot="")?>/g)];
    assert.equal(islands.length, 3, 'two tallies and the reveal');
    assert.deepEqual(
      islands.map((m) => JSON.parse(m[2]!.replace(/&quot;/g, '"'))),
      [{ from: 2, label: 'Votes' }, { title: 'More' }, { from: 10, label: 'Inner' }],
    );
    assert.match(html, /<mysite-slot><p>Hidden <strong>Markdown<\/strong> with an inner <mysite-island/);
    assert.doesNotMatch(html, /<mysite-island[^>]*><span class="Pill_pill/, 'a static component is no island');
    assert.ok(site.exists('dist/_mysite/islands.js'));
  });

  it('keeps a page without MDX on the Markdown path', () => {
    assert.match(article(site, 'dist/docs/plain.html'), /A Markdown page: 1 &#x3C; 2 and \{braces\} stay text\./);
  });

  it('publishes no path of the build machine', () => {
    for (const file of readdirSync(join(site.dir, 'dist'), { recursive: true, withFileTypes: true })) {
      if (!file.isFile()) continue;
      assert.doesNotMatch(readFileSync(join(file.parentPath, file.name), 'utf8'), new RegExp(site.dir.replace(/[/\\]/g, '.')), file.name);
    }
  });
});

describe('mistakes in MDX pages', () => {
  let site: FixtureSite;
  before(() => {
    site = docusaurusSite();
  });
  after(() => site.remove());

  let text = '';
  /** The page is MDX (it imports), so MDX reads it. */
  const build = (page: string, extra: Record<string, string> = {}) => {
    text = `---\ntitle: T\nslug: /\n---\nimport Pill from '@site/src/components/Pill';\n${page}`;
    site.write('content/docs/intro.mdx', text);
    for (const [file, contents] of Object.entries(extra)) site.write(file, contents);
    return site.run('build');
  };
  /** The line of the page where `needle` is. */
  const lineOf = (needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

  it("a syntax error: MDX's message at its line and column", () => {
    const r = build('\nText with a stray <b unclosed.\n');
    assert.equal(r.code, 1);
    assert.match(r.stderr, new RegExp(`content/docs/intro\\.mdx:${lineOf('Text with')}:\\d+ +MDX cannot read this: .*\\[markdown/mdx-syntax\\]`));
  });

  it('an unclosed comment, an unclosed tag and misnested tags are errors at their line, never dropped text', () => {
    for (const [page, at] of [
      ['\nText.\n\n{/* never closed\n\nMore text.\n', '{/*'],
      ['\n<Callout>\n\nNever closed.\n', '<Callout>'],
      ['\n<Callout><b>\nMisnested.</Callout></b>\n', 'Misnested'],
    ] as const) {
      const r = build(page);
      assert.equal(r.code, 1, page);
      assert.match(r.stderr, new RegExp(`content/docs/intro\\.mdx:${lineOf(at)}:\\d+ +MDX cannot read this`), r.stderr);
    }
  });

  it('an unknown component: an error at its line, with a guess', () => {
    const r = build('\nSee <Calout>x</Calout>.\n');
    assert.equal(r.code, 1);
    assert.match(r.stderr, new RegExp(`content/docs/intro\\.mdx:${lineOf('See')}:5 +<Calout> is not imported`));
    assert.match(r.stderr, / is not imported by this page, and the site has no global component of that name\./);
    assert.match(r.stderr, /Did you mean <Callout>\?/);
  });

  it('an import that cannot be resolved, and a Docusaurus module mysite does not provide: errors at the import', () => {
    const r = build("\nimport Gone from '@site/src/components/Gone';\nimport Card from '@theme/DocCard';\n\n<Gone />\n");
    assert.equal(r.code, 1);
    assert.match(r.stderr, new RegExp(`content/docs/intro\\.mdx:${lineOf('import Gone')}:\\d+ +Could not resolve "@site/src/components/Gone"`));
    assert.match(r.stderr, new RegExp(`content/docs/intro\\.mdx:${lineOf('import Card ')}:\\d+ +mysite does not provide`));
    assert.match(r.stderr, /mysite does not provide "@theme\/DocCard"\. Use <DocCardList \/>/);
  });

  it('an interactive component given a function: an error at its line saying which prop', () => {
    const r = build('\nimport Tally from \'@site/src/components/Tally\';\n\n<Tally label="x" onDone={() => 1} />\n');
    assert.equal(r.code, 1);
    assert.match(r.stderr, new RegExp(`content/docs/intro\\.mdx:${lineOf('<Tally')}:1 +<Tally> needs the browser`));
    assert.match(r.stderr, /<Tally> needs the browser .* the prop "onDone", a function cannot be sent/);
  });

  it("a component that throws while rendering: an error naming the page and the component's own line", () => {
    const r = build("\nimport Broken from '@site/src/components/Broken';\n\n<Broken />\n", {
      'src/components/Broken.jsx': "export default function Broken() {\n  throw new Error('no data');\n}\n",
    });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /src\/components\/Broken\.jsx:2:\d+ +Rendering content\/docs\/intro\.mdx failed: Error: no data/);
  });

  it('Sass without the sass package: an error naming the package', () => {
    const r = build("\nimport Fancy from '@site/src/components/Fancy';\n\n<Fancy />\n", {
      'src/components/Fancy.jsx': "import './fancy.scss';\nexport default function Fancy() { return <b>f</b>; }\n",
      'src/components/fancy.scss': '$c: red;\nb { color: $c; }\n',
    });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /src\/components\/Fancy\.jsx:1:\d+ +src\/components\/fancy\.scss is Sass, and the site has no "sass" package/);
    assert.match(r.stderr, /npm install --save-dev sass/);
  });
});

describe('markdown.format', () => {
  let site: FixtureSite;
  before(() => {
    site = docusaurusSite({ 'content/docs/notes.md': '---\ntitle: Notes\n---\n\nCurly {value} here.\n' });
  });
  after(() => site.remove());

  it("'md' reads every page as Markdown; 'mdx' reads every page as MDX, as Docusaurus does", () => {
    site.write('content/docs/intro.mdx', "---\ntitle: T\nslug: /\n---\nimport Pill from '@site/src/components/Pill';\n\nShows <Pill>a pill</Pill>.\n");
    site.write('site.config.ts', site.read('site.config.ts').replace('markdown: {', "markdown: { format: 'md',"));
    let r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.match(article(site, 'dist/docs/notes.html'), /Curly \{value\} here\./);
    assert.match(article(site, 'dist/docs.html'), /<p>import Pill/, 'an .mdx file read as Markdown shows its import as text');
    site.write('site.config.ts', site.read('site.config.ts').replace("format: 'md'", "format: 'mdx'"));
    r = site.run('build');
    assert.equal(r.code, 1, 'the expression is evaluated, and `value` is not defined');
    assert.match(r.stderr, /Rendering content\/docs\/notes\.md failed: ReferenceError: value is not defined/);
  });
});
