/**
 * What `migrate` says of the options it does not carry over is true of
 * mysite today: an external link's `target` is not needed (mysite opens it
 * in a new tab), an internal link's has no equivalent (mysite opens the
 * site's own pages in the same tab); `themeConfig.docs.versionPersistence`
 * is about remembering a reader's version, not about versions being missing;
 * `markdown.emoji`, Docusaurus's switch for `:shortcode:` emoji, is no missing
 * option: mysite has the same one (test/content/emoji-setting.test.ts), and
 * takes it over.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import { migrate } from '../../src/migrate/migrate.js';

describe('mysite migrate: the reasons it gives', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'mysite-migrate-reasons-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n\nHello.\n');
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      `module.exports = { title: 'Docs', url: 'https://example.com', themeConfig: {
        docs: { versionPersistence: 'localStorage' },
        navbar: { items: [
          { label: 'Intro', to: '/docs/intro', target: '_blank' },
          { label: 'Code', href: 'https://git.example.com/repo', target: '_blank' },
        ] },
        footer: { links: [{ title: 'More', items: [{ label: 'Intro', to: '/docs/intro', target: '_blank' }] }] },
      } };\n`,
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("says what is true of each link's target and of version persistence", async () => {
    const { skipped } = await migrate({ dir });
    const of = (path: string) => skipped.find((s) => s.path === path);
    assert.equal(of('themeConfig.navbar.items[1].target')?.kind, 'not-needed');
    assert.match(of('themeConfig.navbar.items[1].target')!.reason, /external links in a new tab/);
    for (const internal of ['themeConfig.navbar.items[0].target', 'themeConfig.footer.links[0].items[0].target']) {
      assert.equal(of(internal)?.kind, 'no-equivalent', internal);
      assert.match(of(internal)!.reason, /same tab/, internal);
    }
    const persistence = of('themeConfig.docs.versionPersistence');
    assert.equal(persistence?.kind, 'no-equivalent');
    assert.doesNotMatch(persistence!.reason, /not supported/);
    assert.match(persistence!.reason, /does not remember/);
    assert.ok(!skipped.some((s) => /versions are not supported/.test(s.reason)));
  });

  it('carries markdown.emoji over, as mysite has the same switch', async () => {
    const site = join(dir, 'emoji');
    mkdirSync(join(site, 'docs'), { recursive: true });
    writeFileSync(join(site, 'docs/intro.md'), '# Intro\n\nA :tada: party.\n');
    writeFileSync(join(site, 'docusaurus.config.js'), "module.exports = { title: 'Docs', url: 'https://example.com', markdown: { emoji: false } };\n");
    const { skipped } = await migrate({ dir: site });
    assert.deepEqual(
      skipped.filter((s) => s.path.startsWith('markdown')),
      [],
    );
    assert.equal((await loadConfig(site)).config.markdown.emoji, false);
  });
});
