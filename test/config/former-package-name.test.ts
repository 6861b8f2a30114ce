/**
 * mysite is published as `mysite-ssg` (`mysite` on the registry is another
 * package); a site written before the rename, importing from `mysite`,
 * `mysite/theme` and `mysite/client`, builds unchanged, and so does one
 * using the new name (core/package-name.ts).
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, type FixtureSite } from '../support/fixture-site.js';

const page = (name: string) => `import { Hero } from '${name}/theme';
import { Link } from '${name}/client';
export const head = { title: 'Home' };
export default function Home() {
  return <main id="main"><Hero title="Made with ${name}" tagline="A tagline" /><Link to="/">Home</Link></main>;
}
`;

const config = (name: string) => `import { defineConfig } from '${name}';
export default defineConfig({ title: 'Fixture', url: 'https://example.com' });
`;

describe('the package name in imports', () => {
  const sites: FixtureSite[] = [];
  after(() => sites.forEach((s) => s.remove()));

  for (const name of ['mysite', 'mysite-ssg']) {
    it(`builds a site whose config and page import from ${name}`, () => {
      const site = createSite({ 'site.config.ts': config(name), 'content/pages/index.tsx': page(name), 'content/docs/intro.md': '# Intro\n' });
      sites.push(site);
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.match(site.read('dist/index.html'), new RegExp(`Made with ${name}`));
    });
  }
});
