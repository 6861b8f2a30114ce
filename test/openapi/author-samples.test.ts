/** x-codeSamples and x-code-samples: the author's samples first, in their languages, then the generated ones. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadApiWithWarnings, operation, text } from './helpers.js';

const SAMPLES = 'test/fixtures/openapi/code-samples/openapi.yaml';

describe("the author's code samples", () => {
  it('come first, labelled, highlighted in their language; a generated tab of the same name is told apart', async () => {
    const { result } = await loadApiWithWarnings(SAMPLES);
    const op = operation(result, '/api/ring-bell');
    assert.deepEqual(
      op.samples.map((s) => s.label),
      ['Python', 'Ruby gem', 'Go', 'curl', 'PHP', 'JavaScript', 'Python (generated)'],
    );
    assert.match(op.samples[0]!.html, /data-language="python"/);
    assert.match(op.samples[1]!.html, /data-language="ruby"/);
    assert.match(op.samples[2]!.html, /data-language="go"/);
    // Highlighted: the grammar was loaded for Ruby and Go too.
    for (const sample of op.samples.slice(0, 3)) assert.match(sample.html, /<span class="sh-/);
    assert.equal(text(op.samples[1]!.html).replace('Copy', '').trim(), 'Bells.ring(:tower)');
  });

  it('are read from the older x-code-samples too', async () => {
    const { result } = await loadApiWithWarnings(SAMPLES);
    const op = operation(result, '/api/list-bells');
    assert.deepEqual(
      op.samples.map((s) => s.label),
      ['Shell', 'curl', 'PHP', 'JavaScript', 'Python'],
    );
    assert.match(op.samples[0]!.html, /data-language="bash"/);
  });
});
