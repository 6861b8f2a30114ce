/**
 * `mysite-ssg/theme`: the components a site can replace are exactly those the
 * public entry lists in `ThemeComponents` (and so in the config's types), and
 * a page's imports from it are split per defining file without moving lines.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_THEME_DIR, locateTheme } from '../../src/theme/locate-theme.js';
import { barrelExports, splitBarrelImports } from '../../src/mdx/imports/barrel-imports.js';
import { PUBLIC_ENTRY } from '../../src/theme/prepare-theme.js';

describe('the public entry of the default theme', () => {
  it('types exactly the components the theme lets a site replace', () => {
    const source = readFileSync(PUBLIC_ENTRY, 'utf8');
    const typed = [...source.slice(source.indexOf('export interface ThemeComponents')).matchAll(/^ {2}(\w+): typeof import/gm)].map((m) => m[1]);
    const replaceable = [...locateTheme('default', '/').components.keys()];
    assert.deepEqual(typed, replaceable);
    for (const name of replaceable) assert.match(source, new RegExp(`export \\{ ${name}\\b`), `${name} is exported for wrapping`);
  });

  it('maps each exported name to the file that defines it', () => {
    const exports = barrelExports(PUBLIC_ENTRY);
    assert.equal(exports.get('Hero'), join(DEFAULT_THEME_DIR, 'components/Hero'));
    assert.equal(exports.get('GitHubIcon'), join(DEFAULT_THEME_DIR, 'components/Icons'));
    assert.equal(exports.has('HeroProps'), false, 'types are not values');
  });

  it('splits a page’s imports per file, on the same line', () => {
    const exports = new Map([
      ['Hero', '/t/Hero'],
      ['GitHubIcon', '/t/Icons'],
      ['XIcon', '/t/Icons'],
    ]);
    const source = "import { Hero,\n  GitHubIcon as GH, type HeroProps, XIcon, Unknown } from 'mysite-ssg/theme';\nconst x = 1;\n";
    const out = splitBarrelImports(source, exports);
    assert.equal(
      out,
      'import { Hero } from "/t/Hero"; import { GitHubIcon as GH, XIcon } from "/t/Icons"; import { type HeroProps, Unknown } from \'mysite-ssg/theme\';\n\nconst x = 1;\n',
    );
    assert.equal(out.split('\n').length, source.split('\n').length, 'lines stay where they were');
  });
});
