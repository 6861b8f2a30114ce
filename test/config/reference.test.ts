/**
 * docs/CONFIG.md is generated from the config schema: it must match a fresh
 * run (run `npm run docs:config` after changing the schema), and every option
 * must say what it does and show a default or an example.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { configReference, optionRows, REFERENCE_FILE } from '../../scripts/config-reference.js';

describe('the configuration reference', () => {
  it('is up to date with the schema', () => {
    assert.equal(readFileSync(REFERENCE_FILE, 'utf8'), configReference(), 'docs/CONFIG.md is stale: run npm run docs:config');
  });

  it('describes every option, with a default or an example', () => {
    const rows = optionRows();
    assert.ok(rows.length > 80, `all options listed (${rows.length})`);
    for (const row of rows) {
      assert.ok(row.text, `${row.key} has a description`);
      if (row.type !== 'object') assert.ok(row.required || row.default || row.example, `${row.key} has a default or an example`);
    }
    for (const key of ['theme.colors.primary', 'theme.components', 'navbar.items[].href', 'blogs[].feed.types', 'api.specPath']) {
      assert.ok(
        rows.some((r) => r.key === key),
        `lists ${key}`,
      );
    }
  });
});
