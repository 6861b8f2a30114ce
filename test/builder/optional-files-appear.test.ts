/**
 * Absence is an input: each optional file the build looks for by name, added
 * to a site that was built without it, builds again (no "Up to date") and
 * changes the output. The files under the input globs (a folder's
 * `_category_.json`, a blog's `tags.yml`, translations,
 * `sidebars.ts`) are new entries of the globs' listing; the ones outside
 * them (`src/theme/MDXComponents.*`) are recorded when looked up
 * (core/looked-up-files.ts), and the site's `.env`, which the config's load
 * reads when it is there (`LoadedConfig.lookedUp`).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const MDX_COMPONENTS = `import MDXComponents from '@theme-original/MDXComponents';
import React from 'react';
export default { ...MDXComponents, Details: (props) => React.createElement('div', { className: 'site-details' }, props.children) };
`;

describe('an optional file added to a built site', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      // The title comes from the site's .env once there is one (a name no shell sets).
      'site.config.ts': minimalConfig("blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }],").replace(
        "title: 'Fixture'",
        "title: process.env.MYSITE_FIXTURE_ENV_TITLE ?? 'Fixture'",
      ),
      'content/docs/intro.mdx': '---\nslug: /\ntitle: Intro\nsidebar_position: 1\n---\n\n<Details><summary>More</summary>Inside.</Details>\n',
      'content/docs/guide/setup.md': '---\ntitle: Setup\n---\n\nSetup.\n',
      'content/blog/2024-01-01-hello.md': '---\ntitle: Hello\ntags: [news]\nauthors: [jo]\n---\n\nHello.\n\n<!-- truncate -->\n',
      'content/blog/authors.yml': 'jo:\n  name: Jo\n',
    });
    assert.equal(site.run('build').code, 0);
    assert.match(site.run('build').stdout, /Up to date/);
  });
  after(() => site.remove());

  const cases: { file: string; contents: string; page: string; shows: RegExp }[] = [
    { file: 'src/theme/MDXComponents.js', contents: MDX_COMPONENTS, page: 'dist/docs.html', shows: /class="site-details"/ },
    { file: 'content/docs/guide/_category_.json', contents: '{ "label": "Getting started" }\n', page: 'dist/docs.html', shows: /Getting started/ },
    { file: 'content/blog/tags.yml', contents: 'news:\n  label: Announcements\n', page: 'dist/blog/tags.html', shows: /Announcements/ },
    {
      file: 'i18n/en-US/code.json',
      contents: '{ "theme.docs.paginator.next": { "message": "Onward" } }\n',
      page: 'dist/docs.html',
      shows: /Onward/,
    },
    {
      file: 'sidebars.ts',
      contents: "export default { docs: [{ type: 'doc', id: 'intro', label: 'Start here' }, 'guide/setup'] };\n",
      page: 'dist/docs.html',
      shows: /Start here/,
    },
    { file: '.env', contents: 'MYSITE_FIXTURE_ENV_TITLE=Titled by dotenv\n', page: 'dist/docs.html', shows: /Titled by dotenv/ },
  ];
  for (const { file, contents, page, shows } of cases) {
    it(`${file}: builds again and the output shows it`, () => {
      assert.doesNotMatch(site.read(page), shows);
      site.write(file, contents);
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /✔ Built/);
      assert.match(site.read(page), shows);
      assert.match(site.run('build').stdout, /Up to date/);
    });
  }
});
