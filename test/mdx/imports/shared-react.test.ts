/** React in the islands' browser bundle: the page's own copy, from globalThis, never bundled again. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { reactImports } from '../../../src/mdx/imports/shared-react.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: shared React', () => {
  const folder = new RuleFolder({ 'island.js': "import { hydrateRoot } from 'react-dom/client';\nconsole.log(hydrateRoot);\n" });
  after(() => folder.remove());

  it("gives the islands the page's React", async () => {
    const text = (await folder.bundle('island.js', [reactImports('client', folder.dir)])).text!;
    assert.match(text, /globalThis\.__mysiteReact\.ReactDOMClient/);
    assert.doesNotMatch(text, /from "react-dom\/client"/);
  });
});
