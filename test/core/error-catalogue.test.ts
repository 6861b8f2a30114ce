/**
 * Errors are data: every code the engine reports is in the catalogue
 * (src/core/error-catalogue.ts), and docs/ERRORS.md, generated from it, is
 * current (run `npm run docs:errors` after changing the catalogue).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { ERROR_CATALOGUE } from '../../src/core/error-catalogue.js';
import { fileSystemDiagnostic, EXPLAINED_ERRNO_CODES } from '../../src/core/file-system-errors.js';
import { MysiteError } from '../../src/core/errors.js';
import { errorReference, ERRORS_FILE } from '../../scripts/error-reference.js';
import { REPO_ROOT } from '../support/paths.js';

/** A code where the source names one: `code: 'a/b'`, `? 'a/b' : 'c/d'` after `code:`, `codedError('a/b'`. */
function codesInSource(text: string): string[] {
  const codes: string[] = [];
  for (const m of text.matchAll(/(?:\bcode:|codedError\()\s*([^,}\n]+)/g)) {
    for (const literal of m[1]!.matchAll(/'([a-z-]+\/[a-z0-9-]+|internal)'/g)) codes.push(literal[1]!);
  }
  return codes;
}

describe('the error catalogue', () => {
  it('holds every code used in src/', async () => {
    const files = await fg('src/**/*.{ts,tsx}', { cwd: REPO_ROOT });
    const used = new Set(files.flatMap((f) => codesInSource(readFileSync(join(REPO_ROOT, f), 'utf8'))));
    assert.ok(used.size > 60, `found the codes (${used.size})`);
    const missing = [...used].filter((code) => !Object.hasOwn(ERROR_CATALOGUE, code));
    assert.deepEqual(missing, [], 'codes used in src/ but not in src/core/error-catalogue.ts');
  });

  it('holds a code for every file system error that is explained', () => {
    for (const errno of EXPLAINED_ERRNO_CODES) {
      const d = fileSystemDiagnostic(Object.assign(new Error(errno), { code: errno, path: '/tmp/x' }), '/tmp');
      assert.ok(d && Object.hasOwn(ERROR_CATALOGUE, d.code), errno);
      assert.match(d.message, new RegExp(`^${ERROR_CATALOGUE[d.code].title}: x`));
    }
  });

  it('gives every entry a title, and its hint to errors that bring none', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) assert.ok(entry.title.length > 5, code);
    const error = MysiteError.of({ code: 'serve/bad-port', message: '"x" is not a port number.' });
    assert.equal(error.diagnostics[0]!.hint, ERROR_CATALOGUE['serve/bad-port'].hint);
    const own = MysiteError.of({ code: 'serve/bad-port', message: 'm', hint: 'a hint of its own' });
    assert.equal(own.diagnostics[0]!.hint, 'a hint of its own');
  });

  it('is listed in docs/ERRORS.md, which is up to date', () => {
    assert.equal(readFileSync(ERRORS_FILE, 'utf8'), errorReference(), 'docs/ERRORS.md is stale: run npm run docs:errors');
    for (const code of Object.keys(ERROR_CATALOGUE)) assert.ok(errorReference().includes(`\`${code}\``), code);
  });
});
