/** The tag rules blog posts and docs share (content/sources/tags.ts), and the docs' tags file (docs-tags.ts). */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Diagnostics } from '../../src/core/diagnostics.js';
import { MysiteError } from '../../src/core/errors.js';
import { DEFAULT_DOCS } from '../../src/config/schema.js';
import { readYamlMap } from '../../src/content/yaml-map.js';
import { resolveTags, tagsFileErrors, type TagRules } from '../../src/content/sources/tags.js';
import { readDocsTagsFile } from '../../src/content/sources/docs-tags.js';

const RULES: TagRules = { base: '/docs/tags', onInlineTags: 'throw', unknownCode: 'docs/unknown-tag' };
const SOURCE = '---\ntitle: A\ntags:\n  - setup\n  - Stray One\n---\n\nText.\n';

describe('tags', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'mysite-tags-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs/tags.yml'), 'setup:\n  label: Setup\nbad:\n  label: [1, 2]\n  colour: red\ntwin:\n  permalink: /setup\n');
    writeFileSync(join(dir, 'docs/broken.yml'), 'setup:\n  label: "open\n');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('points at the line and column of each bad field of tags.yml, and at a duplicate permalink', async () => {
    const map = (await readYamlMap(dir, 'docs', 'tags.yml', 'docs/invalid-tags-file'))!;
    const errors = tagsFileErrors(map, 'docs/invalid-tags-file');
    assert.deepEqual(
      errors.map((e) => [e.at?.line, e.at?.column, e.message]),
      [
        [4, 3, 'The label of tag "bad" must be a text, not [1,2].'],
        [5, 3, 'Tag "bad" has an unknown field "colour".'],
        [7, 3, 'Tags "setup" and "twin" have the same permalink /setup.'],
      ],
    );
    assert.ok(errors.every((e) => e.at?.file === 'docs/tags.yml' && e.code === 'docs/invalid-tags-file'));
  });

  it('reports YAML that does not parse at its place', async () => {
    await assert.rejects(readYamlMap(dir, 'docs', 'broken.yml', 'docs/invalid-tags-file'), (e: unknown) => {
      assert.ok(e instanceof MysiteError);
      assert.equal(e.diagnostics[0]!.code, 'docs/invalid-tags-file');
      assert.equal(e.diagnostics[0]!.at?.file, 'docs/broken.yml');
      assert.equal(typeof e.diagnostics[0]!.at?.line, 'number');
      return true;
    });
  });

  it('with onInlineTags: throw, fails on a tag tags.yml lacks, at its line in the front matter', async () => {
    const map = (await readYamlMap(dir, 'docs', 'tags.yml', 'docs/invalid-tags-file'))!;
    const diagnostics = new Diagnostics();
    const tags = resolveTags({ tags: ['setup', 'Stray One'] }, map, { file: 'docs/a.md', source: SOURCE, diagnostics, rules: RULES });
    assert.deepEqual(
      tags.map((t) => [t.label, t.href]),
      [
        ['Setup', '/docs/tags/setup'],
        ['Stray One', '/docs/tags/stray-one'],
      ],
    );
    assert.equal(diagnostics.items.length, 1);
    assert.deepEqual(
      [diagnostics.items[0]!.severity, diagnostics.items[0]!.code, diagnostics.items[0]!.at],
      ['error', 'docs/unknown-tag', { file: 'docs/a.md', line: 5 }],
    );
    const quiet = new Diagnostics();
    resolveTags({ tags: ['Stray One'] }, map, { file: 'docs/a.md', source: SOURCE, diagnostics: quiet, rules: { ...RULES, onInlineTags: 'ignore' } });
    assert.equal(quiet.items.length, 0);
    const logged = new Diagnostics();
    resolveTags({ tags: ['Stray One'] }, map, { file: 'docs/a.md', source: SOURCE, diagnostics: logged, rules: { ...RULES, onInlineTags: 'log' } });
    assert.equal(logged.items[0]?.severity, 'warning');
  });

  it('reads the docs tags file the config names, none with false, and fails on a named file that is missing', async () => {
    const ctx = { siteDir: dir, files: { locate: (f: string) => f } } as unknown as Parameters<typeof readDocsTagsFile>[0];
    const options = { ...DEFAULT_DOCS, path: 'docs' };
    await assert.rejects(readDocsTagsFile(ctx, options), (e: unknown) => e instanceof MysiteError && e.diagnostics.length === 3);
    assert.equal(await readDocsTagsFile(ctx, { ...options, tags: false }), undefined);
    assert.equal(await readDocsTagsFile(ctx, { ...options, path: 'elsewhere' }), undefined);
    await assert.rejects(readDocsTagsFile(ctx, { ...options, tags: 'missing.yml' }), (e: unknown) => {
      assert.ok(e instanceof MysiteError);
      assert.match(e.diagnostics[0]!.message, /"missing\.yml", which is not in docs/);
      return true;
    });
  });
});
