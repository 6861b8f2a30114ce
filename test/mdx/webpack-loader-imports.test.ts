/**
 * Webpack's inline loaders in imports, as Docusaurus sites write them:
 * raw-loader gives the file's text (in MDX pages and React pages, with
 * `@site/` paths too); a file outside the site is refused at the import;
 * another loader is a coded error naming it.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

// biome-ignore lint/suspicious/noTemplateCurlyInString: a code sample, shown as text
const SAMPLE = 'export function greet(name) {\n  return `Hello, ${name} & co <3`;\n}\n';

describe('webpack loader imports', () => {
  let site: FixtureSite | undefined;
  afterEach(() => site?.remove());

  it('raw-loader: the file’s text, in an MDX page and in a React page', () => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nHi.\n',
      'content/docs/sample.mdx':
        "import CodeBlock from '@theme/CodeBlock';\nimport source from '!!raw-loader!./greet.js';\nimport other from 'raw-loader!@site/src/snippets/other.txt';\n\n# Sample\n\n<CodeBlock language=\"js\">{source}</CodeBlock>\n\n<p id=\"other\">{other}</p>\n",
      'content/docs/greet.js': SAMPLE,
      'src/snippets/other.txt': 'plain words\n',
      'content/pages/source.tsx':
        'import text from \'!!raw-loader!@site/content/docs/greet.js\';\nexport default function Source() {\n  return <main id="main"><pre id="text">{text}</pre></main>;\n}\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const doc = site.read('dist/docs/sample.html');
    assert.match(doc, /Hello, \$\{name\} &amp; co &lt;3/);
    assert.match(doc, /<p id="other">plain words\n<\/p>/);
    assert.match(site.read('dist/source.html'), /<pre id="text">export function greet\(name\) \{\n {2}return `Hello, \$\{name\} &amp; co &lt;3`;\n\}\n<\/pre>/);
    // An edit to the file builds again the pages that show it.
    site.write('content/docs/greet.js', 'export const changed = true;\n');
    const again = site.run('build');
    assert.equal(again.code, 0, again.stderr);
    assert.match(site.read('dist/docs/sample.html'), /export const changed = true;/);
    assert.match(site.read('dist/source.html'), /<pre id="text">export const changed = true;\n<\/pre>/);
  });

  it('raw-loader of a file outside the site: an error at the import', () => {
    site = createSite({
      'outside.js': 'export const secret = 1;\n',
      'website/site.config.ts': minimalConfig(),
      'website/content/pages/index.tsx': 'export default function Home() { return <main id="main"><h1>Home</h1></main>; }\n',
      'website/content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nHi.\n',
      'website/content/docs/leak.mdx': "# Leak\n\nimport text from '!!raw-loader!../../../outside.js';\n\n<pre>{text}</pre>\n",
    });
    const r = site.run('--root', 'website', 'build');
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /content\/docs\/leak\.mdx:3:19 {2}!!raw-loader!\.\.\/\.\.\/\.\.\/outside\.js may not be read: .*is outside the site folder.* {2}\[mdx\/import\]/,
    );
  });

  it('another loader: a coded error naming it and what to do, never "npm install"', () => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nHi.\n',
      'content/docs/style.mdx': "import css from '!!css-loader!./look.css';\n\n# Style\n\n{String(css)}\n",
      'content/docs/look.css': 'p { color: red; }\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /content\/docs\/style\.mdx:1:18 {2}!!css-loader!\.\/look\.css uses the webpack loader "css-loader", which mysite does not run\. {2}\[mdx\/webpack-loader\]/,
    );
    assert.match(r.stderr, /→ mysite runs no webpack loaders/);
    assert.doesNotMatch(r.stderr, /npm install/);
  });
});
