import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../support/compile.js';

const TABLE = '| a | b |\n|---|---|\n| 1 | 2 |\n';

describe('tables', () => {
  it('scroll in a focusable region named after the heading above them, keeping the table', async () => {
    const { html } = await compile(`## Error codes {#codes}\n\n${TABLE}`);
    assert.match(html, /<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Error codes"><table>\s*<thead>/);
  });

  it('get unique names when a heading has several, and a plain name without a heading', async () => {
    const { html } = await compile(`${TABLE}\n## Limits\n\n${TABLE}\n${TABLE}`);
    const names = [...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]).filter((n) => n!.startsWith('Table'));
    assert.deepEqual(names, ['Table', 'Table: Limits', 'Table: Limits (2)']);
  });

  it('wraps tables written as HTML too', async () => {
    const { html } = await compile('## Raw\n\n<table><tr><td>x</td></tr></table>\n');
    assert.match(html, /<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Raw"><table>/);
  });
});
