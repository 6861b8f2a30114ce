/**
 * The words the API reference writes itself (schema limits and notes,
 * security schemes, example labels, sidebar, titles, Markdown twins) come
 * from the message catalogue: English by default, the site's text for an id
 * it translates, and every id offered to translators.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiSource } from '../../src/content/sources/api.js';
import type { SourceResult } from '../../src/content/content-source.js';
import type { Route } from '../../src/core/types.js';
import type { ApiIntroData, ApiOperationData } from '../../src/core/page-data/api.js';
import { API_MESSAGES } from '../../src/openapi/api-texts.js';
import { uiMessages } from '../../src/theme/theme-messages.js';
import { DEFAULT_THEME_DIR } from '../../src/theme/locate-theme.js';
import { createSite, type FixtureSite } from '../support/fixture-site.js';
import { testContext, text } from './helpers.js';

const SPEC = `openapi: 3.0.3
info: { title: '', version: '1.0' }
servers: [{ url: 'https://api.example.com' }]
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer, bearerFormat: JWT }
    key: { type: apiKey, in: query, name: api_key }
paths:
  /users:
    post:
      operationId: addUser
      summary: Add a user
      security: [{ bearer: [] }]
      parameters:
        - { name: code, in: query, required: true, schema: { type: string, minLength: 1, maxLength: 8, pattern: '^[a-z]+$' } }
        - { name: tags, in: query, schema: { type: array, minItems: 2, items: { type: string } } }
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              properties:
                age: { type: integer, minimum: 0, exclusiveMaximum: true, maximum: 150 }
                pet: { oneOf: [{ description: A cat }, { description: A dog }] }
      responses:
        '200':
          description: Done
          content:
            application/json: { example: { ok: true } }
`;

const FRENCH = {
  'theme.api.limit.charactersRange': '{min} à {max} caractère|{min} à {max} caractères',
  'theme.api.limit.itemsMin': 'au moins {min} élément|au moins {min} éléments',
  'theme.api.limit.pattern': 'motif {pattern}',
  'theme.api.limit.minimum': '≥ {value} (minimum)',
  'theme.api.variantOption': 'Choix {number}',
  'theme.api.scheme.httpBearer': 'Jeton HTTP',
  'theme.api.scheme.header': 'En-tête : {name}',
  'theme.api.scheme.apiKey': 'Clé d’API ({in})',
  'theme.api.scheme.query': 'Paramètre de requête : {name}',
  'theme.api.placeholder.token': '<jeton>',
  'theme.api.exampleLabel': 'Exemple',
  'theme.api.generatedExampleLabel': 'Exemple (tiré du schéma)',
  'theme.api.sidebar.introduction': 'Présentation',
  'theme.api.group.untagged': 'Autres',
  'theme.api.defaultTitle': 'Une API',
  'theme.api.introPageTitle': 'Référence de {title}',
  'theme.api.operationPageTitle': '{title} – référence de l’API',
  'theme.api.twin.parameters': 'Paramètres',
  'theme.api.twin.bodyRequired': 'Obligatoire.',
};

function route(result: SourceResult, path: string): Route {
  const found = result.routes.find((r) => r.path === path);
  assert.ok(found, `no route ${path}; have ${result.routes.map((r) => r.path).join(', ')}`);
  return found;
}

/** Every text of the operation's schemas, limits and notes alike. */
function schemaTexts(data: ApiOperationData): string[] {
  return Object.values(data.schemas).flatMap((s) => [...(s.constraints ?? []), ...(s.notes ?? []), ...(s.variants?.options.map((o) => o.label) ?? [])]);
}

describe('the API reference in the catalogue', () => {
  let site: FixtureSite;
  let english: SourceResult;
  let french: SourceResult;
  before(async () => {
    site = createSite({ 'openapi/spec.yaml': SPEC });
    const source = apiSource({ specPath: 'openapi/spec.yaml', routeBasePath: '/api', downloadPath: '/openapi' });
    english = await source.load({ ...testContext(site.dir), config: { locale: 'en' } as never });
    french = await source.load({ ...testContext(site.dir), config: { locale: 'fr' } as never, messages: FRENCH });
  });
  after(() => site.remove());

  it('writes English by default', () => {
    const data = route(english, '/api/add-user').data as ApiOperationData;
    const texts = schemaTexts(data);
    for (const expected of ['1 to 8 characters', 'pattern ^[a-z]+$', 'at least 2 items', '≥ 0', '< 150', 'Option 1'])
      assert.ok(texts.includes(expected), expected);
    assert.deepEqual(
      data.responses[0]!.media[0]!.examples.map((e) => e.label),
      ['Example'],
    );
    const intro = route(english, '/api/introduction').data as ApiIntroData;
    assert.equal(intro.title, 'API');
    assert.deepEqual(
      intro.security.map((s) => [s.label, s.details]),
      [
        ['HTTP Bearer', ['Header: Authorization: Bearer <token>', 'Token format: JWT']],
        ['API key in query', ['Query parameter: api_key']],
      ],
    );
    assert.equal(route(english, '/api/add-user').head.title, 'Add a user – API reference');
  });

  it("writes the site's text for every id it translates, and English for the others", () => {
    const operation = route(french, '/api/add-user');
    const data = operation.data as ApiOperationData;
    const texts = schemaTexts(data);
    for (const expected of ['1 à 8 caractères', 'motif ^[a-z]+$', 'au moins 2 éléments', '≥ 0 (minimum)', '< 150', 'Choix 1'])
      assert.ok(texts.includes(expected), expected);
    assert.deepEqual(
      data.responses[0]!.media[0]!.examples.map((e) => e.label),
      ['Exemple'],
    );
    assert.deepEqual(
      data.requestBody!.media[0]!.examples.map((e) => e.label),
      ['Exemple (tiré du schéma)'],
    );
    assert.equal(operation.head.title, 'Add a user – référence de l’API');
    assert.match(operation.markdown ?? '', /^## Paramètres$/m);
    assert.match(operation.markdown ?? '', /^Obligatoire\.$/m);
    assert.match(operation.markdown ?? '', /^## Responses$/m, 'an id the site leaves out stays English');

    const intro = route(french, '/api/introduction');
    const introData = intro.data as ApiIntroData;
    assert.equal(introData.title, 'Une API');
    assert.equal(intro.head.title, 'Référence de Une API');
    assert.deepEqual(
      introData.security.map((s) => [s.label, s.details]),
      [
        ['Jeton HTTP', ['En-tête : Authorization: Bearer <jeton>', 'Token format: JWT']],
        ['Clé d’API (query)', ['Paramètre de requête : api_key']],
      ],
    );
    const sidebar = Object.values(french.sidebars ?? {})[0]!;
    assert.equal(sidebar[0]!.label, 'Présentation');
  });

  it('sends the translated placeholder in the code samples', () => {
    const data = route(french, '/api/add-user').data as ApiOperationData;
    assert.ok(data.samples.length > 0);
    for (const sample of data.samples) assert.match(text(sample.html), /Bearer <jeton>/, sample.label);
  });

  it('gives every id to translators (write-translations)', () => {
    const listed = uiMessages(DEFAULT_THEME_DIR);
    for (const [id, message] of Object.entries(API_MESSAGES)) assert.equal(listed.get(id), message, id);
  });
});
