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
      // 100 KB of openers that never close: half a minute of parsing without the limit.
      'content/docs/stars.md': '# Stars\n\nIntro.\n\n' + '*a'.repeat(50_000) + '\n',
      'content/docs/brackets.md': '# Brackets\n\nIntro.\n\n```\n' + '[*'.repeat(10_000) + '\n```\n\n' + '[*'.repeat(25_000) + '*]'.repeat(25_000) + '\n',
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

  it('a paragraph of 50,000 emphasis markers: an error at the paragraph, not minutes of parsing', () => {
    assert.match(out, /content\/docs\/stars\.md:5:1 +This paragraph has more than 5,000 emphasis or link markers/);
  });

  it('markers in a code block do not count; a paragraph of brackets is an error at its line', () => {
    assert.match(out, /content\/docs\/brackets\.md:9:1 +This paragraph has more than 5,000/);
    assert.doesNotMatch(out, /brackets\.md:6:/);
  });

  it('a file over 2 MB: an error with its size and what to do', () => {
    assert.match(out, /content\/docs\/huge\.md +content\/docs\/huge\.md is 2\.\d MB; content files may be at most 2\.0 MB/);
    assert.match(out, /Split it into several pages/);
  });
});

describe('MDX pages that partials multiply', () => {
  let out: string;
  before(() => {
    const site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHello.\n',
      // 15,000 paragraphs used 100 times: 1.5 million elements. (The same page with 150,000 used 10 times
      // ran out of memory before the limit; this size makes the same page in a sixth of the time.)
      'content/docs/reused.md': "---\ntitle: Reused\n---\nimport Big from './_big.md';\n\n" + '<Big />\n\n'.repeat(100),
      'content/docs/_big.md': 'Some text.\n\n'.repeat(15_000),
      // Each partial includes the next twice: 2^24 copies of the last one.
      'content/docs/doubling.md': "---\ntitle: Doubling\n---\nimport P0 from './_p0.md';\n\n<P0 />\n",
      ...Object.fromEntries(
        Array.from({ length: 24 }, (_, i) => [
          `content/docs/_p${i}.md`,
          i === 23 ? 'End of the chain.\n' : `import P from './_p${i + 1}.md';\n\n<P />\n\n<P />\n`,
        ]),
      ),
    });
    const r = site.run('build');
    site.remove();
    assert.equal(r.code, 1);
    out = r.stderr;
  });

  it('a partial used so often the page grows past a million elements: an error at the page, not running out of memory', () => {
    assert.match(out, /content\/docs\/reused\.md +content\/docs\/reused\.md is too large to render: the page makes more than 1,000,000 elements/);
  });

  it('partials that each include the next twice: an error, not a stack overflow or minutes of rendering', () => {
    assert.match(out, /content\/docs\/doubling\.md +content\/docs\/doubling\.md is too large to render/);
    assert.doesNotMatch(out, /Internal error|RangeError/);
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
