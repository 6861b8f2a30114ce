/**
 * `customFields`, as Docusaurus sites keep values for their components:
 * `mysite migrate` carries the JSON ones into site.config.ts (and reports a
 * function, which cannot be written there), and a React page and an MDX
 * page read them through `useDocusaurusContext().siteConfig.customFields`.
 * A site without them sends none to the browser.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import { migrate } from '../../src/migrate/migrate.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const READS = `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';`;

const RELEASE_PAGE = `${READS}

export default function Release() {
  const { siteConfig } = useDocusaurusContext();
  return <main id="main"><h1>Release {siteConfig.customFields.release.version}</h1></main>;
}
`;

const DOC = `---
title: Upgrading
---
${READS}

export const Version = () => <strong className="release">{useDocusaurusContext().siteConfig.customFields.release.version}</strong>;

Upgrade to <Version />.
`;

describe('customFields', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig("customFields: { release: { version: '4.2', channels: ['stable', 'beta'] } },"),
      'content/pages/release.jsx': RELEASE_PAGE,
      'content/docs/upgrading.mdx': DOC,
    });
  });
  after(() => site.remove());

  it('are read by React pages and MDX pages', () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.match(site.read('dist/release.html'), /<h1>Release <!-- -->4\.2<\/h1>|<h1>Release 4\.2<\/h1>/);
    assert.match(site.read('dist/docs/upgrading.html'), /<strong class="release">4\.2<\/strong>/);
  });

  it('reach the browser only on a site that has them', () => {
    const scripts = () =>
      readdirSync(join(site.dir, 'dist/assets/js'), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name.endsWith('.js'))
        .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
        .join('\n');
    assert.match(scripts(), /customFields:\{release:\{version:"4\.2"/);
    site.write('site.config.ts', minimalConfig());
    site.write('content/pages/release.jsx', RELEASE_PAGE.replace('{siteConfig.customFields.release.version}', '{siteConfig.title}'));
    site.delete('content/docs/upgrading.mdx');
    site.write('content/docs/intro.md', '# Intro\n');
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.doesNotMatch(scripts(), /customFields:\{/);
  });

  it('mysite migrate carries the JSON values and reports a function', async () => {
    const dir = createSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Handbook',
  url: 'https://example.com',
  presets: [['classic', { docs: {}, blog: false }]],
  customFields: { release: { version: '4.2' }, greet: () => 'hi' },
};
`,
      'docs/intro.md': '# Intro\n',
    });
    try {
      const result = await migrate({ dir: dir.dir });
      assert.match(result.skipped.find((s) => s.path === 'customFields.greet')?.reason ?? '', /only JSON values/);
      const { config } = await loadConfig(dir.dir);
      assert.deepEqual(config.customFields, { release: { version: '4.2' } });
    } finally {
      dir.remove();
    }
  });
});
