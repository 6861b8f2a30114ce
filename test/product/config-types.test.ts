/**
 * The config's editor types need nothing but the package: its declarations
 * (lib/types, made by the compile, the config's rewritten without zod by
 * scripts/plain-declarations.mjs) are copied into a project where neither
 * zod nor React's types exist, and `defineConfig` still checks a config:
 * a right one passes, a wrong type or a misspelt option fails.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../support/paths.js';

const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

describe("the config's declarations", () => {
  let project: string;
  before(() => {
    project = mkdtempSync(join(tmpdir(), 'mysite-config-types-'));
    const pkg = join(project, 'node_modules/mysite-ssg');
    cpSync(join(REPO_ROOT, 'lib/types'), join(pkg, 'lib/types'), { recursive: true });
    cpSync(join(REPO_ROOT, 'package.json'), join(pkg, 'package.json'));
    writeFileSync(join(project, 'package.json'), '{ "type": "module" }');
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  /** The errors TypeScript gives a site.config.ts of `body`, and the files it read. */
  function check(body: string): { errors: string[]; files: string[] } {
    const file = join(project, 'site.config.ts');
    writeFileSync(file, `import { defineConfig } from 'mysite-ssg';\nexport default defineConfig(${body});\n`);
    const program = ts.createProgram([file], OPTIONS);
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    return { errors, files: program.getSourceFiles().map((f) => f.fileName) };
  }

  it('name no zod', () => {
    assert.doesNotMatch(readFileSync(join(REPO_ROOT, 'lib/types/src/config/schema.d.ts'), 'utf8'), /zod|\bz\./);
  });

  it('check a config without zod installed', () => {
    const good = check(
      "{ title: 'Docs', url: 'https://example.com', navbar: { items: [{ label: 'Blog', to: '/blog', position: 'left' }] }, colorMode: { defaultMode: 'dark' } }",
    );
    assert.deepEqual(good.errors, []);
    assert.ok(!good.files.some((f) => f.includes('/zod/')), 'no zod read');
    assert.ok(
      good.files.some((f) => f.endsWith('/config/schema.d.ts')),
      'the schema declarations read',
    );
    assert.match(check("{ title: 1, url: 'https://example.com' }").errors.join('\n'), /'number' is not assignable to type 'string'/);
    assert.match(check("{ title: 'Docs', url: 'https://example.com', navbr: {} }").errors.join('\n'), /'navbr' does not exist/);
    assert.match(check("{ title: 'Docs', url: 'https://example.com', colorMode: { defaultMode: 'blue' } }").errors.join('\n'), /'"blue"' is not assignable/);
  });
});
