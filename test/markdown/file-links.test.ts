/**
 * Links to local files that are not pages (a script, a PDF, a zip) are
 * published under a content-hashed name, as Docusaurus does
 * (`assets/files/<name>-<hash><ext>`), from Markdown and MDX pages of the
 * docs, a blog and the pages folder; with the images' rules of what may be
 * published; and a changed file gets a new name in the next build.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '../support/compile.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { memoryBuilder } from '../support/memory-builder.js';
import { translatedSiteFiles } from '../support/translated-site.js';

const DOC = (body: string, title = 'Page') => `---\ntitle: ${title}\n---\n\n${body}\n`;
const BLOG = "blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }],";

/** The `href`s of a built page's article that lead to published files. */
function fileHrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*assets\/files\/[^"]*)"/g)].map((m) => m[1]!);
}

function publishedFiles(site: FixtureSite): string[] {
  const dir = join(site.dir, 'dist/assets/files');
  return site.exists('dist/assets/files') ? readdirSync(dir).sort() : [];
}

describe('links to local files: compiled', () => {
  it('marks a link that may name a file with its path as written and its places, keeping the query and fragment', async () => {
    const { html, refs } = await compile('[a](./run.sh?v=2#top) [b](<./my file.pdf>) [c](/files/c.zip)\n', 'content/docs/sub/page.md');
    assert.match(html, /href="mysite-file:\.%2Frun\.sh content%2Fdocs%2Fsub%2Frun\.sh\?v=2#top"/);
    assert.match(html, /href="mysite-file:\.%2Fmy%2520file\.pdf content%2Fdocs%2Fsub%2Fmy%20file\.pdf"/);
    assert.match(html, /href="mysite-file:%2Ffiles%2Fc\.zip content%2Fdocs%2Fsub%2Ffiles%2Fc\.zip files%2Fc\.zip"/);
    assert.deepEqual(refs[1], { raw: './my%20file.pdf', kind: 'link', line: 1, column: 23, target: 'content/docs/sub/my file.pdf' });
  });

  it('leaves page links without an extension, HTML pages, fragments and other sites as written', async () => {
    const { html } = await compile('[a](/docs/a) [b](b) [c](./c.html) [d](#d) [e](https://x.org/e.pdf) [f](mailto:f@x.org)\n');
    assert.doesNotMatch(html, /mysite-file:/);
  });
});

describe('links to local files: built', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`${BLOG} baseUrl: '/sub/',`),
      'content/docs/intro.md': DOC(
        [
          '[script](./setup.sh) [spec](./files/my%20file.pdf#page=2) [spec again](<./files/my file.pdf>)',
          '[zip](/files/sample.zip) [static](/dl/kept.zip) [release](./release-1.2.3) [licence](../../LICENSE)',
        ].join('\n'),
      ),
      'content/docs/release-1.2.3.md': DOC('Notes.', 'Release 1.2.3'),
      'content/docs/setup.sh': 'echo "set up"\n',
      'content/docs/files/my file.pdf': '%PDF-1.4 spec\n',
      'content/docs/files/sample.zip': 'zip bytes\n',
      'content/docs/guide.mdx': DOC('export const Note = () => <em>note</em>;\n\n<Note /> Run [the script](./setup.sh) or [this one](<./files/my file.pdf>).'),
      'content/blog/2024-01-01-hello.md': DOC('Get [the sample](./sample.csv).\n\n<!-- truncate -->\n\nMore.', 'Hello'),
      'content/blog/sample.csv': 'a,b\n1,2\n',
      'content/pages/about.md': DOC('<a href="../docs/setup.sh">The script</a>, from raw HTML.', 'About'),
      'static/dl/kept.zip': 'static zip\n',
      LICENSE: 'Do as you like.\n',
    });
  });
  after(() => site.remove());

  it('publishes each file once under assets/files/<name>-<hash><ext> and points the links there', () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const files = publishedFiles(site);
    assert.equal(files.length, 5, files.join(', '));
    for (const name of ['setup', 'my file', 'sample', 'LICENSE']) {
      assert.ok(
        files.some((f) => new RegExp(`^${name}-[0-9a-f]{8}(\\.|$)`).test(f)),
        `${name} is published: ${files.join(', ')}`,
      );
    }
    const setup = files.find((f) => f.startsWith('setup-'))!;
    const spec = encodeURI(files.find((f) => f.startsWith('my file-'))!);
    const intro = site.read('dist/docs/intro.html');
    assert.deepEqual(fileHrefs(intro), [
      `/sub/assets/files/${setup}`,
      `/sub/assets/files/${spec}#page=2`,
      `/sub/assets/files/${spec}`,
      `/sub/assets/files/${files.find((f) => f.startsWith('sample-') && f.endsWith('.zip'))}`,
      `/sub/assets/files/${files.find((f) => f.startsWith('LICENSE-'))}`,
    ]);
    assert.equal(site.read(`dist/assets/files/${setup}`), 'echo "set up"\n');
    // A page whose route has a dot, and a file of the static folder, are linked as they were written.
    assert.match(intro, /href="\.\/release-1\.2\.3"/);
    assert.match(intro, /href="\/sub\/dl\/kept\.zip"/);
  });

  it('does so on MDX pages, blog posts (and their list page) and the pages folder', () => {
    const setup = publishedFiles(site).find((f) => f.startsWith('setup-'))!;
    assert.deepEqual(fileHrefs(site.read('dist/docs/guide.html')), [
      `/sub/assets/files/${setup}`,
      `/sub/assets/files/${encodeURI(publishedFiles(site).find((f) => f.startsWith('my file-'))!)}`,
    ]);
    const csv = publishedFiles(site).find((f) => f.endsWith('.csv'))!;
    assert.deepEqual(fileHrefs(site.read('dist/blog/2024/01/01/hello.html')), [`/sub/assets/files/${csv}`]);
    assert.deepEqual(fileHrefs(site.read('dist/blog.html')), [`/sub/assets/files/${csv}`]);
    assert.deepEqual(fileHrefs(site.read('dist/about.html')), [`/sub/assets/files/${setup}`]);
  });

  it('the published files are files the link check finds', () => {
    const r = site.run('check-links');
    assert.equal(r.code, 0, r.stdout + r.stderr);
  });

  it('a changed file gets a new name in the next build, and the page links to it', () => {
    const before = publishedFiles(site).find((f) => f.startsWith('setup-'))!;
    site.write('content/docs/setup.sh', 'echo "set up, again"\n');
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.doesNotMatch(r.stdout, /Up to date/);
    const after = publishedFiles(site).find((f) => f.startsWith('setup-'))!;
    assert.notEqual(after, before);
    assert.ok(!publishedFiles(site).includes(before), 'the old copy is gone');
    assert.ok(fileHrefs(site.read('dist/docs/intro.html')).includes(`/sub/assets/files/${after}`));
    assert.ok(fileHrefs(site.read('dist/about.html')).includes(`/sub/assets/files/${after}`));
    assert.equal(site.read(`dist/assets/files/${after}`), 'echo "set up, again"\n');
  });
});

