/** OpenAPI 3.2: read as 3.1 plus its additions; a tag's summary is shown, what is not shown is said once, at its line. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiIntroData } from '../../src/core/page-data/api.js';
import { loadSpec } from '../../src/openapi/load.js';
import { REPO_ROOT } from '../support/paths.js';
import { loadApiWithWarnings, loadError } from './helpers.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const V32 = 'test/fixtures/openapi/v32/openapi.yaml';

describe('OpenAPI 3.2', () => {
  it('loads, keeping the version as written in the downloads', async () => {
    const spec = await loadSpec(REPO_ROOT, V32);
    assert.equal(spec.version, '3.2');
    assert.equal(spec.bundled.openapi, '3.2.0');
    const { result } = await loadApiWithWarnings(V32);
    const yaml = result.files!.find((f) => f.path === 'openapi.yaml')!;
    assert.match(String(yaml.contents), /^openapi: 3\.2\.0$/m);
  });

  it("shows a tag's summary as its label", async () => {
    const { result } = await loadApiWithWarnings(V32);
    const intro = result.routes[0]!.data as ApiIntroData;
    assert.deepEqual(
      intro.groups.map((g) => g.label),
      ['Brewing', 'Care'],
    );
  });

  it('warns once per addition it does not show, at the line where it is first used', async () => {
    const { warnings } = await loadApiWithWarnings(V32);
    const found = warnings.map((w) => [w.code, w.at?.line, w.message.replace(/ new in OpenAPI.*/, '')]).sort((a, b) => Number(a[1]) - Number(b[1]));
    assert.deepEqual(found, [
      ['api/not-shown-3.2', 12, `The API reference does not show nested tags (a tag's "parent"),`],
      ['api/not-shown-3.2', 21, 'The API reference does not show response summaries,'],
      ['api/not-shown-3.2', 23, 'The API reference does not show the QUERY method,'],
    ]);
    for (const w of warnings) assert.equal(w.at?.file, V32);
  });

  it('still checks the rest of a 3.2 document against the schema', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mysite-32-'));
    writeFileSync(join(dir, 'bad.yaml'), 'openapi: 3.2.0\ninfo:\n  title: Bad\npaths: {}\n');
    const error = await loadError(join(dir, 'bad.yaml'));
    assert.match(error.diagnostics.map((d) => d.message).join('\n'), /version/);
  });
});
