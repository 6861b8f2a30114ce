/**
 * No file from outside the site is ever published. A secret is planted in an
 * environment variable of the build (read through /proc/self/environ) and in
 * a file beside the site folder; every input that takes a path points at
 * them. Each build must fail at the right file and line, and no file the
 * build wrote (output, spare folder, cache) may hold either secret.
 *
 * The builds run one after the other in one process (build-process.ts)
 * started with the secret in its environment, as a CI job's build would be.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startBuildProcess, type BuildProcess } from '../support/build-process.js';
import { minimalConfig, siteAt, type FixtureSite } from '../support/fixture-site.js';

const ENV_SECRET = 'ghp_PLANTED_ENV_7f3a9c';
const FILE_SECRET = 'PLANTED_FILE_SECRET_51d0e2';
const ENVIRON_UP = '../'.repeat(24) + 'proc/self/environ';

const SPEC_HEAD = `openapi: 3.1.0
info:
  title: Planted
  version: '1'
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
`;

const DOC = (body: string, frontMatter = 'title: Page') => `---\n${frontMatter}\n---\n\n${body}\n`;

interface Case {
  name: string;
  /** Files of the site; a value of `{ link }` is a symbolic link to that path (relative to the machine folder). */
  files: Record<string, string | { link: string }>;
  config?: string;
  /** The error the build must report, as it is printed (file:line and code); every one of a list. */
  expect: RegExp | RegExp[];
}

