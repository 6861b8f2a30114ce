/**
 * `mysite build` takes the config it compiled last time while what it was
 * compiled from is unchanged: site.config.ts, the files it imports, and the
 * tsconfig.json / jsconfig.json / package.json files above them. The kept
 * module is edited by hand here to tell a reused config from a compiled one.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, type FixtureSite } from '../support/fixture-site.js';

const CONFIG = `import { defineConfig } from 'mysite-ssg';
import { siteTitle } from './site-title';
export default defineConfig({ title: siteTitle, url: 'https://example.com' });
`;

describe('the compiled config, kept between builds', () => {
  let site: FixtureSite;
  let edit = 0;
  before(() => {
    site = createSite({
      'site.config.ts': CONFIG,
      'site-title.ts': "export const siteTitle: string = 'Title one';\n",
      'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n',
    });
    assert.equal(site.run('build').code, 0);
  });
  after(() => site.remove());

  /** Changes the kept compiled config's title, and a doc so that the next build runs. */
  function editKeptModule(): void {
    const dir = join(site.dir, '.mysite-cache');
    const kept = readdirSync(dir).find((name) => /^config-[0-9a-f]+\.mjs$/.test(name));
    assert.ok(kept, 'the compiled config is kept');
    site.write(`.mysite-cache/${kept}`, site.read(`.mysite-cache/${kept}`).replace(/Title \w+/, 'Title from the kept module'));
    site.write('content/docs/a.md', `---\ntitle: A\n---\n\nText ${++edit}.\n`);
  }

  function builtTitle(): string {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    return /<title>[^<]*?([^<|]*)<\/title>/.exec(site.read('dist/docs/a.html'))?.[0] ?? '';
  }

  it('is taken again while its files are unchanged', () => {
    editKeptModule();
    assert.match(builtTitle(), /Title from the kept module/);
  });

  it('is compiled again when a file the config imports changes', () => {
    site.write('site-title.ts', "export const siteTitle: string = 'Title two';\n");
    assert.match(builtTitle(), /Title two/);
  });

  it('is compiled again when a tsconfig.json appears beside it', () => {
    editKeptModule();
    site.write('tsconfig.json', '{ "compilerOptions": { "strict": true } }\n');
    assert.match(builtTitle(), /Title two/);
  });
});
