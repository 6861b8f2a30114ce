/** CSS modules: the class names as the default export, the localized CSS in the bundle's stylesheet. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cssModules } from '../../../src/mdx/imports/css-modules.js';
import { sassStylesheets } from '../../../src/mdx/imports/sass.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: CSS modules and Sass', () => {
  const folder = new RuleFolder({
    'page.js': "import styles from './card.module.css';\nconsole.log(styles.card);\n",
    'card.module.css': '.card { color: red; }\n',
    'sassy.js': "import './look.scss';\n",
    'look.scss': '$c: red;\n.x { color: $c; }\n',
  });
  after(() => folder.remove());

  it('exports the class names and puts the localized rule in the stylesheet', async () => {
    const r = await folder.bundle('page.js', [cssModules(folder.dir)]);
    const name = /"card":\s*"([^"]+)"/.exec(r.text!)?.[1];
    assert.ok(name && name !== 'card', r.text);
    assert.match(r.text!, new RegExp(`\\.${name}\\s*\\{\\s*color: red;`));
  });

  it('Sass without the site’s sass package: an error saying to install it', async () => {
    const r = await folder.bundle('sassy.js', [sassStylesheets(folder.dir)]);
    assert.match(r.errors[0]?.text ?? '', /look\.scss is Sass, and the site has no "sass" package/);
    assert.match(r.errors[0]?.detail ?? '', /npm install --save-dev sass/);
  });
});
