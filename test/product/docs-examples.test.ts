/**
 * The TypeScript examples of the docs compile against mysite as a site gets
 * it. The ```ts and ```tsx blocks of README.md, docs/*.md and the Markdown
 * of the `mysite init` templates are written into a temporary project whose
 * `mysite` is this repository (its declarations in lib/types, found through
 * package.json's exports) and checked by one TypeScript program, with the
 * compiler options of the tsconfig.json that `mysite init` writes.
 *
 * What a block is, by the words after its language:
 * - nothing (```tsx, ```ts title="x.ts"): a whole file, which must compile.
 *   Imports of the reader's own files (`./Root.js`) are not there: those
 *   "cannot find module" errors alone are not reported.
 * - `config` (```ts config): properties of the object `site.config.ts`
 *   gives `defineConfig`, checked as a `Partial<SiteConfigInput>`.
 * - `fragment` (```ts fragment): a piece shown for its shape; not checked.
 *
 * The commands a user types (```bash blocks of README.md, GETTING-STARTED and
 * MIGRATING) are run in order, each doc from a folder of its own in the
 * project where the packed mysite is installed (test/support/installed-package.ts);
 * MIGRATING's from a Docusaurus site. Those for working on mysite itself are
 * named below, and left out.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';
import { REPO_ROOT } from '../support/paths.js';
import { installedPackage, projectSite, type InstalledPackage } from '../support/installed-package.js';
import { commandsOf, runDocCommand, type DocCommand } from './doc-commands.js';
import { docusaurusSite } from './packaged-fixtures.js';

const DOCS = ['README.md', 'docs/*.md', 'templates/**/*.md'];
const CONFIG_PREFIX = ["import type { SiteConfigInput } from 'mysite-ssg';", 'export const config: Partial<SiteConfigInput> = {'];

interface Example {
  /** Markdown file, relative to the repository. */
  doc: string;
  /** Line of the block's first line of code in the Markdown file (1-based). */
  line: number;
  /** Spaces before the fence (a block inside a list item), taken off each line. */
  indent: number;
  lang: 'ts' | 'tsx';
  kind: 'file' | 'config' | 'fragment';
  code: string;
}

/** The fenced ts/tsx blocks of one Markdown file. */
function examplesOf(doc: string, markdown: string): Example[] {
  const examples: Example[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^( *)(`{3,}|~{3,})\s*(\S*)(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, spaces, fence, lang, info] = open as unknown as [string, string, string, string, string];
    const close = new RegExp(`^ *${fence[0]}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end]!)) end++;
    if (lang === 'ts' || lang === 'tsx') {
      const words = info.replace(/\w+=("[^"]*"|'[^']*')/g, '').split(/\s+/);
      const kind = words.includes('fragment') ? 'fragment' : words.includes('config') ? 'config' : 'file';
      const code = lines.slice(i + 1, end).map((line) => line.slice(Math.min(spaces.length, line.length - line.trimStart().length)));
      examples.push({ doc, line: i + 2, indent: spaces.length, lang, kind, code: code.join('\n') });
    }
    i = end;
  }
  return examples;
}

/** A project beside nothing: `mysite-ssg` is this repository, React and its types are this repository's. */
function makeProject(dir: string): void {
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(REPO_ROOT, join(dir, 'node_modules/mysite-ssg'), 'dir');
  symlinkSync(join(REPO_ROOT, 'node_modules/react'), join(dir, 'node_modules/react'), 'dir');
  symlinkSync(join(REPO_ROOT, 'node_modules/@types'), join(dir, 'node_modules/@types'), 'dir');
}

function compilerOptions(dir: string): ts.CompilerOptions {
  const tsconfig = join(REPO_ROOT, 'templates/shared/tsconfig.json');
  const { config } = ts.readConfigFile(tsconfig, ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, dir);
  return { ...options, noEmit: true, moduleDetection: ts.ModuleDetectionKind.Force };
}

