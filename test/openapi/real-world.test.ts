/**
 * Real specs, built end to end: a sample the snippet library refuses costs
 * that sample (with a warning at the operation), Redocly-style `$ref`s that
 * stand for a whole map are accepted, other tools' conventions are named when
 * validation fails, tag descriptions reach the introduction, webhooks get
 * pages, callbacks and links are warned about, and headings repeated across
 * descriptions keep unique ids.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const CONFIG = minimalConfig(`api: { specPath: 'openapi/openapi.yaml' }, onBrokenAnchors: 'throw',`);
const DOC = { 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nSee [the API](/api/kennel).\n' };

const KENNEL = `openapi: 3.0.3
info:
  title: Kennel
  version: 2.1.0
servers:
  - url: https://{shard}.kennel.test/v2
    variables:
      shard:
        enum: [eu, us]
        default: eu
tags:
  - name: Dogs
    description: |
      Everything about the **dogs** in a kennel.

      ## Naming rules
      Names are unique per kennel.
paths:
  /dogs:
    get:
      operationId: listDogs
      summary: List dogs
      tags: [Dogs]
      responses:
        '200':
          description: The dogs.
          content:
            application/json:
              schema:
                type: object
                properties:
                  $ref: './parts/fields.yaml#/dog'
          links:
            first:
              operationId: getDog
      callbacks:
        adopted:
          '{$request.body#/hook}':
            post:
              responses:
                '200': { description: Received. }
  /uploads:
    post:
      operationId: uploadPhoto
      summary: Upload a photo
      tags: [Dogs]
      servers:
        - url: https://<upload_url>
      responses:
        '204': { description: Stored. }
components:
  securitySchemes:
    partnerKey:
      type: apiKey
      in: header
      name: X-Partner
      description: &shared |
        ## OAuth authentication
        Ask us for credentials.
    staffKey:
      type: apiKey
      in: header
      name: X-Staff
      description: *shared
  schemas:
    Dog:
      type: object
      properties:
        $ref: './parts/fields.yaml#/dog'
`;

describe('real-world OpenAPI documents', () => {
  let site: FixtureSite;
  let build: { code: number; stdout: string; stderr: string };
  before(() => {
    site = createSite({
      'site.config.ts': CONFIG,
      ...DOC,
      'openapi/openapi.yaml': KENNEL,
      'openapi/parts/fields.yaml': 'dog:\n  name:\n    type: string\n    description: The name the dog answers to.\n  breed:\n    type: string\n',
    });
    build = site.run('build');
  });
  after(() => site.remove());

  it('builds, and a sample URL httpsnippet refuses is a warning naming the operation, its file and line', () => {
    assert.equal(build.code, 0, build.stderr);
    const out = build.stdout + build.stderr;
    assert.match(
      out,
      /openapi\/openapi\.yaml:43:\d+ +No code samples for POST \/uploads: the example request is not valid HTTP \(url must match format "uri": "https:\/\/<upload_url>\/uploads"\)/,
    );
    assert.match(out, /api\/sample-failed/);
    assert.doesNotMatch(out, /Internal error|HARError/);
    const upload = site.read('dist/api/upload-photo.html');
    assert.doesNotMatch(upload, /api-samples/);
    assert.match(site.read('dist/api/list-dogs.html'), /class="api-samples"/, 'the other operations keep their samples');
  });

  it('a $ref standing for a whole properties map (Redocly convention) is read as that map', () => {
    const page = site.read('dist/api/list-dogs.html');
    assert.match(page, /The name the dog answers to\./);
    assert.match(page, />breed</);
    assert.doesNotMatch(page, /\$ref/);
  });

  it("tag descriptions are shown on the introduction, under the tag's heading", () => {
    const intro = site.read('dist/api/kennel.html');
    assert.match(intro, /<h3>Dogs<\/h3><div class="markdown"(?: data-mysite-html="\d+")?><p>Everything about the <strong>dogs<\/strong> in a kennel\.<\/p>/);
    assert.match(intro, /Names are unique per kennel\./);
  });

  it('two security schemes sharing a description do not repeat a heading id', () => {
    const intro = site.read('dist/api/kennel.html');
    const ids = [...intro.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    assert.deepEqual(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      [],
    );
    assert.ok(ids.includes('oauth-authentication') && ids.includes('oauth-authentication-1'), ids.join(' '));
  });

  it('callbacks and response links are warned about, with the operation', () => {
    const out = build.stdout + build.stderr;
    assert.match(out, /The API reference does not show callbacks; GET \/dogs has some\.\s+\[api\/callbacks-not-shown\]/);
    assert.match(out, /The API reference does not show response links; GET \/dogs has some\.\s+\[api\/links-not-shown\]/);
  });
});

describe('an OpenAPI 3.1 document with only webhooks', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': CONFIG,
      ...DOC,
      'openapi/openapi.yaml': `openapi: 3.1.0
info: { title: Kennel, version: '1' }
webhooks:
  dogAdopted:
    post:
      summary: A dog was adopted
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                dogId: { type: string, description: Which dog found a home. }
      responses:
        '200': { description: Acknowledge with any 2xx status. }
`,
    });
  });
  after(() => site.remove());

  it('gets a page per webhook, listed under "Webhooks", without request samples', () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const page = site.read('dist/api/a-dog-was-adopted.html');
    assert.match(page, /<h1 class="doc-title api-title">A dog was adopted<\/h1>/);
    assert.match(page, /Webhook: the API sends this request/);
    assert.match(page, /Which dog found a home\./);
    assert.doesNotMatch(page, /class="api-samples"/);
    assert.match(site.read('dist/api/kennel.html'), /<h3>Webhooks<\/h3>[\s\S]*A dog was adopted/);
  });
});

describe('validation failures name the convention the spec follows', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({ 'site.config.ts': CONFIG, ...DOC });
  });
  after(() => site.remove());

  const spec = (version: string, schema: string) =>
    `openapi: ${version}\ninfo: { title: Kennel, version: '1' }\npaths:\n  /dogs:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema:\n${schema}`;

  it('a 3.1-style type list in a 3.0 document', () => {
    site.write('openapi/openapi.yaml', spec('3.0.3', '                type: [string, "null"]\n'));
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /openapi\/openapi\.yaml:12:\d+ .*Invalid OpenAPI document/);
    assert.match(
      r.stderr,
      /`type: \[string, null\]` is JSON Schema \/ OpenAPI 3\.1 style, but the document says openapi: 3\.0\.3\. Declare openapi: 3\.1\.0, or in 3\.0 write one type with `nullable: true`/,
    );
  });

  it('a Swagger 2.0 file type', () => {
    site.write('openapi/openapi.yaml', spec('3.0.3', '                type: file\n'));
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /`type: file` is Swagger 2\.0 style\. In OpenAPI 3 a file is `type: string, format: binary`/);
  });
});
