/**
 * The theme made a site's own through config: colours and fonts become CSS
 * variables, custom CSS comes after the theme's, a component is replaced
 * without copying the theme (it can wrap the original, and read the page
 * through useRoute), the version badge shows only when a version is named,
 * and a docs-only site's logo leads to its docs.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

function builtCss(site: FixtureSite): string {
  const dir = join(site.dir, 'dist/assets/css');
  return readdirSync(dir)
    .map((f) => site.read(`dist/assets/css/${f}`))
    .join('\n');
}

describe('theme options', () => {
  let site: FixtureSite;
  let result: ReturnType<FixtureSite['run']>;

  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`
  theme: {
    colors: { primary: '#42b983' },
    fonts: { body: 'Inter, sans-serif', code: 'Fira Code, monospace' },
    customCss: ['./styles/site.css'],
    components: { Footer: './components/Footer.tsx', TocColumn: './components/TocColumn.tsx' },
  },
  footer: { copyright: 'Original footer text' },`),
      'styles/site.css': '.my-own-rule { color: rebeccapurple; }\n',
      'components/Footer.tsx': `import { useRoute } from 'mysite-ssg/client';
import { Footer as ThemeFooter, type ThemeComponentProps } from 'mysite-ssg/theme';
export default function Footer(props: ThemeComponentProps<'Footer'>) {
  const route = useRoute();
  const page = route.layout === 'doc' ? 'doc ' + route.data.title : route.layout;
  const about = \`\${page} at \${route.path} of \${route.site.title}; toc: \${route.toc?.map((item) => item.id).join(' ') ?? 'none'}; sidebar: \${route.sidebar ? 'yes' : 'no'}\`;
  return <div className="wrapped-footer"><p>Replaced footer</p><p className="route">{about}</p><ThemeFooter {...props} /></div>;
}
`,
      'components/TocColumn.tsx': `import { TocColumn as ThemeTocColumn, type ThemeComponentProps } from 'mysite-ssg/theme';
export default function TocColumn(props: ThemeComponentProps<'TocColumn'>) {
  return props.placement === 'side' ? <div className="my-toc-column"><ThemeTocColumn {...props} /></div> : <ThemeTocColumn {...props} />;
}
`,
      'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nHello.\n\n## First part\n\nText.\n',
    });
    result = site.run('build');
  });
  after(() => site.remove());

  it('builds', () => assert.equal(result.code, 0, result.stderr));

  it('turns colours and fonts into CSS variables, with readable text shades derived', () => {
    const css = builtCss(site);
    assert.match(css, /--mysite-primary:\s*#42b983/);
    assert.match(css, /--mysite-primary-text:\s*#[0-9a-f]{6}/);
    assert.match(css, /--mysite-font-body:\s*Inter, sans-serif/);
    assert.match(css, /--mysite-font-code:\s*Fira Code, monospace/);
  });

  it('loads custom CSS after the theme', () => {
    const css = builtCss(site);
    assert.ok(css.indexOf('.my-own-rule') > css.indexOf('.navbar'), 'custom CSS comes after the theme rules');
  });

  it('replaces a theme component everywhere, and the original can be wrapped', () => {
    const html = site.read('dist/docs.html');
    assert.match(html, /<div class="wrapped-footer"><p>Replaced footer<\/p>/);
    assert.match(html, /Original footer text/, 'the wrapped original still renders');
  });

  it('gives a replacement the route: the page, its data typed by layout, the site, its sidebar and TOC', () => {
    assert.match(site.read('dist/docs.html'), /<p class="route">doc Intro at \/docs of Fixture; toc: first-part; sidebar: yes<\/p>/);
    assert.match(site.read('dist/index.html'), /<p class="route">page:\/ at \/ of Fixture; toc: none; sidebar: no<\/p>/);
  });

  it('replaces the table of contents column of the doc layout', () => {
    const html = site.read('dist/docs.html');
    assert.match(html, /<div class="my-toc-column"><div class="doc-toc"><nav class="toc" aria-label="On this page">/);
    assert.match(html, /<details class="toc-mobile"><summary>On this page<\/summary><nav class="toc"/, 'the top placement is the original');
  });

  it('shows no version badge when no version is named', () => {
    assert.doesNotMatch(site.read('dist/docs.html'), /version-badge/);
  });

  it('leads the navbar logo to the docs on a site without a home page', () => {
    const docsOnly = createSite({
      'site.config.ts': minimalConfig(`navbar: { title: 'Docs only' }, docs: { versionLabel: '2.x' },`),
      'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nHello.\n',
    });
    try {
      docsOnly.delete('content/pages/index.tsx');
      const r = docsOnly.run('build');
      assert.equal(r.code, 0, r.stderr);
      const html = docsOnly.read('dist/docs.html');
      assert.match(html, /<a href="\/docs" class="navbar-brand">/);
      assert.match(html, /Version: (<!-- -->)?2\.x/, 'a named version shows its badge');
      assert.equal(docsOnly.exists('dist/index.html'), false);
    } finally {
      docsOnly.remove();
    }
  });
});

describe('theme mistakes are the author’s errors', () => {
  /** A good build, then one with the given theme option: it fails and keeps the good output. */
  const build = (theme: string, files: Record<string, string> = {}) => {
    const site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nHi.\n', ...files });
    try {
      assert.equal(site.run('build').code, 0);
      site.write('site.config.ts', minimalConfig(`theme: ${theme},`));
      return { ...site.run('build'), distKept: site.exists('dist/docs.html') };
    } finally {
      site.remove();
    }
  };

  it('a theme folder that does not exist', () => {
    const r = build(`{ name: './themes/mine' }`, { 'themes/other/index.ts': 'export default {};\n' });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /Theme "\.\/themes\/mine" not found\. There is no folder \.\/themes\/mine/);
    assert.match(r.stderr, /This site has: '\.\/themes\/other'/);
    assert.doesNotMatch(r.stderr, /Internal error/);
  });

  it('a theme package that is not installed', () => {
    const r = build(`'mysite-theme-nowhere'`);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /No package "mysite-theme-nowhere" is installed/);
  });

  it('an unknown component name, with a suggestion', () => {
    const r = build(`{ components: { Footr: './x.tsx' } }`);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /theme\.components\.Footr: the theme has no component "Footr" \(did you mean "Footer"\?\)/);
  });

  it('a component file that does not exist', () => {
    const r = build(`{ components: { Footer: './components/Nope.tsx' } }`);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /theme\.components\.Footer: there is no file \.\/components\/Nope\.tsx/);
  });

  it('a component module without a default export', () => {
    const r = build(`{ components: { Footer: './components/Footer.tsx' } }`, { 'components/Footer.tsx': 'export function Footer() { return null; }\n' });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /theme\.components\.Footer: \.\/components\/Footer\.tsx has no default export/);
    assert.ok(r.distKept, 'the last good dist/ is kept');
  });

  it('a custom stylesheet that does not exist', () => {
    const r = build(`{ customCss: ['./styles/missing.css'] }`);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /theme\.customCss\[0\]: there is no file \.\/styles\/missing\.css/);
  });
});
