/**
 * `mysite build --untrusted-content`, as CI builds a pull request: an MDX
 * page (or a partial) whose own code reaches the build machine fails the
 * build at each place, all at once, before any page runs, even when the
 * last build (which trusted its content) left everything up to date; pages
 * that import the site's components build. The build's summary lists the
 * `.md` files read as MDX, also when it finds nothing changed.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, type FixtureSite } from '../support/fixture-site.js';

const SECRET = 'ghp_UNTRUSTED_ENV_93b1';
const DOC = (body: string) => `---\ntitle: Page\n---\n\n${body}\n`;

describe('build --untrusted-content', () => {
  let site: FixtureSite;
  const runs: Record<string, ReturnType<FixtureSite['run']>> = {};
  before(() => {
    site = createSite({
      'site.config.ts': "import { defineConfig } from 'mysite-ssg';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com' });\n",
      'src/components/Badge.tsx': 'export default function Badge({ children }) { return <span className="badge">{children}</span>; }\n',
      'content/docs/intro.mdx': DOC(
        "import Badge from '@site/src/components/Badge';\nimport Part from './_part.mdx';\nexport const n = { process: 1 }.process;\n\nA <Badge>badge {n}</Badge>.\n\n<Part />",
      ),
      'content/docs/leak.mdx': DOC("import { readFileSync } from 'node:fs';\nexport const t = process.env.CI_DEPLOY_TOKEN;\n\nToken {t} and {typeof require}."),
      'content/docs/_part.mdx': 'Also {import.meta.url}.\n',
      'content/docs/notes.md': DOC('Plain text first.\n\nexport const year = 2026;\n\nIn {year}.'),
    });
    const env = { CI_DEPLOY_TOKEN: SECRET };
    runs.trusted = site.runWithEnv(env, 'build');
    runs.untrusted = site.runWithEnv(env, 'build', '--untrusted-content');
    site.delete('content/docs/leak.mdx');
    runs.cleaned = site.runWithEnv(env, 'build', '--untrusted-content');
    runs.again = site.runWithEnv(env, 'build', '--quiet');
  });
  after(() => site.remove());

  it('builds a page that reads the machine when content is trusted', () => {
    assert.equal(runs.trusted!.code, 0, runs.trusted!.stderr);
  });

  it('refuses every place a page reaches the machine, at once, though the site was up to date', () => {
    const r = runs.untrusted!;
    assert.equal(r.code, 1, r.stdout);
    for (const place of [
      /content\/docs\/leak\.mdx:5:1 .*an import of Node’s node:fs/,
      /content\/docs\/leak\.mdx:6:18 .*may not use process/,
      /content\/docs\/leak\.mdx:8:23 .*may not use require/,
    ])
      assert.match(r.stderr, place);
    assert.match(r.stderr, /\[mdx\/untrusted-machine-access\]/);
    assert.doesNotMatch(r.stdout, /Up to date/);
    assert.ok(!`${r.stdout}${r.stderr}`.includes(SECRET), 'the log holds no secret');
  });

  it('refuses a partial that reaches the machine, at its own line, once no page does', () => {
    const r = runs.cleaned!;
    assert.equal(r.code, 1, r.stdout);
    assert.match(r.stderr, /content\/docs\/_part\.mdx:1:7 .*may not use import\.meta/);
  });

  it('lists the .md files read as MDX in the summary, again when up to date', () => {
    site.write('content/docs/_part.mdx', 'Also plain.\n');
    const clean = site.run('build', '--untrusted-content');
    assert.equal(clean.code, 0, clean.stderr);
    assert.match(site.read('dist/docs/intro.html'), /<span class="badge">badge (<!-- -->)?1<\/span>/);
    for (const r of [clean, site.run('build', '--quiet')]) {
      assert.match(r.stdout, /One \.md file is read as MDX, code that runs when the site builds/);
      assert.match(r.stdout, /\n {2}content\/docs\/notes\.md:7:1 {2}an export line\n/);
    }
  });
});
