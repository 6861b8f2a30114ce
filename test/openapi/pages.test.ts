/** The page set, page ids, sidebar, previous/next links and downloads, from both specs and the id rule. */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'yaml';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../../src/core/types.js';
import type { SourceResult } from '../../src/content/content-source.js';
import { kebabCase, operationPageId } from '../../src/openapi/operations.js';
import type { ApiIntroData } from '../../src/core/page-data/api.js';
import { BAD, loadApi, loadError, operation, SITE_SPEC, ZOO_SPEC } from './helpers.js';

const SITE_PAGES = [
  '/api/simple-jwt-login',
  '/api/autologin',
  '/api/register-user',
  '/api/register-user-older-path',
  '/api/delete-user',
  '/api/send-reset-password-code',
  '/api/change-user-password',
  '/api/get-jwt',
  '/api/refresh-jwt',
  '/api/validate-jwt',
  '/api/validate-jwt-post',
  '/api/revoke-jwt',
  '/api/google-oauth-callback',
  '/api/google-oauth-exchange',
];

/** The sidebar as [label, [badge label]…] for compact comparison. */
function outline(items: SidebarItem[]): unknown[] {
  return items.map((i) => (i.type === 'link' ? (i.badge ? `${i.badge} ${i.label}` : i.label) : [i.label, outline((i as SidebarCategory).items)]));
}

describe('the site spec', () => {
  let result: SourceResult;
  before(async () => {
    result = await loadApi(SITE_SPEC);
  });

  it('has the introduction and one page per operation, in sidebar order', () => {
    assert.deepEqual(
      result.routes.map((r) => r.path),
      SITE_PAGES,
    );
    assert.deepEqual([...new Set(result.routes.map((r) => r.layout))], ['apiIntro', 'apiOperation']);
    assert.ok(result.routes.every((r) => r.sidebarId === 'api'));
  });

  it('groups the sidebar by tag in spec order, labelled with x-displayName, with method badges', () => {
    assert.deepEqual(outline(result.sidebars!.api!), [
      'Introduction',
      ['Login', ['GET Autologin']],
      ['Register', ['POST Register user', 'POST Register user (older path)']],
      ['Delete user', ['DELETE Delete user']],
      ['Reset password', ['POST Send reset password code', 'PUT Change user password']],
      ['Authentication', ['POST Authenticate', 'POST Refresh expired JWT', 'GET Validate JWT', 'POST Validate JWT (POST)', 'POST Revoke JWT']],
      ['Google OAuth', ['GET Google sign-in callback', 'POST Exchange a Google code or id_token']],
    ]);
    const link = (result.sidebars!.api![1] as SidebarCategory).items[0] as SidebarLink;
    assert.equal(link.className, 'api-method api-method-get');
  });

  it('links pages in sidebar order', () => {
    const intro = result.routes[0]!.data as ApiIntroData;
    assert.deepEqual(intro.next, { label: 'Autologin', href: '/api/autologin' });
    const get = operation(result, '/api/get-jwt');
    assert.deepEqual(get.prev, { label: 'Change user password', href: '/api/change-user-password' });
    assert.deepEqual(get.next, { label: 'Refresh expired JWT', href: '/api/refresh-jwt' });
    assert.deepEqual(operation(result, '/api/revoke-jwt').next, { label: 'Google sign-in callback', href: '/api/google-oauth-callback' });
    assert.equal(operation(result, '/api/google-oauth-exchange').next, undefined);
  });

  it('the intro page has the info, servers, security schemes, license, contact and the downloads', () => {
    const intro = result.routes[0]!.data as ApiIntroData;
    assert.equal(intro.title, 'Simple-JWT-Login');
    assert.equal(intro.version, '3.6.1');
    assert.match(intro.descriptionHtml!, /<h2 id="two-ways-to-reach-a-route">/);
    assert.deepEqual(
      intro.servers.map((s) => s.url),
      ['https://{domain}/wp-json'],
    );
    assert.deepEqual(
      intro.servers[0]!.variables.map((v) => [v.name, v.default]),
      [['domain', 'example.com']],
    );
    assert.deepEqual(
      intro.security.map((s) => [s.key, s.label]),
      [
        ['bearerJwt', 'HTTP Bearer'],
        ['jwtQuery', 'API key in query'],
        ['authCode', 'API key in query'],
      ],
    );
    assert.equal(intro.license?.name, 'GPL 3.0');
    assert.equal(intro.contact?.url, 'https://github.com/nicumicle/simple-jwt-login/issues');
    assert.deepEqual(intro.downloads, [
      { label: 'YAML', href: '/openapi.yaml' },
      { label: 'JSON', href: '/openapi.json' },
    ]);
    assert.ok(intro.toc.some((t) => t.id === 'api-authentication'));
    assert.equal(result.routes[0]!.head.title, 'Simple-JWT-Login API reference');
  });

  it('publishes the bundled spec as YAML and JSON, both the same document', () => {
    const files = Object.fromEntries(result.files!.map((f) => [f.path, String(f.contents)]));
    assert.deepEqual(Object.keys(files).sort(), ['openapi.json', 'openapi.yaml']);
    const json = JSON.parse(files['openapi.json']!);
    assert.deepEqual(parse(files['openapi.yaml']!), json);
    assert.equal(json.openapi, '3.1.0');
    assert.ok(json.components.schemas.ErrorResponse.properties, 'external files are inlined');
    assert.equal(files['openapi.json'], JSON.stringify(json) + '\n', 'the JSON without indentation (the YAML is for reading)');
  });
});

