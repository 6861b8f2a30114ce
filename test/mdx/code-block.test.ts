/**
 * `<CodeBlock>` of @theme: code written in the page (a template literal,
 * a string, plain text) is the fenced code block with the same language,
 * title, marked lines and line numbers, highlighted; code known only while
 * the page renders (a variable, an imported string) is the same wrapper
 * with the code as plain text. Both keep the copy button.
 *
 * MDX takes up to two spaces off the start of each line inside `{…}` (as
 * in Docusaurus 3): the template below indents by four to mean two.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const MDX = `---
title: Snippets
---
import CodeBlock from '@theme/CodeBlock';
import { greeting } from '@site/src/snippets.js';

export const steps = 'npm ci\\nnpm test\\nnpm pack';

<CodeBlock language="js" title="greet.js" showLineNumbers metastring="{2}">
{\`
function greet(name) {
    return \\\`Hello \\\${name}\\\`;
}
\`}
</CodeBlock>

<CodeBlock language="bash">
  npm run check
  npm run ship
</CodeBlock>

<CodeBlock className="language-json">{'{ "ok": true }'}</CodeBlock>

<CodeBlock language="bash" metastring="{2}" title="steps.sh">{steps}</CodeBlock>

<CodeBlock>{greeting}</CodeBlock>
`;

const FENCED = `---
title: Fenced
---

\`\`\`js title="greet.js" showLineNumbers {2}
function greet(name) {
  return \`Hello \${name}\`;
}
\`\`\`

\`\`\`bash
npm run check
npm run ship
\`\`\`

\`\`\`json
{ "ok": true }
\`\`\`
`;

function article(site: FixtureSite, page: string): string {
  const html = site.read(`dist/docs/${page}.html`);
  return html.slice(html.indexOf('<div class="markdown"'), html.indexOf('</article>'));
}

/** The code blocks of a page; a quote in text is `"` from one serialiser and `&quot;` from the other: the same HTML. */
function codeBlocks(html: string): string[] {
  return [...html.matchAll(/<div class="code-block"[\s\S]*?Copy<\/button><\/div><\/div>/g)].map((m) => m[0].replace(/&quot;/g, '"'));
}

describe('MDX CodeBlock', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/snippets.mdx': MDX,
      'content/docs/fenced.md': FENCED,
      'src/snippets.js': 'export const greeting = \'console.log("hi");\';\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('with its code written in the page, is the fenced block with the same options, highlighted', () => {
    const mdx = codeBlocks(article(site, 'snippets'));
    assert.equal(mdx.length, 5);
    assert.deepEqual(mdx.slice(0, 3), codeBlocks(article(site, 'fenced')));
    assert.match(mdx[0]!, /<span class="code-block-title">greet\.js<\/span>/);
    assert.match(mdx[0]!, /class="shiki css-variables line-numbers"/);
    assert.match(mdx[0]!, /<span class="line highlighted"><span class="sh-k">  return<\/span>/);
  });

  it('with code known only while the page renders, is the same wrapper with the code as plain text', () => {
    const [, , , steps, imported] = codeBlocks(article(site, 'snippets'));
    assert.equal(
      steps,
      '<div class="code-block" data-language="bash"><div class="code-block-header"><span class="code-block-title">steps.sh</span><span class="code-block-lang">bash</span></div>' +
        '<div class="code-block-body"><pre class="shiki css-variables" tabindex="0"><code><span class="line">npm ci</span>\n<span class="line highlighted">npm test</span>\n<span class="line">npm pack</span></code></pre>' +
        '<button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button></div></div>',
    );
    assert.equal(
      imported,
      '<div class="code-block"><div class="code-block-body"><pre class="shiki css-variables" tabindex="0"><code>console.log("hi");</code></pre>' +
        '<button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button></div></div>',
    );
  });

  it('is never an island', () => {
    assert.doesNotMatch(site.read('dist/docs/snippets.html'), /mysite-island/);
  });
});