/** A missing file of the reader's own (`./Root.js`): the example's file is alone here. */
function isOwnFileMissing(d: ts.Diagnostic): boolean {
  return d.code === 2307 && /^Cannot find module '\.\.?\//.test(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the TypeScript examples of the docs', () => {
  let dir: string;
  let examples: Example[];
  let problems: string[];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mysite-docs-examples-'));
    makeProject(dir);
    const docs = await fg(DOCS, { cwd: REPO_ROOT, ignore: ['**/node_modules/**'] });
    examples = docs.sort().flatMap((doc) => examplesOf(doc, readFileSync(join(REPO_ROOT, doc), 'utf8')));
    const files = new Map<string, { example: Example; prefix: number }>();
    for (const [n, example] of examples.entries()) {
      if (example.kind === 'fragment') continue;
      const file = join(dir, `example-${n}.${example.lang}`);
      const prefix = example.kind === 'config' ? CONFIG_PREFIX : [];
      writeFileSync(file, [...prefix, example.code, ...(example.kind === 'config' ? ['};'] : [])].join('\n') + '\n');
      files.set(file, { example, prefix: prefix.length });
    }
    const program = ts.createProgram([...files.keys()], compilerOptions(dir));
    problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => !isOwnFileMissing(d))
      .map((d) => {
        const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
        const place = d.file && files.get(d.file.fileName);
        if (!place || d.start === undefined) return `${d.file ? relative(dir, d.file.fileName) : '(options)'}: TS${d.code} ${message}`;
        const { line, character } = d.file!.getLineAndCharacterOfPosition(d.start);
        return `${place.example.doc}:${place.example.line + line - place.prefix}:${character + 1 + place.example.indent} TS${d.code} ${message}`;
      });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the examples, the theming ones among them', () => {
    const theming = examples.filter((e) => e.doc === 'docs/THEMING.md' && e.kind !== 'fragment');
    assert.ok(
      theming.some((e) => e.kind === 'file' && e.code.includes("from 'mysite-ssg/theme'")),
      'a component override is checked',
    );
    assert.ok(
      theming.some((e) => e.kind === 'config'),
      'a piece of config is checked',
    );
  });

  it('compiles every one that is not a fragment', () => {
    assert.deepEqual(problems, []);
  });
});

const USER_DOCS = ['README.md', 'docs/GETTING-STARTED.md', 'docs/MIGRATING.md'];
/**
 * Sections whose commands are for mysite's own repository, not for a user of the package, or need
 * another tool's output (a Docusaurus build, for the comparison: test/migrate/compare-sites.test.ts runs it).
 */
const REPOSITORY_SECTIONS = [
  { doc: 'README.md', section: 'Set up' },
  { doc: 'docs/MIGRATING.md', section: 'Measuring a migration' },
  { doc: 'docs/MIGRATING.md', section: 'Checking that the migrated site matches' },
];

describe('the commands of the docs, run from the installed package', { timeout: 600_000 }, () => {
  let installed: InstalledPackage;
  const folders: string[] = [];
  const all = USER_DOCS.flatMap((doc) => commandsOf(doc, readFileSync(join(REPO_ROOT, doc), 'utf8')));
  const isRepositorys = (c: DocCommand) => REPOSITORY_SECTIONS.some((s) => s.doc === c.doc && s.section === c.section);
  before(async () => {
    installed = await installedPackage();
  });
  after(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('finds them, and the sections left out still have commands', () => {
    for (const doc of USER_DOCS)
      assert.ok(
        all.some((c) => c.doc === doc && !isRepositorys(c)),
        `${doc} has commands`,
      );
    for (const { doc, section } of REPOSITORY_SECTIONS)
      assert.ok(
        all.some((c) => c.doc === doc && c.section === section),
        `${doc} § ${section}`,
      );
  });

  for (const doc of USER_DOCS) {
    it(`runs every command of ${doc}`, async () => {
      const start = projectSite(installed.project, `doc-${doc.replace(/\W+/g, '-')}`);
      folders.push(start);
      if (doc === 'docs/MIGRATING.md') {
        // A Docusaurus site that was never npm-installed: its package.json would make npm look for mysite there.
        const { 'package.json': _, ...site } = docusaurusSite();
        for (const [file, text] of Object.entries(site)) {
          mkdirSync(join(start, 'my-docusaurus-site', file, '..'), { recursive: true });
          writeFileSync(join(start, 'my-docusaurus-site', file), text);
        }
      }
      const session = { cwd: start, installed };
      for (const command of all.filter((c) => c.doc === doc && !isRepositorys(c))) {
        await runDocCommand(session, command).catch((error: Error) => {
          throw new Error(`${command.doc}:${command.line} \`${command.command}\`: ${error.message}`);
        });
      }
    });
  }
});