describe('files outside the content folders', () => {
  it('a linked file or an image of the site folder, once edited, makes the next build build', () => {
    const site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': DOC('[notes](@site/files/notes.txt) ![chart](../../files/chart.png)'),
      'files/notes.txt': 'one\n',
      'files/chart.png': 'png one',
    });
    const published = () => site.read('dist/docs/intro.html').match(/assets\/(?:files|images)\/[^"]+/g) ?? [];
    try {
      assert.equal(site.run('build').code, 0);
      const first = published();
      assert.equal(first.length, 2, first.join(', '));
      assert.match(site.run('build').stdout, /Up to date/);
      site.write('files/notes.txt', 'two\n');
      site.write('files/chart.png', 'png two');
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.doesNotMatch(r.stdout, /Up to date/);
      const second = published();
      assert.equal(second.length, 2);
      assert.ok(
        second.every((path) => !first.includes(path)),
        `${first} → ${second}`,
      );
    } finally {
      site.remove();
    }
  });
});

describe('links to local files: a translated page', () => {
  it('publishes the file beside the original when the translation has none of its own', () => {
    const files = translatedSiteFiles();
    const french = 'i18n/fr/docusaurus-plugin-content-docs/current/welcome.md';
    files[french] += '\n[Le script](./setup.sh)\n';
    files['content/docs/setup.sh'] = 'echo "set up"\n';
    const site = createSite(files);
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      const [href] = fileHrefs(site.read('dist/fr/docs.html'));
      assert.match(href ?? '', /^\/fr\/assets\/files\/setup-[0-9a-f]{8}\.sh$/);
      assert.equal(site.read(`dist${href}`), 'echo "set up"\n');
    } finally {
      site.remove();
    }
  });
});

describe('links to local files: in watch mode', () => {
  it('an edited file gets a new name, and the pages that link to it follow', async () => {
    const site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': DOC('[script](./setup.sh)'),
      'content/docs/other.md': DOC('Other.'),
      'content/docs/setup.sh': 'one\n',
    });
    const { builder, output, run } = await memoryBuilder(site.dir);
    const hrefOf = () => fileHrefs(String(output.get('docs/intro.html')))[0]!;
    try {
      await run();
      const first = hrefOf();
      assert.equal(String(output.get(first.slice(1))), 'one\n');
      site.write('content/docs/setup.sh', 'two\n');
      await run(['content/docs/setup.sh']);
      const second = hrefOf();
      assert.notEqual(second, first);
      assert.equal(String(output.get(second.slice(1))), 'two\n');
      // A file of the site folder, outside the content folders, is watched once a page links to it.
      site.write('content/docs/intro.md', DOC('[script](./setup.sh) [notes](@site/files/notes.txt)'));
      site.write('files/notes.txt', 'notes\n');
      await run(['content/docs/intro.md']);
      assert.ok(builder.watchPaths().includes('files/notes.txt'));
      const notes = fileHrefs(String(output.get('docs/intro.html')))[1]!;
      site.write('files/notes.txt', 'notes, edited\n');
      await run(['files/notes.txt']);
      const edited = fileHrefs(String(output.get('docs/intro.html')))[1]!;
      assert.notEqual(edited, notes);
      assert.equal(String(output.get(edited.slice(1))), 'notes, edited\n');
      // An edit of another page keeps the file published.
      site.write('content/docs/other.md', DOC('Other, edited.'));
      await run(['content/docs/other.md']);
      assert.equal(hrefOf(), second);
      assert.equal(String(output.get(second.slice(1))), 'two\n');
    } finally {
      await builder.close();
      site.remove();
    }
  });
});

describe('links to local files: errors', () => {
  it('a link to a missing file is a broken link at its line and column', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/intro.md': DOC('Text.\n\nGet [it](./missing.pdf).') });
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /content\/docs\/intro\.md:7:5 +Broken link: \.\/missing\.pdf .*\[links\/broken-link\]/);
    } finally {
      site.remove();
    }
  });
});
