import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const INLINE = 'window.visits = (window.visits || 0) + 1;';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy of a built page's <meta> tag, and of the `_headers` file. */
function policies(site: FixtureSite, page: string): { meta?: string; header?: string } {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(site.read(page))?.[1]?.replace(/&#39;/g, "'");
  const header = /Content-Security-Policy: (.*)/.exec(site.read('dist/_headers'))?.[1];
  return { meta, header };
}

const directive = (policy: string | undefined, name: string) => policy?.split('; ').find((d) => d.startsWith(`${name} `));

describe('the Content-Security-Policy, head tags, scripts and stylesheets from the config', () => {
  let site: FixtureSite;
  let result: ReturnType<FixtureSite['run']>;

  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`
  baseUrl: '/docs-site/',
  security: { csp: { 'frame-src': ['https://www.youtube-nocookie.com'], 'font-src': ['https://fonts.gstatic.com'] } },
  headTags: [
    { tagName: 'meta', attributes: { name: 'site-verification', content: 'token-123' } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.com', crossorigin: true } },
    { tagName: 'script', attributes: {}, innerHTML: ${JSON.stringify(INLINE)} },
    { tagName: 'script', attributes: { src: 'https://tags.example.net/tag.js', async: true } },
  ],
  scripts: ['https://stats.example.org/count.js', { src: '/js/local.js', defer: true, 'data-site': 'fixture' }],
  stylesheets: ['https://fonts.example.com/css2?family=Inter'],
  theme: { customCss: ['./styles/custom.css'] },`),
      'styles/custom.css': `/* fonts */\n@import url('https://fonts.googleapis.com/css2?family=Lato');\nbody { color: black; }\n`,
      'static/js/local.js': 'void 0;\n',
      'content/docs/videos.md': [
        '# Videos',
        '',
        'Allowed:',
        '',
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Allowed"></iframe>',
        '',
        'Not allowed:',
        '',
        '  <iframe title="Blocked" src="https://player.example.tv/embed/1"></iframe>',
        '',
        '```html',
        '<iframe src="https://in-a-code-block.example/"></iframe>',
        '```',
        '',
        'Inline `<script src="https://in-a-code-span.example/x.js"></script>` too.',
        '',
      ].join('\n'),
    });
    result = site.run('build');
  });
  after(() => site.remove());

  it('builds', () => assert.equal(result.code, 0, result.stderr));

  it('extends the meta and header policy per directive, keeping the strict default', () => {
    for (const policy of Object.values(policies(site, 'dist/docs/videos.html'))) {
      // A directive the default leaves out starts from default-src: the site's own frames still load.
      assert.equal(directive(policy, 'frame-src'), "frame-src 'self' https://www.youtube-nocookie.com");
      assert.equal(directive(policy, 'font-src'), "font-src 'self' https://fonts.gstatic.com");
      assert.equal(directive(policy, 'object-src'), "object-src 'none'");
      assert.equal(directive(policy, 'default-src'), "default-src 'self'");
    }
    assert.match(policies(site, 'dist/docs/videos.html').header!, /frame-ancestors 'self'/);
  });

  it("adds the config's script and stylesheet origins, and the inline script's hash", () => {
    const { meta, header } = policies(site, 'dist/index.html');
    for (const policy of [meta, header]) {
      const scripts = directive(policy, 'script-src')!;
      assert.ok(scripts.includes('https://stats.example.org') && scripts.includes('https://tags.example.net'), scripts);
      assert.ok(scripts.includes(sha256(INLINE)), scripts);
      assert.ok(!scripts.includes('/js/local.js'), scripts);
      assert.equal(directive(policy, 'style-src'), "style-src 'self' 'unsafe-inline' https://fonts.example.com");
    }
  });

  it('puts the head tags, stylesheets and scripts in every page, the 404 page included', () => {
    for (const page of ['dist/index.html', 'dist/docs/videos.html', 'dist/404.html']) {
      const head = site.read(page).split('</head>')[0]!;
      assert.match(head, /<meta name="site-verification" content="token-123">/);
      assert.match(head, /<link rel="preconnect" href="https:\/\/fonts.gstatic.com" crossorigin>/);
      assert.ok(head.includes(`<script>${INLINE}</script>`), page);
      assert.match(head, /<script src="https:\/\/tags.example.net\/tag.js" async><\/script>/);
      assert.match(head, /<link rel="stylesheet" href="https:\/\/fonts.example.com\/css2\?family=Inter">/);
      assert.match(head, /<script src="https:\/\/stats.example.org\/count.js"><\/script>/);
      // A path of the site is served under the base URL.
      assert.match(head, /<script src="\/docs-site\/js\/local.js" defer data-site="fixture"><\/script>/);
    }
  });

  it('warns at the file and line of an iframe the policy blocks, and of a CSS @import of another origin', () => {
    const out = result.stdout + result.stderr;
    assert.match(out, /content\/docs\/videos\.md:9:3\b.*<iframe> loads https:\/\/player\.example\.tv.*frame-src/);
    assert.match(out, /styles\/custom\.css:2:1\b.*@import loads https:\/\/fonts\.googleapis\.com.*style-src/);
    assert.doesNotMatch(out, /youtube-nocookie\.com, which/);
    assert.doesNotMatch(out, /in-a-code-(block|span)/);
  });
});

describe('security.csp: false', () => {
  let site: FixtureSite;
  let result: ReturnType<FixtureSite['run']>;

  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`security: { csp: false },`),
      'content/docs/videos.md': '# Videos\n\n<iframe src="https://player.example.tv/embed/1" title="A video"></iframe>\n',
    });
    result = site.run('build');
  });
  after(() => site.remove());

  it('sends no policy, in the pages or in _headers, and warns about nothing', () => {
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(policies(site, 'dist/docs/videos.html'), { meta: undefined, header: undefined });
    assert.match(site.read('dist/_headers'), /X-Content-Type-Options: nosniff/);
    assert.doesNotMatch(result.stdout + result.stderr, /Content-Security-Policy/);
  });
});
