/** Loading and validating specs: both real specs load; every broken one fails with file, line, pointer and cause. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { loadSpec } from '../../src/openapi/load.js';
import { REPO_ROOT } from '../support/paths.js';
import { BAD, loadError, SITE_SPEC, ZOO_SPEC } from './helpers.js';

describe('loading an OpenAPI document', () => {
  it('the site spec bundles and validates (OpenAPI 3.1)', async () => {
    const spec = await loadSpec(REPO_ROOT, SITE_SPEC);
    assert.equal(spec.version, '3.1');
    assert.equal(spec.file, SITE_SPEC);
    // Bundled: every $ref is internal, so the download is one self-contained file.
    assert.doesNotMatch(JSON.stringify(spec.bundled), /"\$ref":"\.{0,2}\//);
  });

  it('the zoo fixture bundles and validates (OpenAPI 3.0, circular refs across files)', async () => {
    const spec = await loadSpec(REPO_ROOT, ZOO_SPEC);
    assert.equal(spec.version, '3.0');
    assert.equal(spec.doc.get('#/components/schemas/FamilyTreeNode/properties/children/items/$ref'), '#/components/schemas/FamilyTreeNode');
  });

  it('a missing spec file names the config key', async () => {
    const e = await loadError('openapi/nope.yaml');
    assert.equal(e.diagnostics[0]!.code, 'api/missing-spec');
    assert.match(e.diagnostics[0]!.hint!, /api\.specPath/);
  });

  it('a $ref to a missing file: the file and line of the $ref, and the missing path', async () => {
    const [d] = (await loadError(BAD('missing-file.yaml'))).diagnostics;
    assert.equal(d!.code, 'api/missing-ref-file');
    assert.deepEqual([d!.at?.file, d!.at?.line], [BAD('missing-file.yaml'), 15]);
    assert.match(d!.message, /does not exist: test\/fixtures\/openapi\/bad\/parts\/nope\.yaml/);
    assert.match(d!.message, /#\/paths\/~1things\/get\/responses\/200\/content\/application~1json\/schema/);
  });

  it('a $ref to a missing pointer: the $ref, the pointer and what is missing', async () => {
    const [d] = (await loadError(BAD('missing-pointer.yaml'))).diagnostics;
    assert.equal(d!.code, 'api/missing-ref-target');
    assert.equal(d!.at?.line, 15);
    assert.match(d!.message, /\$ref "#\/components\/schemas\/Nope" points to nothing: .*has no "Nope" under #\/components\/schemas/);
  });

  it('a missing pointer in a referenced file is reported in that file', async () => {
    const [d] = (await loadError(BAD('missing-pointer-external.yaml'))).diagnostics;
    assert.equal(d!.code, 'api/missing-ref-target');
    assert.deepEqual([d!.at?.file, d!.at?.line], [BAD('parts/schemas.yaml'), 5]);
    assert.match(d!.message, /"#\/Missing"/);
  });

  it('a document that is not OpenAPI', async () => {
    const [d] = (await loadError(BAD('not-openapi.yaml'))).diagnostics;
    assert.equal(d!.code, 'api/not-openapi');
    assert.match(d!.message, /is not an OpenAPI document/);
  });

  it('Swagger 2.0 is refused with a way forward', async () => {
    const [d] = (await loadError(BAD('swagger2.yaml'))).diagnostics;
    assert.equal(d!.code, 'api/unsupported-version');
    assert.match(d!.message, /Swagger 2\.0; only OpenAPI 3\.0, 3\.1 and 3\.2/);
  });

  it('schema violations: every problem with file:line, JSON pointer and cause', async () => {
    const diagnostics = (await loadError(BAD('invalid-schema.yaml'))).diagnostics;
    const text = diagnostics.map(formatDiagnostic).join('\n');
    assert.match(
      text,
      /invalid-schema\.yaml:15:\d+ +Invalid OpenAPI document at #\/paths\/~1things~1\{id\}\/get\/responses\/200: required property "description" is missing/,
    );
    assert.match(
      text,
      /invalid-schema\.yaml:10:\d+ +Invalid OpenAPI document at #\/paths\/~1things~1\{id\}\/get\/parameters\/0: required property "in" is missing/,
    );
    assert.ok(diagnostics.every((d) => d.code === 'api/invalid-spec'));
  });
});
