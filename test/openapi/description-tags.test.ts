/** Redoc's component tags in descriptions: <SchemaDefinition> is drawn, others are dropped and reported at their line. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiIntroData, ApiOperationData } from '../../src/core/page-data/api.js';
import { replaceComponentTags, schemaPlaceholder } from '../../src/openapi/description-tags.js';
import { loadApiWithWarnings, text } from './helpers.js';

const REDOC = 'test/fixtures/openapi/redoc/openapi.yaml';

describe('component tags in descriptions', () => {
  it('takes <SchemaDefinition> out for a placeholder, drops other component tags and keeps code as written', () => {
    const tagged = replaceComponentTags(
      [
        'Intro',
        '<SchemaDefinition schemaRef="#/components/schemas/Pet" showReadOnly={true} />',
        'a `<Kept />` b <Logo/> <x-badge>new</x-badge>',
        '```',
        '<InFence />',
        '```',
      ].join('\n'),
    );
    assert.deepEqual(tagged.schemaRefs, ['#/components/schemas/Pet']);
    assert.deepEqual(tagged.dropped, [
      { name: 'Logo', line: 2 },
      { name: 'x-badge', line: 2 },
    ]);
    assert.ok(tagged.text.includes(`\n\n${schemaPlaceholder(0)}\n\n`));
    assert.ok(tagged.text.includes('a `<Kept />` b  new'));
    assert.ok(tagged.text.includes('<InFence />'));
  });

  it('draws the schema a <SchemaDefinition> names, in a tag without operations shown by the introduction', async () => {
    const { result } = await loadApiWithWarnings(REDOC);
    const intro = result.routes[0]!.data as ApiIntroData;
    assert.deepEqual(
      intro.groups.map((g) => [g.label, g.operations.length]),
      [
        ['plants', 1],
        ['The Plant model', 0],
        ['missing_model', 0],
      ],
    );
    const model = intro.groups[1]!.descriptionHtml!;
    assert.match(model, /class="api-schema-definition"/);
    const shown = text(model);
    for (const part of ['Plant', 'A plant in its pot.', 'name required', 'What the plant is called.', 'number (float)', 'One of: "shade", "sun"'])
      assert.ok(shown.includes(part), `${part} in ${shown}`);
    assert.ok(!shown.includes('MYSITESCHEMA'));
  });

  it('drops unknown tags, keeping their text, with a warning at the line of the tag', async () => {
    const { result, warnings } = await loadApiWithWarnings(REDOC);
    const intro = result.routes[0]!.data as ApiIntroData;
    assert.ok(!intro.descriptionHtml!.includes('RedocLogo'));
    assert.ok(text(intro.descriptionHtml!).includes('Write <NotATag /> in code'));
    const op = result.routes.find((r) => r.path === '/api/list-plants')!.data as ApiOperationData;
    assert.ok(text(op.descriptionHtml!).includes('in stock'));
    assert.deepEqual(
      warnings.map((w) => [w.code, w.at?.file, w.at?.line, w.message.split(' ')[0]]),
      [
        ['api/unknown-tag', REDOC, 8, '<RedocLogo>'],
        ['api/unknown-tag', REDOC, 32, '<stock-badge>'],
        ['api/unknown-tag', REDOC, 22, '<SchemaDefinition'],
      ],
    );
  });
});
