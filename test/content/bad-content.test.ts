/**
 * Content that used to be accepted silently: front matter of the wrong type,
 * misspelt keys, files that are not UTF-8 text, unsafe URLs in data and
 * config, raw HTML that never closes. Each is reported at its file and line.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { layoutProblems } from '../support/page-layout.js';

const BLOG = `blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }],`;
const fm = (front: string, body = 'Text.') => `---\n${front}\n---\n\n${body}\n`;

describe('bad front matter, files and URLs', () => {
  let site: FixtureSite;
  let out: string;
  let code: number;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(BLOG),
      'content/docs/intro.md': fm('title: Intro\nslug: /'),
      'content/docs/object-title.md': fm('title: {a: 1}'),
      'content/docs/position.md': fm('title: Position\nsidebar_position: first'),
      'content/docs/typo.md': fm('title: Typo\nsidebar_postion: 2'),
      'content/docs/image.md': fm('title: Image\nimage: javascript:alert(1)'),
      'content/docs/edit.md': fm('title: Edit\ncustom_edit_url: "data:text/html,<script>alert(1)</script>"'),
      'content/blog/authors.yml':
        'jane:\n  name: Jane\nmallory:\n  name: Mallory\n  url: javascript:alert(document.cookie)\n  image_url: https://example.com/m.png\n',
      'content/blog/2024-01-01-tags.md': fm('title: Tags\ntags: 5\nauthors: jane', 'Intro.\n\n<!-- truncate -->\n'),
      'content/blog/2024-01-02-evil.md': fm('title: Evil\nauthors: mallory', 'Intro.\n\n<!-- truncate -->\n'),
      'content/blog/2024-01-03-inline.md': fm('title: Inline\nauthors:\n  - name: Eve\n    image_url: "javascript:alert(1)"', 'Intro.\n\n<!-- truncate -->\n'),
    });
    const r = site.run('build');
    out = r.stderr;
    code = r.code;
  });
  after(() => site.remove());

  it('fails, reporting every problem at once, and writes nothing', () => {
    assert.equal(code, 1);
    assert.equal(site.exists('dist'), false);
    assert.doesNotMatch(out, /Internal error/);
  });

  it('a map where text is expected is an error at its line', () => {
    assert.match(out, /content\/docs\/object-title\.md:2 +Front matter "title" must be text; got a map \(\{"a":1\}\)/);
  });

  it('a word where a number is expected is an error at its line', () => {
    assert.match(out, /content\/docs\/position\.md:3 +Front matter "sidebar_position" must be a number; got the text "first"/);
  });

  it('a number where a list of tags is expected is an error at its line', () => {
    assert.match(out, /content\/blog\/2024-01-01-tags\.md:3 +Front matter "tags" must be a list of tags/);
  });

  it('a misspelt Docusaurus key gets "did you mean"', () => {
    assert.match(
      out,
      /content\/docs\/typo\.md:3 +Unknown front matter key "sidebar_postion"\.  \[front-matter\/unknown-key\]\n\s+→ Did you mean "sidebar_position"\?/,
    );
  });

  it('a javascript: or data: URL in front matter is an error naming the file', () => {
    assert.match(out, /content\/docs\/image\.md:3 +Front matter "image" is not a safe URL \(the "javascript:" scheme is not allowed\)/);
    assert.match(out, /content\/docs\/edit\.md:3 +Front matter "custom_edit_url" is not a safe URL \(the "data:" scheme is not allowed\)/);
  });

  it('a javascript: URL in authors.yml is an error at the author, reported once', () => {
    const matches =
      out.match(/content\/blog\/authors\.yml:3 +The url of author "mallory" is not a safe URL \(the "javascript:" scheme is not allowed\)/g) ?? [];
    assert.equal(matches.length, 1, out);
    assert.match(out, /content\/blog\/2024-01-03-inline\.md:3 +The image_url of author "Eve" is not a safe URL/);
  });
});

describe('files that are not UTF-8 text', () => {
  let site: FixtureSite;
  let out: string;
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/intro.md': fm('title: Intro\nslug: /') });
    // The start of a PNG file.
    writeFileSync(join(site.dir, 'content/docs/binary.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]));
    writeFileSync(
      join(site.dir, 'content/docs/latin1.md'),
      Buffer.concat([Buffer.from('---\ntitle: Latin\n---\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait.\n')]),
    );
    const r = site.run('build');
    assert.equal(r.code, 1);
    out = r.stderr;
  });
  after(() => site.remove());

  it('a binary file named .md is an error, not a page', () => {
    assert.match(out, /content\/docs\/binary\.md:3:1 +content\/docs\/binary\.md is not a text file: it holds a NUL byte/);
  });

  it('a file that is not UTF-8 is an error at the first bad byte', () => {
    assert.match(out, /content\/docs\/latin1\.md:5:4 +content\/docs\/latin1\.md is not valid UTF-8 text/);
    assert.match(out, /Save the file as UTF-8/);
  });
});

describe('unsafe URLs in the config', () => {
  for (const [what, extra, message] of [
    [
      'a navbar link',
      `navbar: { items: [{ label: 'x', href: 'javascript:alert(1)' }] },`,
      /"navbar\.items\[0\]\.href": must be an http\(s\) or mailto URL, or a path of the site; got "javascript:alert\(1\)"/,
    ],
    [
      'a footer link',
      `footer: { columns: [{ title: 'x', items: [{ label: 'x', href: ' JavaScript:alert(1)' }] }] },`,
      /"footer\.columns\[0\]\.items\[0\]\.href": must be an http\(s\) or mailto URL/,
    ],
    ['the logo', `navbar: { logo: { alt: 'x', src: '//evil.example/logo.svg' } },`, /"navbar\.logo\.src": must be an http\(s\) or mailto URL/],
    [
      'a navbar route',
      `navbar: { items: [{ label: 'x', to: '//evil.example' }] },`,
      /"navbar\.items\[0\]\.to" is not valid: expected a path starting with one "\/"/,
    ],
  ] as const) {
    it(`${what} with an unsafe URL is a config error`, () => {
      const site = createSite({ 'site.config.ts': minimalConfig(extra), 'content/docs/intro.md': fm('title: Intro\nslug: /') });
      try {
        const r = site.run('build');
        assert.equal(r.code, 1);
        assert.match(r.stderr, message);
        assert.match(r.stderr, /site\.config\.ts/);
      } finally {
        site.remove();
      }
    });
  }
});

describe('raw HTML that never closes', () => {
  let site: FixtureSite;
  let stderr: string;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`docs: { editUrl: 'https://example.com/edit' },`),
      'content/docs/intro.md': fm('title: Intro\nslug: /'),
      'content/docs/comment.md': fm('title: Comment', 'Before.\n\n<!-- a comment that never ends\n\nAfter.'),
      'content/docs/closing.md': fm('title: Closing', 'Text </main></div></body></html> more text.'),
      // Found by the fuzz test: not a fence (a backtick in its info string), so the HTML after it is raw.
      'content/docs/fence.md': fm('title: Fence', '```js title="a```js {1}</main></main>\nco\n'),
      // Found by the fuzz test: "<!--" then "<script" inside a script makes browsers skip its "</script>".
      'content/docs/script.md': fm('title: Script', 'Some *text<script><!--<script>* and more.\n\nAfter.'),
      'content/docs/plaintext.md': fm('title: Plaintext', '<plaintext>Never ends.'),
      'content/docs/zz-last.md': fm('title: Last'),
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    stderr = r.stderr;
  });
  after(() => site.remove());

  it('an unclosed <!-- is a warning at its line', () => {
    assert.match(stderr, /content\/docs\/comment\.md:7:1 +An HTML comment "<!--" is never closed with "-->": everything after it on the page is hidden/);
  });

  for (const page of ['comment', 'closing', 'fence', 'script', 'plaintext']) {
    it(`the theme around "${page}" is whole: edit link, pager and footer`, () => {
      const html = site.read(`dist/docs/${page}.html`);
      const main = html.slice(html.indexOf('<main'));
      assert.match(main, /<a [^>]*href="https:\/\/example\.com\/edit\/content\/docs\/[a-z]+\.md"/, 'edit link');
      assert.match(main, /<nav class="pager"/, 'pager');
      assert.match(main, /<\/main>[\s\S]*<footer class="footer">/, 'footer after main');
      assert.deepEqual(layoutProblems(html), []);
    });
  }
});

describe('a symbolic link loop in content/', () => {
  it('is an error naming the link, not a thousand duplicate routes', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/intro.md': fm('title: Intro\nslug: /') });
    try {
      symlinkSync('..', join(site.dir, 'content/docs/loop'));
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /content\/docs\/loop +The symbolic link content\/docs\/loop points to content, a folder that holds it/);
      assert.match(r.stderr, /Failed with 1 error/);
      assert.doesNotMatch(r.stderr, /duplicate-route/);
    } finally {
      site.remove();
    }
  });
});