describe('the zoo fixture', () => {
  let result: SourceResult;
  before(async () => {
    result = await loadApi(ZOO_SPEC);
  });

  it('page ids are the operationIds in kebab case; the intro id is the slug of info.title', () => {
    assert.deepEqual(
      result.routes.map((r) => r.path),
      [
        '/api/zoo-keeper-api',
        '/api/list-animals',
        '/api/create-animal',
        '/api/get-animal',
        '/api/get-family-tree',
        '/api/update-enclosure',
        '/api/list-enclosure-animals',
        '/api/log-feedings',
        '/api/get-health',
      ],
    );
  });

  it('untagged operations come last, under "Other"; tags without x-displayName use their name', () => {
    assert.deepEqual(outline(result.sidebars!.api!), [
      'Introduction',
      ['animals', ['GET List animals', 'POST Admit an animal', 'GET Get an animal', 'GET Get the family tree']],
      ['enclosures', ['PATCH Update an enclosure', 'GET List the animals of an enclosure']],
      ['keepers', ['POST Log feedings']],
      ['Other', ['GET Health check']],
    ]);
  });

  it('introId and routeBasePath come from the config', async () => {
    const r = await loadApi(ZOO_SPEC, { introId: 'overview', routeBasePath: '/reference', downloadPath: '/spec/zoo' });
    assert.equal(r.routes[0]!.path, '/reference/overview');
    assert.equal(r.routes[1]!.path, '/reference/list-animals');
    assert.deepEqual(r.files!.map((f) => f.path).sort(), ['spec/zoo.json', 'spec/zoo.yaml']);
  });
});

describe('the page id rule', () => {
  it('operationId in kebab case, else the summary slug, else method and path', () => {
    assert.equal(kebabCase('getJWT'), 'get-jwt');
    assert.equal(kebabCase('listEnclosureAnimals'), 'list-enclosure-animals');
    assert.equal(kebabCase('send_reset-password'), 'send-reset-password');
    assert.equal(kebabCase('getHTTPResponse2'), 'get-http-response2');
    assert.equal(operationPageId('post', '/users', { summary: 'Register user' }), 'register-user');
    assert.equal(operationPageId('get', '/users/{id}/posts', {}), 'get-users-id-posts');
    assert.equal(operationPageId('get', '/x', { operationId: 'refresh-jwt', summary: 'Other' }), 'refresh-jwt');
  });

  it('duplicate operationIds fail, naming both operations', async () => {
    const [d] = (await loadError(BAD('duplicate-operation-id.yaml'))).diagnostics;
    assert.equal(d!.code, 'api/duplicate-operation-id');
    assert.match(d!.message, /operationId "listThings" is used twice: by GET \/things and by GET \/other-things/);
    assert.equal(d!.at?.line, 13);
  });

  it('two operations with the same page id fail', async () => {
    const [d] = (await loadError(BAD('duplicate-page-id.yaml'))).diagnostics;
    assert.equal(d!.code, 'api/duplicate-page-id');
    assert.match(d!.message, /GET \/things\/\{id\} and GET \/v2\/things\/\{id\} both get the page id "get-thing"/);
  });

  it('an operation whose id is the intro page id fails, suggesting api.introId', async () => {
    const [d] = (await loadError(BAD('intro-collision.yaml'))).diagnostics;
    assert.equal(d!.code, 'api/page-id-collision');
    assert.match(d!.message, /GET \/things gets the page id "thing-store", which is the id of the API introduction page/);
    assert.match(d!.hint!, /api\.introId/);
    // With another intro id the same spec builds.
    const ok = await loadApi(BAD('intro-collision.yaml'), { introId: 'overview' });
    assert.deepEqual(
      ok.routes.map((r) => r.path),
      ['/api/overview', '/api/thing-store'],
    );
  });
});
