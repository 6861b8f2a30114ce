/** SVG imported from code: a React component; with `?url`, its published URL. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { OutputFile } from '../../../src/core/types.js';
import { publishedFiles } from '../../../src/mdx/imports/published-files.js';
import { svgComponents } from '../../../src/mdx/imports/svg-components.js';
import { FileBoundary } from '../../../src/mdx/imports/boundary.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: SVG components', () => {
  const folder = new RuleFolder({
    'page.js': "import Logo from './logo.svg';\nimport logoUrl from './logo.svg?url';\nconsole.log(Logo, logoUrl);\n",
    'logo.svg': '<svg viewBox="0 0 1 1"><path d="M0 0h1v1z"/></svg>',
  });
  after(() => folder.remove());

  it('is a component, and with ?url a published file', async () => {
    const emitted: OutputFile[] = [];
    const r = await folder.bundle('page.js', [
      svgComponents(new FileBoundary(folder.dir)),
      publishedFiles({ baseUrl: '/', emit: (f) => emitted.push(f), boundary: new FileBoundary(folder.dir) }),
    ]);
    assert.match(r.text!, /viewBox/);
    assert.match(r.text!, /jsx/);
    assert.deepEqual(
      emitted.map((f) => f.path.replace(/\.[0-9a-f]{8}\./, '.#.')),
      ['assets/media/logo.#.svg'],
    );
  });
});
