/** bench:docusaurus counts a command's errors and warnings by code from the report mysite prints. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { countDiagnostics, formatCounts } from '../../bench/diagnostic-counts.js';
import { formatReport } from '../../src/core/diagnostics.js';

describe('countDiagnostics', () => {
  it('counts each code under its severity, from the report as mysite formats it', () => {
    const report = formatReport(
      [
        { severity: 'error', code: 'theme/compile', message: 'Cannot bundle', at: { file: 'src/css/custom.css', line: 3 }, hint: 'Fix it.' },
        { severity: 'error', code: 'theme/compile', message: 'Cannot bundle\nagain', at: { file: 'src/css/custom.css', line: 9 } },
        { severity: 'error', code: 'markdown/mdx-syntax', message: 'An import', at: { file: 'docs/a.mdx', line: 1 } },
        { severity: 'warning', code: 'links/broken-anchor', message: 'Broken anchor: #x' },
      ],
      (_, text) => text,
    );
    const counts = countDiagnostics(`✔ something\n${report}\n✖ Failed with 3 errors.`);
    assert.deepEqual(Object.fromEntries(counts.errors), { 'theme/compile': 2, 'markdown/mdx-syntax': 1 });
    assert.deepEqual([...counts.warnings], [['links/broken-anchor', 1]]);
    assert.equal(formatCounts(counts.errors), 'theme/compile 2, markdown/mdx-syntax 1');
    assert.equal(formatCounts(new Map()), 'none');
  });
});