const CASES: Case[] = [
  {
    name: 'an OpenAPI $ref to /proc/self/environ',
    config: "api: { specPath: 'openapi/api.yaml' },",
    files: { 'openapi/api.yaml': `${SPEC_HEAD}                $ref: '/proc/self/environ'\n` },
    expect: /openapi\/api\.yaml:15:\d+ .*\$ref "\/proc\/self\/environ" may not be read/,
  },
  {
    name: 'an OpenAPI $ref to a file beside the site',
    config: "api: { specPath: 'openapi/api.yaml' },",
    files: { 'openapi/api.yaml': `${SPEC_HEAD}                $ref: '../../secret.txt'\n` },
    expect: /openapi\/api\.yaml:15:\d+ .*outside the spec's folder/,
  },
  {
    name: 'an OpenAPI $ref through a symbolic link in the spec folder',
    config: "api: { specPath: 'openapi/api.yaml' },",
    files: { 'openapi/api.yaml': `${SPEC_HEAD}                $ref: './parts/thing.yaml'\n`, 'openapi/parts/thing.yaml': { link: 'secret.txt' } },
    // Found by the symbolic-link check of the spec's folder, or by the $ref check.
    expect: /openapi\/parts\/thing\.yaml .*symbolic link|openapi\/api\.yaml:15:\d+ .*may not be read/,
  },
  {
    name: 'an OpenAPI $ref to a hidden file of the site',
    config: "api: { specPath: 'openapi/api.yaml' },",
    files: { 'openapi/api.yaml': `${SPEC_HEAD}                $ref: './.env.yaml'\n`, 'openapi/.env.yaml': `token: ${FILE_SECRET}\n` },
    expect: /openapi\/api\.yaml:15:\d+ .*hidden file/,
  },
  {
    name: 'a Markdown image',
    files: { 'content/docs/intro.md': DOC(`![x](${ENVIRON_UP})`) },
    expect: /content\/docs\/intro\.md:5:1 .*may not be published/,
  },
  {
    name: 'a raw HTML image',
    files: { 'content/docs/intro.md': DOC('Text.\n\n<img src="../../../secret.txt" alt="x">') },
    expect: /content\/docs\/intro\.md:7:1 .*may not be published/,
  },
  {
    name: 'a Markdown image that is a symbolic link out of the site',
    files: { 'content/docs/intro.md': DOC('![x](./pic.png)'), 'content/docs/pic.png': { link: 'secret.txt' } },
    expect: /content\/docs\/pic\.png .*symbolic link|content\/docs\/intro\.md:5:1 .*may not be published/,
  },
  {
    name: 'a Markdown link to a file',
    files: { 'content/docs/intro.md': DOC(`[x](${ENVIRON_UP})`) },
    expect: /content\/docs\/intro\.md:5:1 .*may not be published/,
  },
  {
    name: 'a raw HTML link to a file beside the site',
    files: { 'content/docs/intro.md': DOC('Text.\n\n<a href="../../../secret.txt">x</a>') },
    expect: /content\/docs\/intro\.md:7:1 .*may not be published/,
  },
  {
    name: 'a JSX link in an MDX page to a file beside the site',
    files: { 'content/docs/intro.mdx': DOC('Text.\n\n<a href="../../../secret.txt">x</a>') },
    expect: /content\/docs\/intro\.mdx:7:1 .*may not be published/,
  },
  {
    name: 'a Docusaurus Link in an MDX page to /proc/self/environ',
    files: { 'content/docs/intro.mdx': DOC(`import Link from '@docusaurus/Link';\n\nRead <Link to="${ENVIRON_UP}">this</Link>.`) },
    expect: /content\/docs\/intro\.mdx:7:6 .*may not be published/,
  },
  {
    name: 'a Markdown link to a file of the site folder that is a symbolic link out of it',
    files: { 'content/docs/intro.md': DOC('[x](@site/files/notes.txt)'), 'files/notes.txt': { link: 'secret.txt' } },
    expect: /content\/docs\/intro\.md:5:1 .*may not be published/,
  },
  {
    name: 'a diagram',
    files: { 'content/docs/intro.md': DOC('::diagram{src="../../../secret.txt" caption="x"}') },
    expect: /content\/docs\/intro\.md:5:1 .*diagram .* may not be read/,
  },
  {
    name: 'a partial that is a symbolic link out of the docs folder',
    files: { 'content/docs/intro.md': DOC("import Part from './_part.md';\n\n<Part />"), 'content/docs/_part.md': { link: 'secret.txt' } },
    expect: /content\/docs\/_part\.md .*symbolic link/,
  },
  {
    name: 'a page that is a symbolic link out of the site',
    files: { 'content/docs/intro.md': DOC('Hello.'), 'content/docs/zz.md': { link: 'secret.txt' } },
    expect: /content\/docs\/zz\.md .*symbolic link/,
  },
  {
    name: 'a docs folder that is a symbolic link out of the site',
    files: { 'content/docs': { link: 'outside-docs' } },
    expect: /content\/docs .*outside the site folder/,
  },
  {
    name: 'a front-matter image leading up and out',
    files: { 'content/docs/intro.md': DOC('Hello.', 'title: Page\nimage: ../../../secret.txt') },
    expect: /content\/docs\/intro\.md.* The front matter image \.\.\/\.\.\/\.\.\/secret\.txt may not be published/,
  },
  {
    name: 'an MDX import of a text file beside the site',
    files: { 'content/docs/intro.mdx': DOC("import t from '../../../secret.txt';\n\n{t}") },
    expect: /content\/docs\/intro\.mdx:5:\d+ .*may not be imported: .*outside the site folder/,
  },
  {
    name: 'an MDX import of a JSON file beside the site',
    files: { 'content/docs/intro.mdx': DOC("import d from '../../../secret.json';\n\n{d.token}") },
    expect: /content\/docs\/intro\.mdx:5:\d+ .*may not be imported/,
  },
  {
    name: 'an MDX import of an image beside the site',
    files: { 'content/docs/intro.mdx': DOC('import img from \'../../../secret.png\';\n\n<img src={img} alt="x" />') },
    expect: /content\/docs\/intro\.mdx:5:\d+ .*may not be imported/,
  },
  {
    name: 'an MDX import of @site/../ (a code file beside the site)',
    files: { 'content/docs/intro.mdx': DOC("import x from '@site/../outside.js';\n\n{x}") },
    expect: /content\/docs\/intro\.mdx:5:\d+ .*may not be imported: .*outside the site folder/,
  },
  {
    name: 'an MDX import of an absolute path',
    files: { 'content/docs/intro.mdx': DOC("import x from '/proc/self/environ';\n\n{x}") },
    expect: /content\/docs\/intro\.mdx:5:\d+ .*may not be imported/,
  },
  {
    // One build for four imports, each reported at once: hidden data, a root path out of the site, hidden code.
    name: 'MDX imports of hidden files of the site (data and code) and of a root path out of it',
    files: {
      'content/docs/intro.mdx': DOC(
        "import k from '@site/.secret/key.txt';\nimport t from '/src/../../secret.txt';\nimport c from '@site/.x/key.ts';\nimport s from './.secret.js';\n\n{k} {t} {c} {s}",
      ),
      '.secret/key.txt': `${FILE_SECRET}\n`,
      '.x/key.ts': `export default '${FILE_SECRET}';\n`,
      'content/docs/.secret.js': `export default '${FILE_SECRET}';\n`,
    },
    expect: [
      /content\/docs\/intro\.mdx:5:\d+ .*hidden file/,
      /content\/docs\/intro\.mdx:6:\d+ .*may not be imported: .*outside the site folder/,
      /content\/docs\/intro\.mdx:7:\d+ .*may not be imported: \.x\/key\.ts is a hidden file/,
      /content\/docs\/intro\.mdx:8:\d+ .*may not be imported: content\/docs\/\.secret\.js is a hidden file/,
    ],
  },
  {
    name: 'a docs tags file the config names outside the site',
    config: "docs: { tags: '../../../secret.yml' },",
    files: { 'content/docs/intro.md': DOC('Hello.', 'title: Page\ntags: [leak]') },
    expect:
      /The file \.\.\/\.\.\/\.\.\/secret\.yml of content\/docs\/ may not be read: \.\.\/secret\.yml is outside the site folder .*\[content\/outside-site\]/,
  },
  {
    name: 'a React page importing a JSON file beside the site',
    files: { 'content/pages/leak.tsx': "import d from '../../../secret.json';\nexport default function Leak() { return <p>{d.token}</p>; }\n" },
    expect: /content\/pages\/leak\.tsx:1:\d+ .*may not be imported/,
  },
  {
    name: "an MDX import of a file in the site's output folder",
    files: {
      'content/docs/intro.mdx': DOC("import t from '@site/dist/leak.txt';\n\n{t}"),
      'dist/.mysite-output': 'written by a build\n',
      'dist/leak.txt': `${FILE_SECRET}\n`,
    },
    expect: /content\/docs\/intro\.mdx:5:\d+ .*is in the output folder dist\//,
  },
  {
    name: 'a React page requiring an image beside the site',
    files: {
      'content/pages/leak.tsx': 'const img = require(\'../../../secret.png\');\nexport default function Leak() { return <img src={img} alt="x" />; }\n',
    },
    expect: /content\/pages\/leak\.tsx:1:\d+ .*may not be imported/,
  },
  {
    name: 'a React page importing text by an absolute path',
    files: { 'content/pages/leak.tsx': "import t from '/proc/self/environ';\nexport default function Leak() { return <p>{t}</p>; }\n" },
    expect: /content\/pages\/leak\.tsx:1:\d+ .*may not be imported/,
  },
  {
    name: 'a React page importing a code file beside the site',
    files: { 'content/pages/leak.tsx': "import x from '../../../outside.js';\nexport default function Leak() { return <p>{x}</p>; }\n" },
    expect: /content\/pages\/leak\.tsx:1:\d+ .*may not be imported: .*outside the site folder/,
  },
  {
    name: 'a React page importing @site/.secret/ (a hidden file of the site)',
    files: {
      'content/pages/leak.tsx': "import k from '@site/.secret/key.txt';\nexport default function Leak() { return <p>{k}</p>; }\n",
      '.secret/key.txt': `${FILE_SECRET}\n`,
    },
    expect: /content\/pages\/leak\.tsx:1:\d+ .*hidden file/,
  },
];

