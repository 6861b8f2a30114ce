import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseCodeMeta } from '../../src/markdown/plugins/code-blocks.js';
import { compile } from '../support/compile.js';

describe('parseCodeMeta', () => {
  it('reads title, line ranges and showLineNumbers', () => {
    const meta = parseCodeMeta('title="src/a b.php" {1,3-5} showLineNumbers');
    assert.equal(meta.title, 'src/a b.php');
    assert.deepEqual([...meta.highlightLines], [1, 3, 4, 5]);
    assert.equal(meta.showLineNumbers, true);
  });

  it('accepts single quotes and an empty meta', () => {
    assert.equal(parseCodeMeta("title='x.js'").title, 'x.js');
    assert.deepEqual(parseCodeMeta(undefined), { highlightLines: new Set(), showLineNumbers: false });
  });
});

describe('code blocks', () => {
  it('highlights with token classes (colour variables the theme sets per mode), no nested <pre>', async () => {
    const { html } = await compile('```php\n<?php echo "hi";\n```\n');
    assert.match(
      html,
      /^<div class="code-block" data-language="php"><div class="code-block-header"><span class="code-block-lang">php<\/span><\/div><div class="code-block-body"><pre class="shiki/,
    );
    assert.match(html, /<span class="sh-k">/);
    assert.doesNotMatch(html, /style=/);
    assert.doesNotMatch(html, /<pre><div/);
    assert.match(html, /<button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy<\/button>/);
  });

  it('shows the title, marks highlighted lines and numbers lines', async () => {
    const { html } = await compile('```js title="app.js" {2} showLineNumbers\nconst a = 1;\nconst b = 2;\n```\n');
    assert.match(html, /<span class="code-block-title">app.js<\/span>/);
    assert.match(html, /class="shiki[^"]*line-numbers"/);
    assert.equal((html.match(/class="line highlighted"/g) ?? []).length, 1);
  });

  it('puts each line in an element only when a line is marked or numbered', async () => {
    const code = '```js\nconst a = 1;\n\nconst b = 2;\n```\n';
    const plain = (await compile(code)).html;
    assert.doesNotMatch(plain, /class="line/);
    const text = (html: string) => /<code>([\s\S]*)<\/code>/.exec(html)![1]!.replace(/<[^>]+>/g, '');
    assert.equal(text(plain), 'const a = 1;\n\nconst b = 2;');
    for (const meta of ['{3}', 'showLineNumbers']) {
      const html = (await compile(code.replace('```js', '```js ' + meta))).html;
      assert.equal((html.match(/<span class="line[" ]/g) ?? []).length, 3, meta);
      assert.equal(text(html), text(plain), meta);
    }
  });

  it('renders plain text without a warning for text and no language', async () => {
    const a = await compile('```\nplain\n```\n');
    const b = await compile('```text\nplain\n```\n');
    assert.deepEqual([...a.diagnostics, ...b.diagnostics], []);
    assert.match(a.html, /plain/);
  });

  it('warns about an unknown language with file:line and shows plain text', async () => {
    const { html, diagnostics } = await compile('Intro\n\n```cobolx\nMOVE 1\n```\n');
    assert.match(html, /MOVE 1/);
    assert.equal(diagnostics[0]!.code, 'markdown/unknown-language');
    assert.equal(diagnostics[0]!.at?.line, 3);
  });

  it('reads the names Docusaurus sites write for Prism: gradle, conf, env, output…', async () => {
    const cases: [written: string, code: string, highlighted: boolean][] = [
      ['gradle', 'dependencies { implementation "a:b:1" }', true],
      ['conf', '[server]\nport = 80', true],
      ['env', 'SECRET=abc', true],
      ['output', 'Done in 2s', false],
      ['console-output', 'Done in 2s', false],
      ['shell-session', '$ ls', true],
    ];
    for (const [lang, code, highlighted] of cases) {
      const { html, diagnostics } = await compile('```' + lang + '\n' + code + '\n```\n');
      assert.deepEqual(diagnostics, [], lang);
      assert.equal(/<code>.*<span class="/s.test(html), highlighted, `${lang}: ${html}`);
    }
  });

  it('highlights code inside tabs and admonitions', async () => {
    const { html } = await compile(':::note\n```json\n{"a": 1}\n```\n:::\n');
    assert.match(html, /admonition-content"><div class="code-block" data-language="json">/);
  });
});
