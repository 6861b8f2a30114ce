/**
 * The link check's problems as diagnostics (`linkDiagnostics`): the code of
 * each kind of problem, the same link repeated on built pages reported once
 * with the number of pages, and the severity the caller gives each code,
 * 'ignore' leaving it out.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LinkProblem } from '../../src/links/check.js';
import { groupRepeated, linkCode, linkDiagnostics, type LinkCode } from '../../src/links/report.js';

function problem(kind: LinkProblem['kind'], href: string, file: string, line = 1, column?: number): LinkProblem {
  return { kind, href, at: { file, line, ...(column ? { column } : {}) }, reason: `reason for ${href}` };
}

const allErrors = () => 'error' as const;

describe('linkCode', () => {
  it('names a missing page, a missing id and a Markdown link that did not become a page', () => {
    assert.equal(linkCode(problem('link', '/docs/gone', 'dist/a.html')), 'links/broken-link');
    assert.equal(linkCode(problem('anchor', '/docs/guide#nope', 'dist/a.html')), 'links/broken-anchor');
    assert.equal(linkCode(problem('link', './other.md', 'content/docs/a.md')), 'links/broken-markdown-link');
    assert.equal(linkCode(problem('link', '../guide.mdx#setup', 'content/docs/a.md')), 'links/broken-markdown-link');
    assert.equal(linkCode(problem('link', '/files/notes.md', 'dist/a.html')), 'links/broken-link', 'a site path ending in .md is a file link');
    assert.equal(linkCode(problem('link', 'https://example.org/x.md', 'dist/a.html')), 'links/broken-link');
  });
});

describe('groupRepeated', () => {
  it('merges the same broken link found in built pages, counting them', () => {
    const grouped = groupRepeated(
      [problem('link', '/gone', 'dist/a.html', 4), problem('link', '/gone', 'dist/b.html', 9), problem('link', '/gone', 'dist/c.html', 2)],
      'dist',
    );
    assert.equal(grouped.length, 1);
    assert.equal(grouped[0]!.count, 3);
    assert.equal(grouped[0]!.problem.at.file, 'dist/a.html', 'reported where it was first found');
  });

  it('keeps apart links written in sources, other links and other kinds', () => {
    const grouped = groupRepeated(
      [
        problem('link', '/gone', 'content/docs/a.md', 4, 2),
        problem('link', '/gone', 'content/docs/b.md', 4, 2),
        problem('link', '/gone', 'content/docs/a.md', 4, 2), // the same place twice (a page built twice) is one
        problem('link', '/other', 'dist/a.html'),
        problem('anchor', '/other', 'dist/b.html'),
      ],
      'dist',
    );
    assert.deepEqual(
      grouped.map((g) => [g.problem.at.file, g.problem.href, g.count]),
      [
        ['content/docs/a.md', '/gone', 2],
        ['content/docs/b.md', '/gone', 1],
        ['dist/a.html', '/other', 1],
        ['dist/b.html', '/other', 1],
      ],
    );
  });

  it('knows built pages by the output folder’s name', () => {
    const grouped = groupRepeated([problem('link', '/gone', 'public/a.html', 1), problem('link', '/gone', 'public/b.html', 5)], 'public');
    assert.equal(grouped.length, 1);
    assert.equal(groupRepeated([problem('link', '/gone', 'public/a.html', 1), problem('link', '/gone', 'public/b.html', 5)], 'dist').length, 2);
  });
});

describe('linkDiagnostics', () => {
  it('says what is broken, why, and on how many pages', () => {
    const diagnostics = linkDiagnostics([problem('link', '/gone', 'dist/a.html', 3), problem('link', '/gone', 'dist/b.html', 3)], 'dist', allErrors);
    assert.deepEqual(diagnostics, [
      { severity: 'error', code: 'links/broken-link', message: 'Broken link: /gone (reason for /gone); on 2 pages', at: { file: 'dist/a.html', line: 3 } },
    ]);
    const single = linkDiagnostics([problem('anchor', '/x#y', 'content/a.md', 2, 5)], 'dist', allErrors);
    assert.equal(single[0]!.message, 'Broken anchor: /x#y (reason for /x#y)');
    assert.deepEqual(single[0]!.at, { file: 'content/a.md', line: 2, column: 5 });
  });

  it('gives each code the severity asked for, leaving out the ignored ones', () => {
    const problems = [problem('link', '/gone', 'dist/a.html'), problem('anchor', '/x#y', 'dist/a.html'), problem('link', './b.md', 'content/a.md', 1, 1)];
    const asked: LinkCode[] = [];
    const severities: Record<LinkCode, 'error' | 'warning' | 'ignore'> = {
      'links/broken-link': 'error',
      'links/broken-anchor': 'warning',
      'links/broken-markdown-link': 'ignore',
    };
    const diagnostics = linkDiagnostics(problems, 'dist', (code) => {
      asked.push(code);
      return severities[code];
    });
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.severity]),
      [
        ['links/broken-link', 'error'],
        ['links/broken-anchor', 'warning'],
      ],
    );
    assert.deepEqual(asked, ['links/broken-link', 'links/broken-anchor', 'links/broken-markdown-link']);
  });

  it('reports nothing for no problems', () => {
    assert.deepEqual(linkDiagnostics([], 'dist', allErrors), []);
  });
});

describe('a broken link made by code', () => {
  it('is reported at its places, without its target', () => {
    const places = [
      { file: 'content/docs/a.mdx', line: 6, column: 4 },
      { file: 'content/docs/a.mdx', line: 9, column: 1 },
    ];
    const made: LinkProblem = { ...problem('link', '/tk-short', 'dist/docs/a.html', 40), reason: 'it leads to no page', madeByCode: places };
    const [one] = linkDiagnostics([made], 'dist', allErrors);
    assert.equal(
      one!.message,
      'Broken link made by code in content/docs/a.mdx:6:4, content/docs/a.mdx:9:1 (it leads to no page); its target is not shown, since code gave it',
    );
    assert.ok(!JSON.stringify(one).includes('tk-short'));
    const [single] = linkDiagnostics([{ ...made, at: places[0]!, madeByCode: [places[0]!] }], 'dist', allErrors);
    assert.match(single!.message, /^Broken link made by code \(it leads to no page\)/);
    assert.deepEqual(single!.at, places[0]);
  });
});
