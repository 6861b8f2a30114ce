/**
 * An upgrade of the engine on a translated site renders every locale's
 * pages again, the carried-over fallbacks too (engine-identity.test.ts for
 * a site of one language).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteAt, type FixtureSite } from '../support/fixture-site.js';
import { copyEngine, shellChunk } from '../support/engine-copy.js';
import { translatedSiteFiles } from '../support/translated-site.js';

describe('an upgrade of the engine, on a translated site', () => {
  let machine: string;
  let engine: string;
  let site: FixtureSite;

  const build = () => {
    const r = spawnSync(process.execPath, [join(engine, 'bin/mysite.js'), '--verbose', 'build'], {
      cwd: site.dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    assert.equal(r.status, 0, r.stderr);
    const rendered = /pages: (\d+) rendered, (\d+) carried over/.exec(r.stderr);
    return { upToDate: /Up to date/.test(r.stdout + r.stderr), carried: rendered ? Number(rendered[2]) : 0 };
  };
  // French translates the docs' home and shows the guide untranslated (a fallback page).
  const FRENCH_PAGES = ['dist/fr/docs.html', 'dist/fr/docs/guide.html'];

  before(() => {
    machine = mkdtempSync(join(tmpdir(), 'mysite-upgrade-i18n-'));
    engine = copyEngine(machine);
    site = siteAt(join(machine, 'site'));
    for (const [file, text] of Object.entries(translatedSiteFiles())) site.write(file, text);
    site.write('content/pages/index.tsx', 'export default function Home() { return <main id="main"><h1>Home</h1></main>; }\n');
    assert.equal(build().upToDate, false);
    assert.equal(build().upToDate, true);
  });
  after(() => rmSync(machine, { recursive: true, force: true }));

  it("renders every locale's pages again, translated and carried-over fallbacks alike", () => {
    const before = FRENCH_PAGES.map((page) => statSync(join(site.dir, page)).ino);
    const chunk = shellChunk(engine);
    writeFileSync(chunk, readFileSync(chunk, 'utf8').replace('<meta name="generator"', '<meta name="x-shell" content="2"><meta name="generator"'));
    const result = build();
    assert.equal(result.upToDate, false);
    assert.equal(result.carried, 0, 'no page of any locale may be carried over from the engine before');
    FRENCH_PAGES.forEach((page, i) => {
      assert.notEqual(statSync(join(site.dir, page)).ino, before[i], page);
      assert.match(site.read(page), /<meta name="x-shell" content="2">/, page);
    });
    assert.match(site.read('dist/ar/docs/guide.html'), /<meta name="x-shell" content="2">/);
  });

  it("writes the new version into every locale's pages", () => {
    const file = join(engine, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
    writeFileSync(file, JSON.stringify({ ...pkg, version: '9.9.9' }, null, 2));
    const result = build();
    assert.equal(result.carried, 0);
    for (const page of [...FRENCH_PAGES, 'dist/ar/docs.html']) assert.match(site.read(page), /<meta name="generator" content="mysite 9\.9\.9">/, page);
  });
});
