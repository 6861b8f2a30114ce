/** `.md`/`.mdx` imports: compiled by the given compiler; a refused one is an error at the import. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { partials } from '../../../src/mdx/imports/partials.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: partials', () => {
  const folder = new RuleFolder({
    'page.js': "import Part from './_part.mdx';\nconsole.log(Part);\n",
    '_part.mdx': 'Hello.',
  });
  after(() => folder.remove());
  const compilePartial = async (path: string) => `export default ${JSON.stringify(`compiled ${basename(path)}`)};`;

  it('compiles the file with the given compiler', async () => {
    const r = await folder.bundle('page.js', [partials({ compilePartial, partialRefused: () => undefined })]);
    assert.match(r.text!, /compiled _part\.mdx/);
  });

  it('a refused partial is an error at its import, with the reason given', async () => {
    const r = await folder.bundle('page.js', [partials({ compilePartial, partialRefused: (path) => `No: ${basename(path)}.` })]);
    assert.equal(r.errors[0]?.text, 'No: _part.mdx.');
    assert.equal(r.errors[0]?.location?.line, 1);
  });
});
