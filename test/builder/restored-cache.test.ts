/**
 * A cache folder restored by CI (docs/GETTING-STARTED.md, "Check in CI"): the
 * `.mysite-cache/` of the previous commit's build, put into a fresh checkout
 * at the same path (as a CI runner checks a repository out), with new file
 * times, no `dist/` and some docs changed. The build must use it (compiled
 * Markdown by content hash, the theme's bundles) and give the same output,
 * byte for byte, as a build without any cache in another folder.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite, minimalConfig, siteAt, type FixtureSite } from '../support/fixture-site.js';

const OUTPUTS = new Set(['dist', '.dist.previous', '.mysite-cache']);

/** A checkout of the site's sources into `to` (a new folder by default): copied file by file, so every file has a new time. */
function checkout(from: string, to = mkdtempSync(join(tmpdir(), 'mysite-test-checkout-'))): FixtureSite {
  for (const entry of readdirSync(from)) if (!OUTPUTS.has(entry)) cpSync(join(from, entry), join(to, entry), { recursive: true });
  return siteAt(to);
}

function files(dir: string): Map<string, Buffer> {
  const found = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(found.map((e) => [join(e.parentPath, e.name).slice(dir.length + 1), readFileSync(join(e.parentPath, e.name))]));
}

const doc = (n: number, text: string) =>
  `---\ntitle: Page ${n}\n---\n\n${text}\n\n## Setup\n\nSee [the next page](./page-${(n % 6) + 1}.md#setup).\n\n\`\`\`js title="setup.js"\nconst page = ${n};\n\`\`\`\n`;

describe('a cache folder restored from CI', () => {
  const sites: FixtureSite[] = [];
  let restored: FixtureSite;
  let clean: FixtureSite;
  let restoredBuild: ReturnType<FixtureSite['run']>;

  before(() => {
    const files: Record<string, string> = { 'site.config.ts': minimalConfig() };
    for (let n = 1; n <= 6; n++) files[`content/docs/page-${n}.md`] = doc(n, `Body ${n}.`);
    const previous = createSite(files);
    assert.equal(previous.run('build').code, 0);
    // The previous run's cache saved (actions/cache keeps the files' times) and its workspace gone.
    const saved = checkout(previous.dir);
    sites.push(saved);
    cpSync(join(previous.dir, '.mysite-cache'), join(saved.dir, '.mysite-cache'), { recursive: true, preserveTimestamps: true });
    rmSync(previous.dir, { recursive: true });
    restored = checkout(saved.dir, previous.dir);
    sites.push(restored);
    cpSync(join(saved.dir, '.mysite-cache'), join(restored.dir, '.mysite-cache'), { recursive: true, preserveTimestamps: true });
    restored.write('content/docs/page-2.md', doc(2, 'Changed in this commit.'));
    restored.write('content/docs/page-5.md', doc(5, 'Also changed.'));
    restoredBuild = restored.run('build', '--verbose');
    clean = checkout(restored.dir);
    sites.push(clean);
    assert.equal(clean.run('build', '--no-cache').code, 0);
  });
  after(() => {
    for (const site of sites) site.remove();
  });

  it('builds with it', () => {
    assert.equal(restoredBuild.code, 0, restoredBuild.stderr);
    assert.match(restoredBuild.stderr, /^cache: 4 hits, 2 misses$/m, 'the unchanged pages are not compiled again');
    assert.doesNotMatch(restoredBuild.stderr, /server bundle|client bundle/, 'nor the theme bundled again');
  });

  it('gives the output of a build without a cache, byte for byte', () => {
    const got = files(join(restored.dir, 'dist'));
    const expected = files(join(clean.dir, 'dist'));
    assert.deepEqual([...got.keys()].sort(), [...expected.keys()].sort());
    for (const [file, bytes] of expected) assert.ok(bytes.equals(got.get(file)!), `${file} differs`);
    assert.match(got.get('docs/page-2.html')!.toString(), /Changed in this commit/);
  });
});
