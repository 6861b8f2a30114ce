/**
 * The page records of a translated site, keyed by locale and route
 * (src/builder/output/locale-records.ts): after an edit in one locale, that
 * locale's page alone is compiled, rendered and link-checked again; the
 * other locales' pages carry over with their link check, and the output is
 * the one a cold build makes, byte for byte. A cold build compiles each
 * page the other locales show untranslated once, for all of them.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSite, type BuildResult } from '../../src/builder/orchestration/build.js';
import type { Generation } from '../../src/builder/output/generation.js';
import { localePart, recordKeyOf } from '../../src/builder/output/locale-records.js';
import { createSite, type FixtureSite } from '../support/fixture-site.js';
import { translatedSiteFiles } from '../support/translated-site.js';

const FR_WELCOME = 'i18n/fr/docusaurus-plugin-content-docs/current/welcome.md';

describe('an edit in one locale of a translated site', () => {
  let site: FixtureSite;
  let cold: BuildResult;
  let edit: BuildResult;
  before(async () => {
    site = createSite(translatedSiteFiles());
    cold = await buildSite({ siteDir: site.dir, jobs: 1 });
    site.write(FR_WELCOME, `${site.read(FR_WELCOME)}\nUne ligne de plus.\n`);
    edit = await buildSite({ siteDir: site.dir, jobs: 1 });
  });
  after(() => site.remove());

  it('compiles, renders and link-checks only that page; the other locales carry theirs over', () => {
    assert.deepEqual(
      cold.locales?.map((l) => l.locale),
      ['en', 'fr', 'ar'],
    );
    for (const l of cold.locales!) assert.equal(l.rendered, l.pages, `${l.locale}: a cold build renders every page`);
    // The other locales compile only their translations (fr: the doc, its 1.0 version and the post; ar: the
    // guide): the pages they show from English are English's compiled pages (markdown/shared-texts.ts).
    assert.deepEqual(
      cold.locales!.map((l) => l.compiled),
      [4, 3, 1],
    );
    const work = Object.fromEntries(edit.locales!.map(({ locale, ...rest }) => [locale, rest]));
    const pages = (locale: string) => cold.locales!.find((l) => l.locale === locale)!.pages;
    assert.deepEqual(work.fr, { pages: pages('fr'), rendered: 1, compiled: 1, linksRechecked: 1 });
    assert.deepEqual(work.en, { pages: pages('en'), rendered: 0, compiled: 0, linksRechecked: 0 });
    assert.deepEqual(work.ar, { pages: pages('ar'), rendered: 0, compiled: 0, linksRechecked: 0 });
    assert.match(site.read('dist/fr/docs.html'), /Une ligne de plus\./);
  });

  it('leaves the output a cold build makes, byte for byte', async () => {
    await buildSite({ siteDir: site.dir, jobs: 1, cache: false, outDir: 'cold' });
    const files = (dir: string) => listFiles(join(site.dir, dir));
    assert.deepEqual(files('dist'), files('cold'));
    for (const file of files('dist')) assert.ok(readFileSync(join(site.dir, 'dist', file)).equals(readFileSync(join(site.dir, 'cold', file))), file);
  });
});

describe("a locale's part of the output's records", () => {
  const record = (file: string) => ({ key: file, file, bytes: 1, scan: { ids: new Set<string>(), links: [] } });
  const generation: Generation = {
    buildId: 'b',
    pages: new Map([
      ['/docs/a', record('docs/a.html')],
      [recordKeyOf('fr/', '/docs/a'), record('fr/docs/a.html')],
      [recordKeyOf('fr-CA/', '/docs/a'), record('fr-CA/docs/a.html')],
    ]),
    files: [],
    filesKey: 'default files',
    localeFilesKeys: { 'fr/': 'french files', 'fr-CA/': 'canadian files' },
  };

  it('holds its own pages by route, with files in its folder, and its own file list key', () => {
    const fr = localePart(generation, 'fr/')!;
    assert.deepEqual(
      [...fr.pages].map(([route, r]) => [route, r.file]),
      [['/docs/a', 'docs/a.html']],
    );
    assert.equal(fr.filesKey, 'french files');
    const main = localePart(generation, '')!;
    assert.deepEqual(
      [...main.pages].map(([route, r]) => [route, r.file]),
      [['/docs/a', 'docs/a.html']],
    );
    assert.equal(main.filesKey, 'default files');
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}
