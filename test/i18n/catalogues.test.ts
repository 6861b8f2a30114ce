/**
 * mysite's own catalogues of UI texts (src/i18n/catalogues/): each holds
 * exactly the ids the engine lists (those `write-translations` writes),
 * keeps each English text's `{placeholders}`, and gives a plural message
 * one form per plural category of its language; and which catalogue a
 * language tag reads.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/paths.js';
import { CATALOGUE_LANGUAGES, catalogueLanguage } from '../../src/i18n/catalogue-language.js';
import { builtInTexts, CATALOGUES_DIR, catalogue } from '../../src/i18n/built-in-texts.js';
import { uiMessages } from '../../src/theme/theme-messages.js';

const ENGLISH = uiMessages(join(REPO_ROOT, 'themes/default'));

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

describe("mysite's catalogues of UI texts", () => {
  it('are the files of the catalogue folder, one per language', () => {
    const files = readdirSync(join(REPO_ROOT, CATALOGUES_DIR)).sort();
    assert.deepEqual(files, CATALOGUE_LANGUAGES.map((language) => `${language}.json`).sort());
  });

  for (const language of CATALOGUE_LANGUAGES) {
    it(`${language}: every id the engine lists and no other, each with the English text's placeholders and the language's plural forms`, () => {
      const texts = catalogue(language);
      assert.deepEqual(Object.keys(texts).sort(), [...ENGLISH.keys()].sort());
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories.length;
      for (const [id, english] of ENGLISH) {
        const text = texts[id]!;
        assert.deepEqual(placeholders(text), placeholders(english), `${language} ${id}: ${text}`);
        assert.notEqual(text.trim(), '', `${language} ${id}`);
        const expected = english.includes('|') ? forms : 1;
        assert.equal(text.split('|').length, expected, `${language} ${id}: ${expected} form(s)`);
      }
    });
  }
});

describe('the catalogue a language tag reads', () => {
  it('is the tag itself, else its language, Chinese by script and Portuguese by the one there is', () => {
    const cases: [string, string | undefined][] = [
      ['fr', 'fr'],
      ['fr-CA', 'fr'],
      ['FR-ca', 'fr'],
      ['de-AT', 'de'],
      ['ar-EG', 'ar'],
      ['pt-BR', 'pt-BR'],
      ['pt', 'pt-BR'],
      ['pt-PT', 'pt-BR'],
      ['zh', 'zh-Hans'],
      ['zh-CN', 'zh-Hans'],
      ['zh-SG', 'zh-Hans'],
      ['zh-Hans', 'zh-Hans'],
      ['zh-hans-cn', 'zh-Hans'],
      ['zh-TW', 'zh-Hant'],
      ['zh-HK', 'zh-Hant'],
      ['zh-MO', 'zh-Hant'],
      ['zh-Hant', 'zh-Hant'],
    ];
    for (const [tag, language] of cases) assert.equal(catalogueLanguage(tag), language, tag);
  });

  it('is none for English and languages without a catalogue, whose texts are the code’s English', () => {
    for (const tag of ['en', 'en-US', 'en-GB', 'sv', 'eo', 'he', 'not a tag']) {
      assert.equal(catalogueLanguage(tag), undefined, tag);
      assert.deepEqual(builtInTexts(tag), {}, tag);
    }
  });
});
