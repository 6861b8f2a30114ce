/**
 * A CommonJS package whose Node build requires Node's own modules
 * (`require('node:util')`, its browser build does not), imported by an MDX page and by a React page:
 * the pages render in Node as webpack's server build renders them, instead
 * of failing with esbuild's "Dynamic require of … is not supported".
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const PACKAGE = {
  // Its Node build for Node, another for browsers, as packages that ship both declare them.
  'node_modules/loud-words/package.json':
    '{ "name": "loud-words", "version": "1.0.0", "exports": { ".": { "node": "./node.js", "default": "./browser.js" } } }\n',
  'node_modules/loud-words/node.js': "const util = require('node:util');\nexports.loud = (word) => util.format('%s!', word.toUpperCase());\n",
  'node_modules/loud-words/browser.js': "exports.loud = (word) => word.toUpperCase() + '!';\n",
};

describe("a package that requires Node's modules, in pages rendered at build time", () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      ...PACKAGE,
      'site.config.ts': minimalConfig(),
      'content/docs/intro.mdx': "---\ntitle: Intro\nslug: /\n---\nimport { loud } from 'loud-words';\n\n<p id=\"said\">{loud('quiet')}</p>\n",
      'content/pages/index.tsx':
        "import { loud } from 'loud-words';\nexport default function Home() { return <main id=\"main\"><h1>{loud('home')}</h1></main>; }\n",
    });
  });
  after(() => site.remove());

  it('renders the MDX page and the React page with what the package gives', () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.match(site.read('dist/docs.html'), /<p id="said">QUIET!<\/p>/);
    assert.match(site.read('dist/index.html'), /<h1>HOME!<\/h1>/);
  });
});
