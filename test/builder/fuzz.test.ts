/**
 * Fuzzing: a few hundred Markdown documents made by mutating realistic ones,
 * front matter included (seeded, so a failure can be replayed), are built as
 * one site. The build may refuse some documents, but only with an author's
 * error, never an internal one; once those are set aside, every page's HTML
 * parses with the theme's landmarks in place: the content cannot reach or
 * swallow the layout. Each document is also compiled on its own, and none
 * may take more than ten seconds of CPU (a guard against parser blow-ups,
 * far above the milliseconds a page takes; not a speed target).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MysiteError } from '../../src/core/errors.js';
import { compileFile } from '../../src/mdx/compile-file.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { layoutProblems } from '../support/page-layout.js';
import { random } from '../support/seeded-random.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const DOCUMENTS = 240;
const MDX_DOCUMENTS = 60;

const SEEDS = [
  '# Title\n\nSome *emphasis*, **strong**, `code` and a [link](https://example.com).\n\n## Section\n\n- one\n- two\n  - nested\n\n1. first\n2. second\n',
  '> A quote\n> with **bold**\n>\n> > and a nested one\n\n```js title="a.js" {1}\nconst a = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
  ':::note Title\nAn admonition with `code`.\n:::\n\n::::tabs\n:::tab{label="One"}\nFirst\n:::\n:::tab{label="Two"}\nSecond\n:::\n::::\n',
  '<div class="box">\n\nRaw *HTML* block.\n\n</div>\n\n<details><summary>More</summary>\n\nHidden text.\n\n</details>\n\nText with a footnote[^1].\n\n[^1]: The note.\n',
  '## Heading {#custom-id}\n\nA line<br/>break, an <abbr title="x">abbr</abbr>, & entities &amp; &lt;tags&gt;.\n\n- [ ] task\n- [x] done\n\n~~struck~~ and www.example.com\n',
];

/** MDX documents: components (imported and global), expressions, comments, partial-like imports. */
const MDX_SEEDS = [
  "import Note from '../../src/Note.jsx';\n\n# Title\n\n<Note kind=\"tip\">Inside **a note** with `code`.</Note>\n\n{/* a comment */}\n\nText {1 + 1} and {'a string'}.\n",
  'export const answer = 42;\n\n## Section {#sec}\n\n<div className="box" style={{ padding: 4 }}>\n\nThe answer is {answer}.\n\n</div>\n\n<!-- an HTML comment <Nope /> -->\n\n- [link](./fuzz-000.md)\n',
];

/** Fragments that stress the parser and the boundary between content and layout. */
const TOKENS = [
  '<!--',
  '-->',
  '</main>',
  '</div>',
  '</article>',
  '<div>',
  '</body>',
  '</html>',
  '<script>',
  '</script>',
  '<style>',
  '<textarea>',
  '<pre>',
  '<![CDATA[',
  '<?php',
  '<!DOCTYPE html>',
  '<a href="#',
  '<img src=x onerror=alert(1)>',
  '*',
  '**',
  '_',
  '__',
  '`',
  '```',
  '~~~',
  '[',
  ']',
  '](',
  ')',
  '![',
  '>',
  '> > >',
  '- ',
  '1. ',
  '    ',
  '\t',
  '\n',
  '\n\n',
  '#',
  '## ',
  '|',
  '|---|',
  ':::',
  ':::note',
  '::::tabs',
  ':::tab{label="x"}',
  '{',
  '}',
  '{#id}',
  '&',
  '&#0;',
  '&#x110000;',
  '\\',
  '"',
  "'",
  '<',
  '[^1]',
  '[^1]: x',
  '---',
  '\u202e',
  '\u200b',
  '\ufeff',
  '😀',
  'é',
  '\r\n',
  'javascript:alert(1)',
  '<!-- truncate -->',
  '$$',
  '<br>',
  '\u2028',
  '<Note>',
  '</Note>',
  '{/*',
  '*/}',
  '{answer}',
  'export ',
  'import ',
];

function mutate(text: string, rnd: () => number, tokens = TOKENS): string {
  let out = text;
  const edits = 1 + Math.floor(rnd() * 8);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(rnd() * (out.length + 1));
    const choice = rnd();
    if (choice < 0.55) out = out.slice(0, at) + tokens[Math.floor(rnd() * tokens.length)] + out.slice(at);
    else if (choice < 0.7) out = out.slice(0, at) + out.slice(at + Math.floor(rnd() * 40));
    else if (choice < 0.85) {
      const from = Math.floor(rnd() * out.length);
      out = out.slice(0, at) + out.slice(from, from + Math.floor(rnd() * 60)) + out.slice(at);
    } else out = out.slice(0, at) + tokens[Math.floor(rnd() * tokens.length)]!.repeat(1 + Math.floor(rnd() * 30)) + out.slice(at);
  }
  return out;
}

/** Front matter of the kinds authors write, to be mutated too. */
const FRONT_MATTER = [
  'title: Fuzz',
  'title: "Quoted: with a colon"\ndescription: A page.\ntags: [one, two]',
  'title: Fuzz\nsidebar_position: 3\nkeywords:\n  - a\n  - b\nimage: /img/card.png',
  "title: 'Single'\nsidebar_label: Single page\nhide_table_of_contents: true\nlast_update:\n  date: 2024-05-01\n  author: Ana",
];

