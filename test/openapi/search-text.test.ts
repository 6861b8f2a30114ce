/** What an operation page gives the search index: its examples, except those made from the schema (they repeat its words). */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Route } from '../../src/core/types.js';
import type { SourceResult } from '../../src/content/content-source.js';
import { searchDocument } from '../../src/search/documents.js';
import type { ApiExample, ApiOperationData } from '../../src/core/page-data/api.js';
import { loadApi, text, ZOO_SPEC } from './helpers.js';

function examples(route: Route): ApiExample[] {
  const op = route.data as ApiOperationData;
  return [...(op.requestBody?.media ?? []), ...op.responses.flatMap((r) => r.media)].flatMap((m) => m.examples);
}

/** A line of an example that is a value, not punctuation: `"name": "Rex"`. */
function valueLine(example: ApiExample): string {
  return text(example.html.replace(/<button[\s\S]*<\/button>/, ''))
    .split('\n')
    .map((l) => l.trim().replace(/,$/, ''))
    .find((l) => /^"[^"]+": "[^"]+"$/.test(l))!;
}

describe('search text of an operation page', () => {
  let zoo: SourceResult;
  before(async () => {
    zoo = await loadApi(ZOO_SPEC);
  });

  it('holds the examples written in the spec, not those generated from the schema', () => {
    const searched = (route: Route) => JSON.stringify(searchDocument(route, 'api', 'x').sections);
    const operations = zoo.routes.filter((r) => r.layout === 'apiOperation');
    const written = operations.find((r) => examples(r).some((e) => !e.generated && valueLine(e)));
    const generated = operations.find((r) => examples(r).length > 0 && examples(r).every((e) => e.generated && valueLine(e)));
    assert.ok(written && generated, 'the zoo has both kinds');
    const line = valueLine(examples(written).find((e) => !e.generated && valueLine(e))!);
    assert.ok(searched(written).includes(JSON.stringify(line).slice(1, -1)), `${written.path}: ${line}`);
    for (const e of examples(generated))
      assert.ok(!searched(generated).includes(JSON.stringify(valueLine(e)).slice(1, -1)), `${generated.path}: ${valueLine(e)}`);
  });
});
