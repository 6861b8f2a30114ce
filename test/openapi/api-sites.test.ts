/**
 * Sites made of API references: one with nothing but an API, one with two
 * APIs side by side, and the config errors around them (no section at all,
 * two APIs with the same id or route).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createSite, type FixtureSite } from '../support/fixture-site.js';
import { absolute } from './helpers.js';

const spec = (name: string) => readFileSync(absolute(`test/fixtures/openapi/multi/${name}.yaml`), 'utf8');

/** A site of only the given config lines and files: no docs, no pages. */
function bareSite(config: string, files: Record<string, string> = {}): FixtureSite {
  const site = createSite({
    'site.config.ts': `import { defineConfig } from 'mysite';\nexport default defineConfig({\n  title: 'Fixture',\n  url: 'https://example.com',\n  ${config}\n});\n`,
    ...files,
  });
  site.delete('content/pages/index.tsx');
  return site;
}

describe('a site with only an API', () => {
  let site: FixtureSite;
  let build: ReturnType<FixtureSite['run']>;
  before(() => {
    site = bareSite(`api: { specPath: 'openapi/public.yaml' },`, { 'openapi/public.yaml': spec('public') });
    build = site.run('build');
  });
  after(() => site.remove());

  it('builds from title, url and api alone', () => {
    assert.equal(build.code, 0, build.stderr);
    assert.ok(site.exists('dist/api/lamp-control.html'));
    assert.ok(site.exists('dist/api/switch-lamp.html'));
  });

  it('passes check-links, its logo leading to the API introduction', () => {
    const check = site.run('check-links');
    assert.equal(check.code, 0, check.stdout + check.stderr);
    assert.match(site.read('dist/api/switch-lamp.html'), /<a href="\/api\/lamp-control" class="navbar-brand"[^>]*>/);
  });

  it('also builds with docs: false', () => {
    site.write('site.config.ts', site.read('site.config.ts').replace('api:', 'docs: false,\n  api:'));
    const again = site.run('build');
    assert.equal(again.code, 0, again.stderr);
  });
});

describe('a site with no section', () => {
  it('is config/empty-site, saying what to add', () => {
    const site = bareSite('docs: false,');
    try {
      const build = site.run('build');
      assert.equal(build.code, 1);
      assert.match(build.stderr, /\[config\/empty-site\]/);
      assert.match(build.stderr, /content\/docs\/.*api: \{ specPath \}.*content\/pages\/index\.tsx/);
    } finally {
      site.remove();
    }
  });
});

describe('a site with two APIs', () => {
  let site: FixtureSite;
  let build: ReturnType<FixtureSite['run']>;
  before(() => {
    site = bareSite(
      `api: [{ id: 'public', specPath: 'openapi/public.yaml' }, { id: 'admin', specPath: 'openapi/admin.yaml', routeBasePath: '/admin-api' }],\n  search: { sections: { admin: 'Admin API' } },`,
      { 'openapi/public.yaml': spec('public'), 'openapi/admin.yaml': spec('admin') },
    );
    build = site.run('build');
  });
  after(() => site.remove());

  it('builds both references under their routes, and links check', () => {
    assert.equal(build.code, 0, build.stderr);
    for (const page of ['api/public/lamp-control', 'api/public/list-lamps', 'admin-api/fuse-box-admin', 'admin-api/list-fuses'])
      assert.ok(site.exists(`dist/${page}.html`), page);
    const check = site.run('check-links');
    assert.equal(check.code, 0, check.stdout + check.stderr);
  });

  it('gives each its own sidebar', () => {
    const publicSidebar = site.read('dist/_mysite/sidebars/api-public.json');
    const adminSidebar = site.read('dist/_mysite/sidebars/api-admin.json');
    assert.match(publicSidebar, /\/api\/public\/switch-lamp/);
    assert.doesNotMatch(publicSidebar, /admin-api/);
    assert.match(adminSidebar, /\/admin-api\/list-fuses/);
    assert.doesNotMatch(adminSidebar, /\/api\/public/);
  });

  it('gives each its own part of search, labelled by id or by search.sections', () => {
    const index = JSON.parse(site.read('dist/_mysite/search/index.json')) as { groups: string[]; pages: [string, string, number][] };
    const groupOf = (path: string) => index.groups[index.pages.find((p) => p[0] === path)![2]];
    assert.equal(groupOf('/api/public/list-lamps'), 'API (public)');
    assert.equal(groupOf('/admin-api/list-fuses'), 'Admin API');
  });

  it('publishes both documents and the Markdown twins of both', () => {
    assert.match(site.read('dist/openapi-public.yaml'), /title: Lamp Control/);
    assert.equal(JSON.parse(site.read('dist/openapi-admin.json')).info.title, 'Fuse Box Admin');
    assert.match(site.read('dist/api/public/lamp-control.html'), /href="\/openapi-public\.yaml"/);
    assert.match(site.read('dist/api/public/list-lamps.md'), /GET/);
    assert.match(site.read('dist/admin-api/list-fuses.md'), /\/fuses/);
    const llms = site.read('dist/llms.txt');
    assert.match(llms, /\/api\/public\/list-lamps\.md/);
    assert.match(llms, /\/admin-api\/list-fuses\.md/);
  });
});

describe('two APIs that clash', () => {
  for (const [what, second, pattern] of [
    ['the same id', `{ id: 'one', specPath: 'openapi/admin.yaml', routeBasePath: '/other' }`, /api\[0\] and api\[1\] have the same id "one"/],
    [
      'the same route',
      `{ id: 'two', specPath: 'openapi/admin.yaml', routeBasePath: '/api/one' }`,
      /api\[0\] and api\[1\] have the same routeBasePath "\/api\/one"/,
    ],
  ] as const) {
    it(`with ${what} are a config error naming both`, () => {
      const site = bareSite(`api: [{ id: 'one', specPath: 'openapi/public.yaml' }, ${second}],`, {
        'openapi/public.yaml': spec('public'),
        'openapi/admin.yaml': spec('admin'),
      });
      try {
        const build = site.run('build');
        assert.equal(build.code, 1);
        assert.match(build.stderr, pattern);
        assert.match(build.stderr, /\[config\/invalid-value\]/);
      } finally {
        site.remove();
      }
    });
  }
});

describe('a wrong value inside one form of api', () => {
  it('is reported at its key path, not as a value that fits neither form', () => {
    const site = bareSite(`api: [{ id: 'one', specPath: 42 }],`);
    try {
      const build = site.run('build');
      assert.equal(build.code, 1);
      assert.match(build.stderr, /"api\[0\]\.specPath" has the wrong type: expected string, got number/);
    } finally {
      site.remove();
    }
  });
});
