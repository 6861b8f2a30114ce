/**
 * An error thrown by the site's React code is the author's error: it names
 * the page being rendered and the author's file, line and column (through the
 * server bundle's source map, never the bundle), exits 1, and leaves the last
 * good dist/ as it was.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe('errors in React code', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nHi.\n',
      'content/pages/about.tsx': 'export default function About() {\n  return <main id="main"><h1>About</h1></main>;\n}\n',
    });
    assert.equal(site.run('build').code, 0);
  });
  after(() => site.remove());

  /** Breaks one file, builds, restores it; the failing build must keep the last good output. */
  function buildWith(file: string, contents: string) {
    const before = site.exists(file) ? site.read(file) : undefined;
    site.write(file, contents);
    try {
      const r = site.run('build');
      assert.equal(r.code, 1, r.stdout + r.stderr);
      assert.doesNotMatch(r.stderr, /Internal error|\.mysite-cache|server\.[0-9a-f]+\.mjs/);
      assert.match(site.read('dist/about.html'), /<h1>About<\/h1>/, 'the last good dist/ is kept');
      return r.stderr;
    } finally {
      if (before === undefined) site.delete(file);
      else site.write(file, before);
    }
  }

  it('a component that throws while rendering: the route and the line in the page', () => {
    const stderr = buildWith(
      'content/pages/about.tsx',
      'function Broken(): JSX.Element {\n  throw new Error(\'the card data is missing\');\n}\nexport default function About() {\n  return <main id="main"><Broken /></main>;\n}\n',
    );
    assert.match(stderr, /content\/pages\/about\.tsx:2:9 {2}Rendering \/about failed: Error: the card data is missing {2}\[render\/component-threw\]/);
  });

  it('an undefined variable in JSX', () => {
    const stderr = buildWith(
      'content/pages/about.tsx',
      'export default function About() {\n  return <main id="main">{(missingValue as string).length}</main>;\n}\n',
    );
    assert.match(stderr, /content\/pages\/about\.tsx:2:28 {2}Rendering \/about failed: ReferenceError: missingValue is not defined/);
  });

  it('a page module that throws as it loads', () => {
    const stderr = buildWith(
      'content/pages/about.tsx',
      'const settings = JSON.parse(\'{not json\');\nexport default function About() {\n  return <main id="main">{String(settings)}</main>;\n}\n',
    );
    assert.match(stderr, /content\/pages\/about\.tsx:1:\d+ {2}Rendering \/about failed: SyntaxError: /);
  });

  it('a replaced theme component that throws, in a component file outside the pages', () => {
    site.write(
      'components/Footer.tsx',
      "export default function Footer(): JSX.Element {\n  const items: string[] | undefined = undefined;\n  return <footer>{items!.join(', ')}</footer>;\n}\n",
    );
    try {
      const stderr = buildWith('site.config.ts', minimalConfig(`theme: { components: { Footer: './components/Footer.tsx' } },`));
      assert.match(stderr, /components\/Footer\.tsx:3:\d+ {2}Rendering \/[a-z]* failed: TypeError: /);
    } finally {
      site.delete('components/Footer.tsx');
    }
  });

  it('a config that imports a package that is not installed', () => {
    const stderr = buildWith('site.config.ts', `import extra from 'mysite-extra-not-installed';\n${minimalConfig(`tagline: String(extra),`)}`);
    assert.match(stderr, /site\.config\.ts:1:\d+ {2}site\.config\.ts imports the package "mysite-extra-not-installed", which is not installed\./);
    assert.match(stderr, /npm install mysite-extra-not-installed/);
  });
});
