/** The front matter fast path gives exactly what YAML gives, or steps aside. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { parseDocument } from 'yaml';
import { parseSimpleFrontMatter } from '../../src/markdown/simple-front-matter.js';
import { REPO_ROOT } from '../support/paths.js';

const viaYaml = (text: string) => parseDocument(text).toJS() ?? {};

/** Front matter the fast path must take (and get right). */
const TAKEN = [
  'title: Topic 619\nsidebar_position: 18\ndescription: Synthetic page 619 for the benchmark.\n',
  'title: Post 1\nauthors: [author1]\ntags: [tag1, tag4]\n',
  'slug: /simple-jwt-login-mailpoet/\nauthors: nicumicle\ntags: [news, add-on]\nhide_table_of_contents: false\n',
  "title: 'It''s here: the new site'\ndescription: \"Say: hello\"\n",
  'draft:\ntags: []\ncount: -12\nlarge: 123456789012345\n',
  'title: Use [x] and {y} in text\r\nkeywords: [jwt, login, wordpress]\r\n',
  'title:\tTabbed\n\nempty_line_above: true\n',
  'title: What about C# here?\nurl: https://example.com/a#b\n',
];

/** Front matter it must leave to YAML. */
const LEFT = [
  'tags:\n  - a\n  - b\n',
  'author:\n  name: A\n',
  '# a comment\ntitle: A\n',
  'title: A # trailing comment\n',
  'title: A\ntitle: B\n',
  'date: 2021-01-01\n',
  'weight: 1.5\n',
  'count: 0x1F\n',
  'on: yes\n',
  'flag: yes\n',
  'title: a: b\n',
  "title: 'unclosed\n",
  'title: "with \\"escape\\""\n',
  'tags: [a, [b]]\n',
  'tags: ["quoted", b]\n',
  'tags: [a, b,]\n',
  'anchor: &x A\nref: *x\n',
  'text: |\n  block\n',
  'title: -dash\n',
  'null: x\n',
  'title: .hidden\n',
  'title: ~\n',
  'number: 007\n',
];

describe('front matter fast path', () => {
  it('takes the common shapes and gives what YAML gives', () => {
    for (const text of TAKEN) {
      const fast = parseSimpleFrontMatter(text);
      assert.ok(fast, `expected the fast path to take:\n${text}`);
      assert.deepEqual(fast, viaYaml(text), text);
    }
  });

  it('leaves everything else to YAML', () => {
    for (const text of LEFT) assert.equal(parseSimpleFrontMatter(text), undefined, text);
  });

  it('agrees with YAML on the front matter of every page of this site', () => {
    const files = fg.sync(['content/**/*.md', 'test/fixtures/**/*.md'], { cwd: REPO_ROOT });
    let taken = 0;
    for (const file of files) {
      const match = /^---\r?\n([\s\S]*?)^---[ \t]*$/m.exec(readFileSync(join(REPO_ROOT, file), 'utf8'));
      if (!match) continue;
      const fast = parseSimpleFrontMatter(match[1]!);
      if (!fast) continue;
      taken++;
      assert.deepEqual(fast, viaYaml(match[1]!), file);
    }
    // Most pages have plain front matter; if the fast path stopped taking them, that is a regression.
    assert.ok(taken > files.length / 2, `fast path took ${taken} of ${files.length} pages`);
  });
});
