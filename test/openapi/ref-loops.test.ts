/** $refs that only point at each other are an error naming the loop and where it starts. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const HEAD = (version: string) => `openapi: ${version}\ninfo:\n  title: Loops\n  version: 1.0.0\n`;
const USES_A = `paths:\n  /things:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema:\n                $ref: '#/components/schemas/A'\n`;

describe('OpenAPI $ref loops', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`api: { specPath: 'openapi/openapi.yaml' },`),
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHello.\n',
    });
  });
  after(() => site.remove());

  function build(files: Record<string, string>) {
    for (const [file, text] of Object.entries(files)) site.write(file, text);
    const r = site.run('build');
    assert.equal(r.code, 1, r.stdout);
    assert.doesNotMatch(r.stderr, /Internal error|Maximum call stack/);
    return r.stderr;
  }

  it('two schemas that are only $refs to each other', () => {
    const out = build({
      'openapi/openapi.yaml':
        HEAD('3.0.3') + USES_A + `components:\n  schemas:\n    A:\n      $ref: '#/components/schemas/B'\n    B:\n      $ref: '#/components/schemas/A'\n`,
    });
    assert.match(
      out,
      /openapi\/openapi\.yaml:\d+:\d+ +These \$refs only point at each other, so there is nothing at the end of them: openapi\/openapi\.yaml#\/components\/schemas\/[AB] → openapi\/openapi\.yaml#\/components\/schemas\/[AB] → /,
    );
  });

  it('with sibling keywords (OpenAPI 3.1), which overflowed the bundler', () => {
    const out = build({
      'openapi/openapi.yaml':
        HEAD('3.1.0') +
        USES_A +
        `components:\n  schemas:\n    A:\n      $ref: '#/components/schemas/B'\n      description: a\n    B:\n      $ref: '#/components/schemas/A'\n      description: b\n`,
    });
    assert.match(out, /These \$refs only point at each other/);
  });

  it('across files', () => {
    const out = build({
      'openapi/openapi.yaml': HEAD('3.0.3') + USES_A.replace("'#/components/schemas/A'", "'parts/a.yaml#/A'"),
      'openapi/parts/a.yaml': "A:\n  $ref: 'b.yaml#/B'\n",
      'openapi/parts/b.yaml': "B:\n  $ref: 'a.yaml#/A'\n",
    });
    assert.match(out, /openapi\/parts\/[ab]\.yaml:\d+:\d+ +These \$refs only point at each other.*openapi\/parts\/a\.yaml#\/A.*openapi\/parts\/b\.yaml#\/B/);
  });
});
