/**
 * `mysite init --title`: whatever the title holds, the new site builds and
 * shows it as it was typed, and it never becomes code. Each escape is
 * checked against the parser of its file type, then both templates are
 * built with a title holding every character that could break out.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { toString as mdastText } from 'mdast-util-to-string';
import { fillPlaceholders, jsonString, jsString, jsxAttribute, markdownText } from '../../src/init/fill-placeholders.js';
import { CLI } from '../support/paths.js';

const TITLES = [
  "o'reilly-docs",
  'say "hi"',
  'back`tick',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the title holds the characters of a template literal's code, as typed
  '${process.exit(1)}',
  '</script><script>alert(1)</script>',
  'two\nlines\r\n',
  '{curly}',
  'end */ here',
  '\\ and \\n',
  "x' + (globalThis.PWNED = 1) + '",
  '\u2028\u2029',
];
/** All of them at once: what the built sites are made with. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: as above
const WORST = 'o\'reilly "docs" `x` ${process.exit(1)} </script> {a} */ \\n\nline2 & <b> *em* [l](x) # _u_';

/** The value of a JavaScript string literal, read by TypeScript's parser (nothing runs). */
function jsValue(literal: string): string {
  const file = ts.createSourceFile('x.ts', `x = ${literal};`, ts.ScriptTarget.ES2022);
  const statement = file.statements[0];
  assert.ok(file.statements.length === 1 && statement && ts.isExpressionStatement(statement), `one statement: ${literal}`);
  const value = (statement.expression as ts.BinaryExpression).right;
  assert.ok(ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value), `a plain string: ${literal}`);
  return value.text;
}

describe('the title, escaped for each file type', () => {
  for (const title of TITLES) {
    it(`${JSON.stringify(title)}`, () => {
      for (const quote of ["'", '"', '`']) assert.equal(jsValue(quote + jsString(title, quote) + quote), title, `JavaScript ${quote}string${quote}`);
      // JSX reads character references in attributes: esbuild turns the attribute into a plain string.
      const jsx = transformSync(`<a title="${jsxAttribute(title)}" />`, { loader: 'tsx', jsx: 'transform' }).code;
      assert.equal(jsValue(/title: ("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/.exec(jsx)?.[1] ?? jsx), title, 'JSX attribute');
      assert.equal(JSON.parse(`"${jsonString(title)}"`), title, 'JSON');
      assert.equal(parseYaml(`name: "${jsonString(title)}"\n`).name, title, 'YAML');
      const text = mdastText(
        unified()
          .use(remarkParse)
          .parse(`Welcome to ${markdownText(title)}!`),
      );
      assert.equal(text, `Welcome to ${title}!`, 'Markdown');
      assert.equal((globalThis as { PWNED?: number }).PWNED, undefined);
    });
  }

  it('a placeholder where no escape can hold it is a mistake in the template, not a silent hole', () => {
    assert.throws(() => fillPlaceholders('const title = __SITE_TITLE__;\n', 'site.config.ts', { SITE_TITLE: 'x' }), /cannot be escaped/);
    assert.throws(() => fillPlaceholders('name: __SITE_TITLE__\n', 'authors.yml', { SITE_TITLE: 'x' }), /cannot be escaped/);
    assert.throws(() => fillPlaceholders('a: "x" # __SITE_TITLE__\n', 'x.yml', { SITE_TITLE: 'x' }), /cannot be escaped/, 'a comment has no escape');
    assert.equal(fillPlaceholders('a: "__SITE_TITLE__" # b\n', 'x.yml', { SITE_TITLE: 'x"y' }), 'a: "x\\"y" # b\n');
  });
});

describe('mysite init --title with every character that could break out', () => {
  let work: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'mysite-init-title-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  const run = (cwd: string, ...args: string[]) =>
    spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const html = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

  for (const template of ['default', 'docs']) {
    it(`--template ${template}: builds, and shows the title as typed`, () => {
      const init = run(work, 'init', template, '--template', template, '--title', WORST);
      assert.equal(init.status, 0, init.stderr);
      const dir = join(work, template);
      const build = run(dir, 'build');
      assert.equal(build.status, 0, build.stderr);
      const home = readFileSync(join(dir, 'dist/index.html'), 'utf8');
      // React writes quotes as references in text too.
      const inText = html(WORST).replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
      assert.ok(new RegExp(`<title>(Introduction \\| )?${escapeRegExp(html(WORST))}</title>`).test(home), 'the page title');
      assert.ok(home.includes(`<span class="navbar-title">${inText}</span>`), 'the navbar');
      if (template === 'default') {
        assert.ok(home.includes(`<h1 class="hero-title">${inText}</h1>`), 'the hero (a JSX attribute)');
        const post = readFileSync(join(dir, 'dist/blog/2026/01/15/welcome.html'), 'utf8');
        assert.ok(post.includes(`The ${inText} team`), 'the author (YAML)');
      } else {
        // The docs template says it in its Markdown.
        assert.ok(home.includes(`Welcome to ${WORST.replaceAll('&', '&#x26;').replaceAll('<', '&#x3C;')}!`), 'the Markdown text');
      }
    });
  }
});
