/** A document without `paths` is told what it lacks, not that it has no version field. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const INFO = 'info:\n  title: Things\n  version: 1.0.0\n';

describe('an OpenAPI document without paths', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`api: { specPath: 'openapi/openapi.yaml' },`),
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
      'openapi/openapi.yaml': `openapi: 3.0.3\n${INFO}`,
    });
  });
  after(() => site.remove());

  it('OpenAPI 3.0: says "paths" is missing and how to add it', () => {
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /openapi\/openapi\.yaml:1 +openapi\/openapi\.yaml \(OpenAPI 3\.0\.3\) has no "paths" object, which OpenAPI 3\.0 requires/);
    assert.match(r.stderr, /paths: \{\}/);
    assert.doesNotMatch(r.stderr, /no "openapi" version field|Internal error/);
  });

  it('OpenAPI 3.1: says neither "paths" nor "webhooks" is there', () => {
    site.write('openapi/openapi.yaml', `openapi: 3.1.0\n${INFO}`);
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /has neither "paths" nor "webhooks"/);
  });

  it('a YAML file with no "openapi" field is still called not OpenAPI', () => {
    site.write('openapi/openapi.yaml', 'name: my-package\nversion: 1.0.0\n');
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /is not an OpenAPI document: it has no "openapi" version field/);
  });
});
