/** `@docusaurus/X` and `@theme/X` are mysite's modules; one it does not have is an error at the import. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Plugin } from 'esbuild';
import { docusaurusModules } from '../../../src/mdx/imports/docusaurus-modules.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: Docusaurus modules', () => {
  const folder = new RuleFolder({
    'known.js': "import Link from '@docusaurus/Link';\nimport CodeBlock from '@theme/CodeBlock';\nconsole.log(Link, CodeBlock);\n",
    'unknown.js': "import x from '@docusaurus/NoSuchModule';\nconsole.log(x);\n",
  });
  after(() => folder.remove());

  it('a module mysite has resolves to its file in src/compat/', async () => {
    const found = await resolvedBy(folder, docusaurusModules());
    assert.deepEqual(Object.keys(found).sort(), ['@docusaurus/Link', '@theme/CodeBlock']);
    for (const path of Object.values(found)) assert.match(path, /src[\\/]compat[\\/]/);
  });

  it('a module it does not have: an error at the import', async () => {
    const r = await folder.bundle('unknown.js', [docusaurusModules()]);
    assert.match(r.errors[0]?.text ?? '', /@docusaurus\/NoSuchModule/);
    assert.equal(r.errors[0]?.location?.line, 1);
  });
});

/** Where `rule` resolves each import of known.js (asked by a plugin before it, which keeps the modules out of the bundle). */
async function resolvedBy(folder: RuleFolder, rule: Plugin): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const ask: Plugin = {
    name: 'ask',
    setup(build) {
      build.onResolve({ filter: /^@(docusaurus|theme)\// }, async (args) => {
        if (args.pluginData === 'ask') return undefined;
        found[args.path] = (await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'ask' })).path;
        return { path: args.path, external: true };
      });
    },
  };
  await folder.bundle('known.js', [ask, rule]);
  return found;
}
