/**
 * `mysite init`: each template gives a site that builds with no warning and
 * passes the link check at once; the folder rules (empty, --force, not a
 * folder, not writable) and unknown templates are clear errors.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, REPO_ROOT } from '../support/paths.js';

/** The React range mysite supports, which init writes into a site's dependencies. */
const REACT: string = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).peerDependencies.react;

function mysite(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('mysite init', () => {
  let work: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'mysite-init-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  for (const template of ['default', 'docs']) {
    it(`--template ${template}: a site that builds with 0 warnings and passes check-links`, () => {
      const r = mysite(work, 'init', `site-${template}`, '--template', template);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, new RegExp(`cd site-${template}\\n  npm run dev`), 'ends with the next two commands');
      const dir = join(work, `site-${template}`);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      assert.deepEqual(Object.keys(pkg.scripts).sort(), ['build', 'check', 'dev', 'serve']);
      assert.equal(pkg.scripts.dev, 'mysite serve --watch');
      assert.ok(pkg.dependencies['mysite-ssg'], 'depends on mysite, by its package name');
      assert.deepEqual(
        [pkg.dependencies.react, pkg.dependencies['react-dom']],
        [REACT, REACT],
        'and on the React mysite supports (pnpm and Yarn install no peers)',
      );
      assert.ok(existsSync(join(dir, '.gitignore')));
      assert.match(readFileSync(join(dir, 'site.config.ts'), 'utf8'), /import \{ defineConfig \} from 'mysite-ssg';/);
      assert.match(readFileSync(join(dir, 'site.config.ts'), 'utf8'), /title: 'Site (Default|Docs)'/, 'the title comes from the folder name');
      const build = mysite(dir, 'build');
      assert.equal(build.code, 0, build.stderr);
      assert.equal(build.stderr, '', 'no warnings');
      assert.doesNotMatch(build.stdout, /warning/);
      const check = mysite(dir, 'check-links');
      assert.equal(check.code, 0, check.stdout + check.stderr);
      const intro = readFileSync(join(dir, template === 'default' ? 'dist/docs.html' : 'dist/index.html'), 'utf8');
      // Cards need packages mysite does not install (optional peers): the first build must not ask for them.
      assert.doesNotMatch(intro, /_mysite\/cards\//, 'the template leaves social cards off');
      assert.match(
        readFileSync(join(dir, 'site.config.ts'), 'utf8'),
        /npm install @napi-rs\/canvas @fontsource\/inter`.*\n {2}\/\/ socialCards: \{/,
        'and says how to turn them on',
      );
      if (template === 'default') {
        const home = readFileSync(join(dir, 'dist/index.html'), 'utf8');
        assert.match(home, /<section class="hero">/, 'the home page is made of the theme’s Hero');
        assert.match(home, /class="feature-card"/, 'and its feature cards');
        assert.match(readFileSync(join(dir, 'dist/blog/2026/01/15/welcome.html'), 'utf8'), /Welcome to the blog/, 'the blog post');
        assert.match(readFileSync(join(dir, 'dist/docs/guides/make-it-yours.html'), 'utf8'), /Make it yours/);
      } else {
        const home = readFileSync(join(dir, 'dist/index.html'), 'utf8');
        assert.match(home, /<h1 class="doc-title">Introduction<\/h1>/, 'the docs are the home');
        assert.equal(existsSync(join(dir, 'dist/blog.html')), false);
      }
    });
  }

  it('refuses a folder that is not empty, and writes into it with --force', () => {
    const dir = join(work, 'busy');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'mine\n');
    const refused = mysite(work, 'init', 'busy');
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /The folder .*busy is not empty \(it holds notes\.txt\)/);
    assert.match(refused.stderr, /--force/);
    assert.equal(existsSync(join(dir, 'site.config.ts')), false, 'nothing written');
    const forced = mysite(work, 'init', 'busy', '--force');
    assert.equal(forced.code, 0, forced.stderr);
    assert.ok(existsSync(join(dir, 'site.config.ts')));
    assert.equal(readFileSync(join(dir, 'notes.txt'), 'utf8'), 'mine\n', 'other files are left alone');
  });

  it('says when the target is a file, or cannot be written', () => {
    writeFileSync(join(work, 'a-file'), '');
    const file = mysite(work, 'init', 'a-file');
    assert.equal(file.code, 1);
    assert.match(file.stderr, /a-file is a file, not a folder/);
    const unwritable = mysite(work, 'init', '/sys/mysite-site');
    assert.equal(unwritable.code, 1);
    assert.match(unwritable.stderr, /Cannot write in \/sys\/mysite-site: permission denied/);
    assert.doesNotMatch(unwritable.stderr, /Internal error/);
  });

  it('names the templates when asked for one that does not exist', () => {
    const r = mysite(work, 'init', 'x', '--template', 'blog');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /There is no template "blog"/);
    assert.match(r.stderr, /default \(a home page, docs and a blog\), docs \(docs only/);
  });
});
