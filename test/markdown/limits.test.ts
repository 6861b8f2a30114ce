/**
 * Pages too big or too deep for the parser are errors at their place, never
 * a stack overflow or a build that runs for minutes; and the faster event
 * edits give exactly micromark's own trees.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { EditMap } from 'micromark-util-edit-map';
import { createProcessor, detectFeatures } from '../../src/markdown/pipeline.js';
import { linearConsume, originalConsume } from '../../src/markdown/linear-edit-map.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { REPO_ROOT } from '../support/paths.js';

describe('pages too deep or too big', () => {
  let site: FixtureSite;
  let out: string;
  before(() => {
    let list = '# Deep list\n\n';
    for (let i = 0; i < 1000; i++) list += '  '.repeat(i) + '- item\n';
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHello.\n',
      'content/docs/list.md': list,
      'content/docs/quote.md': '# Deep quote\n\n' + '>'.repeat(2000) + ' quoted\n',
      'content/docs/html.md': '# Deep HTML\n\n' + '<div>'.repeat(3000) + 'x' + '</div>'.repeat(3000) + '\n',
      'content/docs/huge.md': '# Huge\n\n' + 'A line of text that goes on.\n\n'.repeat(80_000),
    });
    const r = site.run('build');
    assert.equal(r.code, 1);
    out = r.stderr;
  });
  after(() => site.remove());

  it('never an internal error', () => {
    assert.doesNotMatch(out, /Internal error|RangeError|Maximum call stack/);
  });

  it('a list nested 1,000 deep: an error at the line where it gets too deep', () => {
    assert.match(out, /content\/docs\/list\.md:\d+:1 +Content is nested too deeply: more than 200 levels/);
  });

  it('a quote nested 2,000 deep: an error at its line', () => {
    assert.match(out, /content\/docs\/quote\.md:3:1 +Content is nested too deeply/);
  });

  it('raw HTML nested 3,000 deep: an error naming the file', () => {
    assert.match(out, /content\/docs\/html\.md(:\d+:\d+)? +Content is nested too deeply/);
  });

  it('a file over 2 MB: an error with its size and what to do', () => {
    assert.match(out, /content\/docs\/huge\.md +content\/docs\/huge\.md is 2\.\d MB; content files may be at most 2\.0 MB/);
    assert.match(out, /Split it into several pages/);
  });
});

describe('linear event edits', () => {
  const parse = (text: string) => createProcessor(detectFeatures(text), REPO_ROOT).parse(text);
  const both = (text: string) => {
    EditMap.prototype.consume = originalConsume;
    const expected = JSON.stringify(parse(text));
    EditMap.prototype.consume = linearConsume;
    return { expected, actual: JSON.stringify(parse(text)) };
  };
  after(() => {
    EditMap.prototype.consume = linearConsume;
  });

  it('gives the same trees as micromark on every page of the site and on tricky containers', async () => {
    const files = await fg(['content/**/*.md', 'test/fixtures/**/*.md'], { cwd: REPO_ROOT });
    const texts = files.map((f) => readFileSync(`${REPO_ROOT}/${f}`, 'utf8'));
    texts.push(
      '> a\nlazy\n> - b\nlazy too\n\n- x\n  > y\n  lazy\n\n1. a\n   - b\n     > c\n\n| a | b |\n|---|---|\n| 1 | 2 |\n> q\n\nText\n===\n\n- a\n\n  b\n- c\n',
      Array.from({ length: 200 }, (_, i) => `- item ${i}\n  > quote ${i}\n\n| h | ${i} |\n|---|---|\n| x | y |\n\n> end ${i}\n`).join('\n'),
    );
    for (const [i, text] of texts.entries()) {
      const { expected, actual } = both(text);
      assert.ok(actual === expected, `tree differs for ${files[i] ?? `case ${i - files.length}`}`);
    }
  });
});
