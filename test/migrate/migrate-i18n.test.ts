/**
 * `mysite migrate` maps Docusaurus's `i18n`: one locale to `locale` and
 * `direction`; several to mysite's `i18n` (locales, defaultLocale and each
 * locale's label, direction, htmlLang and path), with what has no
 * equivalent reported; the locale dropdown of the navbar maps too; options of
 * a locale that is not built are accepted. The written config loads.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import { migrate } from '../../src/migrate/migrate.js';

describe('mysite migrate: i18n', () => {
  let root: string;
  let n = 0;
  const site = (i18n: string, navbar = '') => {
    const dir = join(root, `site-${n++}`);
    mkdirSync(join(dir, 'docs'), { recursive: true });
    writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n\nHello.\n');
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      `module.exports = { title: 'Docs', url: 'https://example.com', i18n: ${i18n}, themeConfig: { navbar: { items: [${navbar}] } } };\n`,
    );
    return dir;
  };
  // The docs folder without the classic preset is reported too: not what these tests are about.
  const notMapped = (skipped: { kind: string; path: string }[]) =>
    skipped
      .filter((s) => s.path !== 'docs')
      .map((s) => `${s.kind}: ${s.path}`)
      .sort();
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'mysite-migrate-i18n-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('several locales map to i18n, the locale dropdown to a localeDropdown item', async () => {
    const dir = site(
      `{ defaultLocale: 'en', locales: ['en', 'fr', 'fa'], path: 'i18n',
        localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR', path: 'francais' }, fa: { direction: 'rtl', calendar: 'persian' } } }`,
      `{ type: 'localeDropdown', position: 'right', dropdownItemsAfter: [] }`,
    );
    const result = await migrate({ dir });
    assert.deepEqual(notMapped(result.skipped), [
      'no-equivalent: i18n.localeConfigs.fa.calendar',
      'no-equivalent: themeConfig.navbar.items[0].dropdownItemsAfter',
    ]);
    const { config } = await loadConfig(dir);
    assert.deepEqual(config.i18n, {
      defaultLocale: 'en',
      locales: ['en', 'fr', 'fa'],
      localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR', path: 'francais' }, fa: { direction: 'rtl' } },
    });
    assert.deepEqual(config.navbar.items, [{ type: 'localeDropdown', position: 'right' }]);
  });

  it('one locale maps to locale and direction, as before', async () => {
    const dir = site(`{ defaultLocale: 'he', locales: ['he'], localeConfigs: { he: { htmlLang: 'he-IL', direction: 'rtl', label: 'עברית' } } }`);
    const result = await migrate({ dir });
    assert.deepEqual(notMapped(result.skipped), []);
    const { config } = await loadConfig(dir);
    assert.equal(config.i18n, undefined);
    assert.equal(config.locale, 'he-IL');
    assert.equal(config.direction, 'rtl');
  });

  it('options of a locale that is not built are accepted, as Docusaurus accepts them', async () => {
    const several = site(`{ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français' }, de: { label: 'Deutsch', path: 'fr' } } }`);
    assert.deepEqual(notMapped((await migrate({ dir: several })).skipped), []);
    const { config } = await loadConfig(several);
    assert.deepEqual(config.i18n?.locales, ['en', 'fr']);
    // One locale: another locale's direction is not the site's.
    const one = site(`{ defaultLocale: 'en', locales: ['en'], localeConfigs: { ar: { direction: 'rtl', htmlLang: 'ar-EG' } } }`);
    assert.deepEqual(notMapped((await migrate({ dir: one })).skipped), []);
    const single = (await loadConfig(one)).config;
    assert.equal(single.direction, 'ltr');
    assert.equal(single.locale, 'en');
  });

  it('a translations folder other than i18n/ is reported', async () => {
    const dir = site(`{ defaultLocale: 'en', locales: ['en', 'de'], path: 'translations' }`);
    const result = await migrate({ dir });
    assert.deepEqual(notMapped(result.skipped), ['no-equivalent: i18n.path']);
    assert.match(result.skipped.find((s) => s.path === 'i18n.path')!.reason, /move them there/);
  });
});
