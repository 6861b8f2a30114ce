import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compile, writeSiteFile } from '../support/compile.js';

describe('admonitions', () => {
  it('renders each type with its default title', async () => {
    for (const [type, title] of [
      ['note', 'Note'],
      ['tip', 'Tip'],
      ['info', 'Info'],
      ['warning', 'Warning'],
      ['danger', 'Danger'],
    ]) {
      const { html } = await compile(`:::${type}\nBody **bold**.\n:::\n`);
      assert.match(html, new RegExp(`<div class="admonition admonition-${type}">`));
      assert.match(html, new RegExp(`</span>${title}</p>`));
      assert.match(html, /<div class="admonition-content"><p>Body <strong>bold<\/strong>.<\/p><\/div>/);
    }
  });

  it('takes a title in brackets or after a space (Docusaurus style)', async () => {
    assert.match((await compile(':::warning[Keep it secret]\nx\n:::\n')).html, /<\/span>Keep it secret<\/p>/);
    assert.match((await compile(':::tip Pro tip: use `x`\nx\n:::\n')).html, /<\/span>Pro tip: use <code>x<\/code><\/p>/);
  });

  it('shows caution as a warning', async () => {
    assert.match((await compile(':::caution\nx\n:::\n')).html, /admonition-warning[\s\S]*Caution/);
  });

  it("shows Docusaurus's legacy keywords as the types they became (secondary, important, success)", async () => {
    for (const [legacy, type, title] of [
      ['secondary', 'note', 'Note'],
      ['important', 'info', 'Info'],
      ['success', 'tip', 'Tip'],
    ]) {
      const { html, diagnostics } = await compile(`:::${legacy}\nx\n:::\n`);
      assert.match(html, new RegExp(`<div class="admonition admonition-${type}">[\\s\\S]*</span>${title}</p>`), legacy);
      assert.deepEqual(diagnostics, [], legacy);
    }
  });

  it('warns about an unknown type with file:line and keeps the content', async () => {
    const result = await compile('Intro\n\n:::notice\nKept.\n:::\n');
    assert.match(result.html, /Kept\./);
    assert.equal(result.diagnostics.length, 1);
    assert.equal(result.diagnostics[0]!.severity, 'warning');
    assert.deepEqual(result.diagnostics[0]!.at, { file: 'content/docs/page.md', line: 3, column: 1 });
  });

  it('processes directives nested inside admonitions', async () => {
    const { html } = await compile('::::note\n:::tip\ninner\n:::\n::::\n');
    assert.match(html, /admonition-note[\s\S]*admonition-tip[\s\S]*inner/);
  });
});

describe('text that only looks like a directive', () => {
  it('keeps times and colons in prose', async () => {
    const { html, diagnostics } = await compile('Meet at 10:30 on a:b, then ::x and :y[z]{w}.\n');
    assert.match(html, /Meet at 10:30 on a:b, then ::x and :y\[z\]\{w\}\./);
    assert.equal(diagnostics.length, 0);
  });
});

describe('tabs', () => {
  const source = ':::::tabs{groupId="code"}\n::::tab{label="curl"}\n```bash\ncurl x\n```\n::::\n::::tab{label="PHP"}\n:::note\nin a tab\n:::\n::::\n:::::\n';

  it('renders an accessible tab list and one panel per tab', async () => {
    const { html } = await compile(source);
    assert.match(html, /<div class="tabs" data-group-id="code">/);
    assert.match(
      html,
      /<button type="button" role="tab" id="tabs-1-tab-0" aria-selected="true" aria-controls="tabs-1-panel-0" tabindex="0" data-value="curl">curl<\/button>/,
    );
    assert.match(html, /role="tab" id="tabs-1-tab-1" aria-selected="false"[^>]*tabindex="-1" data-value="PHP">PHP</);
    assert.match(
      html,
      /<div role="tabpanel" id="tabs-1-panel-0" aria-labelledby="tabs-1-tab-0" class="tab-panel tab-panel-active" data-value="curl" tabindex="0"><p class="tab-panel-label">curl<\/p>/,
    );
    assert.match(html, /id="tabs-1-panel-1"[\s\S]*admonition-note[\s\S]*in a tab/);
  });

  it('does not warn about the tabs inside a tabs block', async () => {
    assert.deepEqual((await compile(source)).diagnostics, []);
  });

  it('warns about a tab outside of tabs', async () => {
    const { diagnostics } = await compile(':::tab{label="x"}\ny\n:::\n');
    assert.match(diagnostics[0]!.message, /outside of a "::::tabs" block/);
  });
});

describe('details', () => {
  it('renders a native disclosure', async () => {
    const { html } = await compile(':::details[More]\nHidden\n:::\n');
    assert.match(html, /<details class="details"><summary>More<\/summary><p>Hidden<\/p><\/details>/);
  });
});

describe('diagram', () => {
  it('inlines the SVG with its caption and records it as a dependency', async () => {
    writeSiteFile('content/docs/d/flow.svg', '<?xml version="1.0"?>\n<!-- c -->\n<svg viewBox="0 0 10 10"><title>Flow</title><rect class="dg-box"/></svg>\n');
    const result = await compile('::diagram{src="./d/flow.svg" caption="The flow"}\n');
    assert.match(
      result.html,
      /<figure class="diagram" data-source="d\/flow.svg"><div class="diagram-scroll" role="region" tabindex="0" aria-label="Flow"><svg viewBox="0 0 10 10"><title>Flow<\/title><rect class="dg-box"\/><\/svg><\/div><figcaption>The flow<\/figcaption><\/figure>/,
    );
    assert.equal(result.dependencies.length, 1);
  });

  it('names the scroll region by the caption when the drawing has no title, escaping it once', async () => {
    writeSiteFile('content/docs/d/bare.svg', '<svg viewBox="0 0 10 10"><rect class="dg-box"/></svg>\n');
    const result = await compile(`::diagram{src="./d/bare.svg" caption='Sign in & "refresh"'}\n`);
    assert.match(result.html, /<div class="diagram-scroll" role="region" tabindex="0" aria-label="Sign in &amp; &quot;refresh&quot;">/);
  });

  it('fails with file:line when the SVG is missing', async () => {
    await assert.rejects(compile('Text\n\n::diagram{src="./nope.svg"}\n'), (error: Error & { diagnostics?: { at?: { line?: number } }[] }) => {
      assert.match(error.message, /Diagram file not found: \.\/nope\.svg/);
      assert.equal(error.diagnostics?.[0]?.at?.line, 3);
      return true;
    });
  });
});
