/**
 * How problems are printed (`formatReport`, what the CLI's `printDiagnostics`
 * writes): `file:line:col` first, then the message and the code, the hint on
 * its own line; errors before warnings, each file's problems together in
 * line order. Colours are off here (the colour function is the identity),
 * except in the test that checks what is coloured.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Diagnostics, formatDiagnostic, formatPosition, formatReport, type Diagnostic, type Severity } from '../../src/core/diagnostics.js';
import { ERROR_CATALOGUE } from '../../src/core/error-catalogue.js';

const plain = (_severity: Severity, text: string) => text;

describe('formatPosition', () => {
  it('writes file:line:col, leaving out what is not known', () => {
    assert.equal(formatPosition({ file: 'content/docs/a.md', line: 12, column: 4 }), 'content/docs/a.md:12:4');
    assert.equal(formatPosition({ file: 'content/docs/a.md', line: 12 }), 'content/docs/a.md:12');
    assert.equal(formatPosition({ file: 'site.config.ts' }), 'site.config.ts');
    assert.equal(formatPosition({ file: 'site.config.ts', column: 3 }), 'site.config.ts', 'a column without a line means nothing');
    assert.equal(formatPosition(undefined), '');
  });
});

describe('formatDiagnostic', () => {
  it('puts the position, the message and the code on one line and the hint under it', () => {
    const d: Diagnostic = {
      severity: 'error',
      code: 'markdown/unknown-language',
      message: 'Unknown code block language "phpp"; shown as plain text.',
      at: { file: 'content/docs/a.md', line: 3, column: 1 },
      hint: 'Use "php".',
    };
    assert.equal(
      formatDiagnostic(d),
      'content/docs/a.md:3:1  Unknown code block language "phpp"; shown as plain text.  [markdown/unknown-language]\n    → Use "php".',
    );
  });

  it('starts with the message when there is no position, and has one line without a hint', () => {
    assert.equal(formatDiagnostic({ severity: 'warning', code: 'config/missing', message: 'No config.' }), 'No config.  [config/missing]');
  });
});

describe('formatReport', () => {
  const items: Diagnostic[] = [
    { severity: 'warning', code: 'links/broken-anchor', message: 'W1', at: { file: 'content/b.md', line: 2 } },
    { severity: 'error', code: 'links/broken-link', message: 'E3', at: { file: 'content/b.md', line: 1 } },
    { severity: 'error', code: 'links/broken-link', message: 'E2', at: { file: 'content/a.md', line: 9, column: 2 }, hint: 'Fix it.' },
    { severity: 'error', code: 'links/broken-link', message: 'E1', at: { file: 'content/a.md', line: 9, column: 1 } },
    { severity: 'error', code: 'config/missing', message: 'E0' },
  ];

  it('lists errors, then warnings, each sorted by file, line and column, with hints indented under their problem', () => {
    assert.equal(
      formatReport(items, plain),
      [
        '4 errors:',
        '  E0  [config/missing]',
        '  content/a.md:9:1  E1  [links/broken-link]',
        '  content/a.md:9:2  E2  [links/broken-link]',
        '      → Fix it.',
        '  content/b.md:1  E3  [links/broken-link]',
        '1 warning:',
        '  content/b.md:2  W1  [links/broken-anchor]',
      ].join('\n'),
    );
  });

  it('colours only the titles, by severity', () => {
    const marked = formatReport(items, (severity, text) => `<${severity}>${text}</${severity}>`);
    assert.match(marked, /^<error>4 errors:<\/error>$/m);
    assert.match(marked, /^<warning>1 warning:<\/warning>$/m);
    assert.equal(marked.split('\n').filter((line) => line.includes('<')).length, 2);
  });

  it('prints nothing for no problems', () => {
    assert.equal(formatReport([], plain), '');
  });
});

describe('Diagnostics', () => {
  it('adds the catalogue’s hint when the report gives none, and keeps the report’s own', () => {
    const catalogueHint = ERROR_CATALOGUE['config/no-default-export'].hint;
    const diagnostics = new Diagnostics();
    diagnostics.error({ code: 'config/no-default-export', message: 'No default export.', at: { file: 'site.config.ts' } });
    diagnostics.warn({ code: 'config/no-default-export', message: 'Again.', hint: 'My own hint.' });
    assert.equal(diagnostics.items[0]!.hint, catalogueHint);
    assert.equal(diagnostics.items[1]!.hint, 'My own hint.');
    assert.equal(formatReport(diagnostics.items, plain).split('\n')[2], `      → ${catalogueHint}`);
    assert.deepEqual([diagnostics.errors.length, diagnostics.warnings.length, diagnostics.hasErrors()], [1, 1, true]);
  });
});
