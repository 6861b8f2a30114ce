/** Images and files of unknown types imported from code: their URL, the file published under a content hash. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { OutputFile } from '../../../src/core/types.js';
import { assetPath, publishedFiles } from '../../../src/mdx/imports/published-files.js';
import { uncompiledStylesheets } from '../../../src/mdx/imports/uncompiled-stylesheets.js';
import { FileBoundary } from '../../../src/mdx/imports/boundary.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: published files', () => {
  const folder = new RuleFolder({
    'page.js': "import pic from './pic.png';\nconst form = require('./form.docx');\nconsole.log(pic, form);\n",
    'pic.png': 'png bytes',
    'form.docx': 'docx bytes',
    'look.js': "import './look.less';\n",
    'look.less': '@a: 1;\n',
  });
  after(() => folder.remove());

  it('the default export is the URL; the file is emitted under assets/media/, named by its contents', async () => {
    const emitted: OutputFile[] = [];
    const r = await folder.bundle('page.js', [publishedFiles({ baseUrl: '/b/', emit: (f) => emitted.push(f), boundary: new FileBoundary(folder.dir) })]);
    const pic = assetPath('pic.png', Buffer.from('png bytes'));
    const form = assetPath('form.docx', Buffer.from('docx bytes'));
    assert.match(pic, /^assets\/media\/pic\.[0-9a-f]{8}\.png$/);
    assert.ok(r.text!.includes(JSON.stringify(`/b/${pic}`)) && r.text!.includes(JSON.stringify(`/b/${form}`)), r.text);
    assert.deepEqual(emitted.map((f) => f.path).sort(), [form, pic].sort());
  });

  it('a Less stylesheet is an error at its import, before it could be published as a file', async () => {
    const emitted: OutputFile[] = [];
    const r = await folder.bundle('look.js', [
      uncompiledStylesheets(),
      publishedFiles({ baseUrl: '/', emit: (f) => emitted.push(f), boundary: new FileBoundary(folder.dir) }),
    ]);
    assert.match(r.errors[0]?.text ?? '', /\.\/look\.less is Less, which mysite does not compile/);
    assert.deepEqual(emitted, []);
  });
});
