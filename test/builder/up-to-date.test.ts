/** A build with nothing to do says so and leaves dist/ alone; any change builds again. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe('up-to-date builds', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/a.md': '---\nslug: /\ntitle: A\n---\n\nText.\n' });
    assert.equal(site.run('build').code, 0);
  });
  after(() => site.remove());

  it('does nothing when no input changed', () => {
    const r = site.run('build');
    assert.equal(r.code, 0);
    assert.match(r.stdout, /Up to date: \d+ pages/);
  });

  it('builds again when a content file changes', () => {
    site.write('content/docs/a.md', '---\nslug: /\ntitle: A\n---\n\nNew text.\n');
    const r = site.run('build');
    assert.match(r.stdout, /✔ Built \d+ pages/);
    assert.match(site.read('dist/docs.html'), /New text\./);
  });

  it('builds again when a file is only touched, or the output folder was changed', () => {
    const now = new Date();
    utimesSync(join(site.dir, 'content/docs/a.md'), now, new Date(now.getTime() + 5000));
    assert.match(site.run('build').stdout, /✔ Built/);
    rmSync(join(site.dir, 'dist/_mysite/build-id'));
    assert.match(site.run('build').stdout, /✔ Built/);
    assert.match(site.run('build').stdout, /Up to date/);
  });

  it('builds again, with the new code, when a file a page or an override imports changes', () => {
    site.write('content/pages/_parts/Greeting.tsx', 'export function Greeting() { return <p>Hello v1</p>; }\n');
    site.write(
      'content/pages/index.tsx',
      "import { Greeting } from './_parts/Greeting.js';\nexport const head = { title: 'Home' };\nexport default function Home() { return <main id=\"main\"><Greeting /></main>; }\n",
    );
    site.write('components/Footer.tsx', 'export default function Footer() { return <footer>Footer v1</footer>; }\n');
    site.write('site.config.ts', minimalConfig(`theme: { components: { Footer: './components/Footer.tsx' } },`));
    assert.match(site.run('build').stdout, /✔ Built/);
    assert.match(site.run('build').stdout, /Up to date/);
    site.write('content/pages/_parts/Greeting.tsx', 'export function Greeting() { return <p>Hello v2</p>; }\n');
    assert.match(site.run('build').stdout, /✔ Built/);
    assert.match(site.read('dist/index.html'), /Hello v2/);
    site.write('components/Footer.tsx', 'export default function Footer() { return <footer>Footer v2</footer>; }\n');
    assert.match(site.run('build').stdout, /✔ Built/);
    assert.match(site.read('dist/index.html'), /Footer v2/);
  });

  it('is up to date with warnings too, and shows them again', () => {
    site.write('content/docs/a.md', '---\nslug: /\ntitle: A\nsidebar_lable: A\n---\n\nText.\n');
    const built = site.run('build');
    assert.match(built.stdout, /✔ Built \d+ pages.*1 warning/);
    const again = site.run('build');
    assert.match(again.stdout, /Up to date: \d+ pages.*1 warning/);
    assert.match(again.stderr, /a\.md:4\s+Unknown front matter key "sidebar_lable"/);
    site.write('content/docs/a.md', '---\nslug: /\ntitle: A\n---\n\nText.\n');
    assert.doesNotMatch(site.run('build').stdout, /warning/);
    const clean = site.run('build');
    assert.doesNotMatch(clean.stdout + clean.stderr, /warning|sidebar_lable/);
  });

  it('always builds with --no-cache', () => {
    assert.match(site.run('build', '--no-cache').stdout, /✔ Built/);
  });
});