/** Fragments that stress YAML. */
const YAML_TOKENS = [
  ':',
  ': ',
  '- ',
  '[',
  ']',
  '{',
  '}',
  '"',
  "'",
  '&a',
  '*a',
  '!!str',
  '|',
  '>',
  '#',
  '\n',
  '  ',
  '\t',
  '---',
  '...',
  '?',
  ',',
  'null',
  '~',
  '@',
  '`',
  '%YAML 1.2',
  '0x1F',
  '.inf',
  '2024-13-45',
];

function documents(): Record<string, string> {
  const rnd = random(SEED);
  const files: Record<string, string> = {};
  for (let i = 0; i < DOCUMENTS; i++) {
    const body = mutate(SEEDS[i % SEEDS.length]! + '\n' + SEEDS[Math.floor(rnd() * SEEDS.length)]!, rnd);
    // One document in four gets its front matter mutated.
    const base = FRONT_MATTER[i % FRONT_MATTER.length]!.replace('title: Fuzz', `title: Fuzz ${i}`);
    const frontMatter = i % 4 === 3 ? mutate(base, rnd, YAML_TOKENS) : base;
    files[`content/docs/fuzz-${String(i).padStart(3, '0')}.md`] = `---\n${frontMatter}\n---\n\n${body}\n`;
  }
  for (let i = 0; i < MDX_DOCUMENTS; i++) {
    const body = mutate(MDX_SEEDS[i % MDX_SEEDS.length]!, rnd);
    files[`content/docs/fuzz-mdx-${String(i).padStart(3, '0')}.mdx`] = `---\ntitle: MDX ${i}\n---\n${body}\n`;
  }
  return files;
}

describe(`fuzzed Markdown (seed ${SEED})`, () => {
  let site: FixtureSite;
  let refused: string[];
  let builds: { code: number; stderr: string }[];

  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore', onBrokenAnchors: 'ignore',`),
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nThe fuzzed pages.\n',
      'src/Note.jsx': "export default function Note({ kind = 'note', children }) { return <aside className={kind}>{children}</aside>; }\n",
      ...documents(),
    });
    refused = [];
    builds = [];
    // Documents the build refuses (an author's error) are set aside, and the rest built again.
    for (let attempt = 0; attempt < 6; attempt++) {
      const r = site.run('build', '--jobs', '1');
      builds.push(r);
      if (r.code === 0) break;
      const errors = /^\d+ errors?:\n([\s\S]*?)(?:^\d+ warnings?:|^✖)/m.exec(r.stderr)?.[1] ?? '';
      const files = [...new Set([...errors.matchAll(/^ {2}(content\/docs\/fuzz-(?:mdx-)?\d+\.mdx?)/gm)].map((m) => m[1]!))];
      if (files.length === 0) break;
      for (const file of files) site.delete(file);
      refused.push(...files);
    }
  });
  after(() => site.remove());

  it('never fails with an internal error', () => {
    for (const b of builds) assert.doesNotMatch(b.stderr, /Internal error|RangeError|TypeError|at .*\.js:\d+/, b.stderr.slice(0, 2000));
  });

  it('builds the documents it does not refuse (most of them)', () => {
    assert.equal(builds.at(-1)!.code, 0, builds.at(-1)!.stderr.slice(0, 3000));
    // A quarter have their front matter mutated too, which YAML refuses more often than Markdown.
    const markdown = refused.filter((f) => !f.includes('fuzz-mdx-'));
    assert.ok(markdown.length < DOCUMENTS / 3, `${markdown.length} Markdown documents refused`);
    // MDX is strict: a stray "<" or "{" is an error. Some must still build.
    assert.ok(refused.length - markdown.length < MDX_DOCUMENTS, 'every MDX document was refused');
  });

  it("compiles every document on its own in ten CPU seconds at most, or refuses it with an author's error", async () => {
    const slow: string[] = [];
    for (const [file, source] of Object.entries(documents())) {
      const started = process.cpuUsage();
      try {
        await compileFile({ absolutePath: `${site.dir}/${file}`, relativePath: file, source }, site.dir);
      } catch (error) {
        if (!(error instanceof MysiteError)) throw error;
      }
      const { user, system } = process.cpuUsage(started);
      const ms = (user + system) / 1000;
      if (ms > 10_000) slow.push(`${file}: ${Math.round(ms)} ms`);
    }
    assert.deepEqual(slow, []);
  });

  it("every page parses with the theme's landmarks and the content inside its article", () => {
    const failures: string[] = [];
    for (let i = 0; i < DOCUMENTS; i++) {
      const name = `fuzz-${String(i).padStart(3, '0')}`;
      if (refused.includes(`content/docs/${name}.md`)) continue;
      const problems = layoutProblems(site.read(`dist/docs/${name}.html`));
      if (problems.length > 0) failures.push(`${name}.md: ${problems.join('; ')}`);
    }
    for (let i = 0; i < MDX_DOCUMENTS; i++) {
      const name = `fuzz-mdx-${String(i).padStart(3, '0')}`;
      if (refused.includes(`content/docs/${name}.mdx`)) continue;
      const problems = layoutProblems(site.read(`dist/docs/${name}.html`));
      if (problems.length > 0) failures.push(`${name}.mdx: ${problems.join('; ')}`);
    }
    assert.deepEqual(failures, []);
  });
});