describe('no file from outside the site is published', () => {
  let machine: string;
  let builds: BuildProcess;
  before(() => {
    builds = startBuildProcess({ CI_DEPLOY_TOKEN: ENV_SECRET });
    machine = mkdtempSync(join(tmpdir(), 'mysite-machine-'));
    writeFileSync(join(machine, 'secret.txt'), `${FILE_SECRET}\n`);
    writeFileSync(join(machine, 'secret.json'), JSON.stringify({ token: FILE_SECRET }));
    writeFileSync(join(machine, 'secret.yml'), `leak:\n  label: ${FILE_SECRET}\n  permalink: /leak\n`);
    writeFileSync(join(machine, 'secret.png'), `\x89PNG${FILE_SECRET}`);
    writeFileSync(join(machine, 'outside.js'), `export default '${FILE_SECRET}';\n`);
    mkdirSync(join(machine, 'outside-docs'));
    writeFileSync(join(machine, 'outside-docs', 'leak.md'), DOC(FILE_SECRET));
  });
  after(async () => {
    await builds.close();
    rmSync(machine, { recursive: true, force: true });
  });

  for (const c of CASES) {
    it(c.name, async () => {
      const site = makeSite(machine, c);
      try {
        const r = await builds.build(site.dir);
        assert.equal(r.code, 1, `the build must fail\n${r.stdout}\n${r.stderr}`);
        for (const expected of [c.expect].flat()) assert.match(r.stderr, expected);
        for (const secret of [ENV_SECRET, FILE_SECRET]) assert.ok(!`${r.stdout}${r.stderr}`.includes(secret), 'the build log holds no secret');
        const inputs = Object.keys(c.files);
        assert.deepEqual(
          filesHolding(site.dir, [ENV_SECRET, FILE_SECRET]).filter((f) => !inputs.includes(f)),
          [],
          'no file the build wrote may hold a secret',
        );
      } finally {
        site.remove();
      }
    });
  }

  it('the sidebars file and the config name no file to publish: a good build holds no secret either', async () => {
    const site = makeSite(machine, {
      name: 'good',
      config: "api: { specPath: 'openapi/api.yaml' }, docs: { sidebarPath: 'sidebars.ts' },",
      files: {
        'openapi/api.yaml': `${SPEC_HEAD}                type: object\n`,
        'content/docs/intro.md': DOC('Hello.'),
        // An installed package's code and files still import.
        'node_modules/planted-pkg/package.json': '{ "name": "planted-pkg", "main": "index.js" }',
        'node_modules/planted-pkg/index.js': "export const greeting = 'Hello from a package';\n",
        'node_modules/planted-pkg/words.json': '{ "word": "packaged" }',
        'content/pages/pkg.tsx':
          "import { greeting } from 'planted-pkg';\nimport words from 'planted-pkg/words.json';\nexport default function Pkg() { return <p>{greeting} {words.word}</p>; }\n",
        'sidebars.ts': "export default { docs: [{ type: 'doc', id: 'intro' }, { type: 'link', label: 'Up', href: '/docs/intro' }] };\n",
      },
      expect: /./,
    });
    try {
      const r = await builds.build(site.dir);
      assert.equal(r.code, 0, r.stderr);
      assert.match(readFileSync(join(site.dir, 'dist/pkg.html'), 'utf8'), /Hello from a package(<!-- -->)? (<!-- -->)?packaged/);
      assert.deepEqual(filesHolding(site.dir, [ENV_SECRET, FILE_SECRET]), []);
    } finally {
      site.remove();
    }
  });

  it("the build process's whole log, its workers' output included, holds no secret", async () => {
    await builds.close();
    assert.match(builds.log(), /may not be published/, "the log is the builds' own");
    for (const secret of [ENV_SECRET, FILE_SECRET]) assert.ok(!builds.log().includes(secret), 'no build wrote a secret to its output streams');
  });
});

function makeSite(machine: string, c: Case): FixtureSite {
  const dir = mkdtempSync(join(machine, 'site-'));
  const site = siteAt(dir);
  site.write('site.config.ts', minimalConfig(c.config ?? ''));
  site.write(
    'content/pages/index.tsx',
    'export const head = { title: \'Home\' };\nexport default function Home() { return <main id="main"><h1>Home</h1></main>; }\n',
  );
  for (const [file, contents] of Object.entries(c.files)) {
    if (typeof contents === 'string') site.write(file, contents);
    else {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      symlinkSync(join(machine, contents.link), join(dir, file));
    }
  }
  if (!Object.keys(c.files).some((f) => f.startsWith('content/docs'))) site.write('content/docs/intro.md', DOC('Hello.'));
  return site;
}

/** Site-relative paths of the files (symbolic links not followed) whose bytes hold one of `needles`. */
function filesHolding(dir: string, needles: string[]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = readFileSync(path);
    if (needles.some((n) => bytes.includes(n))) found.push(relative(dir, path));
  }
  return found.sort();
}
