/**
 * `redirects`: pages at old addresses that send the reader on, `_redirects`
 * for hosts that read it, and targets link-checked; the host's own redirect
 * files keep links to the addresses they redirect from being broken; and
 * `migrate` carries the client-redirects plugin's options over.
 *
 * The builds run through the engine's API in one build process
 * (build-process.ts); `check-links` and `migrate` run the CLI.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startBuildProcess } from '../support/build-process.js';
import { createSite, type FixtureSite, minimalConfig } from '../support/fixture-site.js';

const docs = {
  'content/docs/index.md': '# Start\n\nRead the [new guide](/docs/guide) or the [old one](/docs/old-guide#setup).\n',
  'content/docs/guide.md': '# Guide\n\n## Setup\n\nSteps.\n',
};

describe('redirects', { timeout: 180_000 }, () => {
  const builds = startBuildProcess();
  const sites: FixtureSite[] = [];
  const site = (files: Record<string, string>) => {
    const made = createSite({ ...docs, ...files });
    sites.push(made);
    return made;
  };
  after(async () => {
    await builds.close();
    for (const s of sites) s.remove();
  });

  it('writes a page at each old address that sends the reader on, and _redirects for hosts that read it', async () => {
    const s = site({
      'site.config.ts': minimalConfig(`baseUrl: '/handbook/',
  redirects: [{ from: ['/docs/old-guide', '/docs/older-guide'], to: '/docs/guide' }, { from: '/chat', to: 'https://chat.example.com/room' }],`),
    });
    const build = await builds.build(s.dir);
    assert.equal(build.code, 0, build.stderr);
    const page = s.read('dist/docs/old-guide.html');
    assert.match(page, /<meta http-equiv="refresh" content="0; url=\/handbook\/docs\/guide">/);
    assert.match(page, /<link rel="canonical" href="https:\/\/example\.com\/handbook\/docs\/guide">/);
    assert.match(page, /<meta name="robots" content="noindex">/);
    assert.match(page, /<a href="\/handbook\/docs\/guide">/);
    assert.ok(s.exists('dist/docs/older-guide.html'));
    assert.match(s.read('dist/chat.html'), /url=https:\/\/chat\.example\.com\/room/);
    assert.equal(
      s.read('dist/_redirects'),
      "# Written by mysite from site.config.ts's redirects.\n/handbook/docs/old-guide /handbook/docs/guide 301\n/handbook/docs/older-guide /handbook/docs/guide 301\n/handbook/chat https://chat.example.com/room 301\n",
    );
    assert.doesNotMatch(s.read('dist/sitemap.xml'), /old-guide/, 'a redirect is not a page of the sitemap');
    const check = s.run('check-links');
    assert.equal(check.code, 0, check.stdout + check.stderr);
  });

  it('reports a redirect to a page that does not exist as a broken link', async () => {
    const s = site({ 'site.config.ts': minimalConfig(`redirects: [{ from: '/docs/old-guide', to: '/docs/gone' }],`) });
    const build = await builds.build(s.dir);
    assert.equal(build.code, 1);
    assert.match(build.stderr, /Broken link: \/docs\/gone \(no page or file at \/docs\/gone/);
  });

  it('keeps a page over a redirect from its own address, with a warning, and refuses a javascript: target', async () => {
    const s = site({ 'site.config.ts': minimalConfig(`redirects: [{ from: '/docs/guide', to: '/docs' }, { from: '/docs/old-guide', to: '/docs/guide' }],`) });
    const build = await builds.build(s.dir);
    assert.equal(build.code, 0, build.stderr);
    assert.match(build.stderr, /The redirect from \/docs\/guide to \/docs is not written: \/docs\/guide is a page of the site\.\s+\[redirects\/over-page\]/);
    assert.match(s.read('dist/docs/guide.html'), /<h1[^>]*>Guide/);
    const bad = site({ 'site.config.ts': minimalConfig(`redirects: [{ from: '/docs/old-guide', to: 'javascript:alert(1)' }],`) });
    const refused = await builds.build(bad.dir);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /redirects/);
  });

  it('makes old addresses from extensions and from createRedirects', async () => {
    const s = site({
      'site.config.ts': minimalConfig(`redirects: {
    fromExtensions: ['htm'],
    createRedirects: (path) => (path.startsWith('/docs/') ? path.replace('/docs/', '/manual/') : undefined),
  },
  onBrokenLinks: 'throw',`),
      'content/docs/index.md': '# Start\n\nThe [guide](/docs/guide).\n',
    });
    const build = await builds.build(s.dir);
    assert.equal(build.code, 0, build.stderr);
    assert.match(s.read('dist/docs/guide.htm.html'), /url=\/docs\/guide"/);
    assert.match(s.read('dist/manual/guide.html'), /url=\/docs\/guide"/);
  });

  for (const [name, files] of [
    ['static/_redirects', { 'static/_redirects': '# moved pages\n/docs/old-guide /docs/guide 301\n/legacy/* /docs/:splat 301\n' }],
    [
      'netlify.toml',
      {
        'netlify.toml':
          '[build]\n  publish = "dist"\n\n[[redirects]]\n  from = "/docs/old-guide"\n  to = "/docs/guide"\n\n[[redirects]]\n  from = "/legacy/*"\n  to = "/docs/:splat"\n',
      },
    ],
    [
      'vercel.json',
      {
        'vercel.json': JSON.stringify({
          redirects: [
            { source: '/docs/old-guide', destination: '/docs/guide' },
            { source: '/legacy/:path*', destination: '/docs/:path*' },
          ],
        }),
      },
    ],
  ] as const) {
    it(`reads the host's ${name}: a link to an address it redirects is not broken, in build and check-links`, async () => {
      const s = site({
        'site.config.ts': minimalConfig(),
        'content/docs/index.md': '# Start\n\nThe [old guide](/docs/old-guide), a [legacy page](/legacy/a/b) and a [missing one](/docs/missing).\n',
        ...files,
      });
      const build = await builds.build(s.dir);
      assert.equal(build.code, 1);
      assert.doesNotMatch(build.stderr, /old-guide|legacy/);
      assert.match(build.stderr, /Broken link: \/docs\/missing/);
      s.write('content/docs/index.md', '# Start\n\nThe [old guide](/docs/old-guide) and a [legacy page](/legacy/a/b).\n');
      assert.equal((await builds.build(s.dir)).code, 0);
      const check = s.run('check-links');
      assert.equal(check.code, 0, check.stdout + check.stderr);
    });
  }

  it('migrate carries the client-redirects plugin over, and names createRedirects for copying', async () => {
    const s = site({
      'docusaurus.config.js': `module.exports = {
  title: 'Moved', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', { docs: { path: 'content/docs' }, blog: false }]],
  plugins: [['@docusaurus/plugin-client-redirects', {
    fromExtensions: ['html', 'htm'],
    redirects: [{ to: '/docs/guide', from: ['/docs/old-guide'] }],
    createRedirects(existingPath) { return existingPath.startsWith('/docs/') ? [existingPath.replace('/docs/', '/help/')] : undefined; },
  }]],
};
`,
    });
    s.delete('site.config.ts');
    const migrate = s.run('migrate');
    assert.equal(migrate.code, 0, migrate.stderr);
    const config = s.read('site.config.ts');
    assert.match(config, /redirects: \{ rules: \[\{ from: \['\/docs\/old-guide'\], to: '\/docs\/guide' \}\], fromExtensions: \['html', 'htm'\] \}/);
    assert.match(migrate.stdout, /createRedirects\s+is a function: copy it into site\.config\.ts as redirects\.createRedirects/);
    assert.doesNotMatch(migrate.stdout, /plugin-client-redirects.*no redirect/);
    const build = await builds.build(s.dir);
    assert.equal(build.code, 0, build.stderr);
    // The Docusaurus config leaves trailingSlash unset: a redirect page is a folder, one from an old file name a file.
    assert.ok(s.exists('dist/docs/old-guide/index.html'));
    assert.ok(s.exists('dist/docs/guide.htm.html'));
    assert.doesNotMatch(build.stderr, /redirects\/over-page/, 'x.html is already x: no redirect from it');
  });
});
