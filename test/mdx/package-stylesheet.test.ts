/**
 * A package's stylesheet that names its own files with url() (a map
 * library's marker images), installed above the site as a monorepo's
 * workspace installs it: its files are published. The site's own stylesheets
 * may @import such a package's files, and an MDX page's stylesheet too. A
 * url() that leaves the package is still refused, as any path outside the
 * site that is not in an installed package.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig } from '../support/fixture-site.js';

const PACKAGE = {
  'node_modules/map-pins/package.json': '{ "name": "map-pins", "version": "1.0.0" }\n',
  'node_modules/map-pins/pins.css': '.pin { background: url(img/pin.svg); }\n',
  'node_modules/map-pins/img/pin.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'node_modules/notes.txt': 'not part of any package',
};

const page = (css: string) => `---\ntitle: Map\n---\nimport '${css}';\n\nThe pins.\n`;

describe("a package's stylesheet installed above the site", () => {
  it('publishes the files it names inside its package', () => {
    const site = createSite({
      ...PACKAGE,
      'website/site.config.ts': minimalConfig(),
      'website/content/pages/index.tsx': 'export default function Home() { return <main id="main"><h1>Home</h1></main>; }\n',
      'website/content/docs/map.mdx': page('map-pins/pins.css'),
    });
    try {
      const r = site.run('--root', 'website', 'build');
      assert.equal(r.code, 0, r.stderr);
      const media = readdirSync(join(site.dir, 'website/dist/assets/media'));
      assert.ok(
        media.some((f) => /^pin\.[A-Z0-9]+\.svg$/.test(f)),
        media.join(', '),
      );
    } finally {
      site.remove();
    }
  });

  it("lets the site's stylesheets @import a package's stylesheet", () => {
    const site = createSite({
      ...PACKAGE,
      'website/site.config.ts': minimalConfig("theme: { customCss: ['./src/css/custom.css'] },"),
      'website/src/css/custom.css': "@import 'map-pins/pins.css';\n.site { color: teal; }\n",
      'website/content/pages/index.tsx': 'export default function Home() { return <main id="main"><h1>Home</h1></main>; }\n',
      'website/content/docs/map.mdx': page('./map.css'),
      'website/content/docs/map.css': "@import 'map-pins/pins.css';\n",
    });
    try {
      const r = site.run('--root', 'website', 'build');
      assert.equal(r.code, 0, r.stderr);
      const css = readdirSync(join(site.dir, 'website/dist/assets/css')).map((f) => readFileSync(join(site.dir, 'website/dist/assets/css', f), 'utf8'));
      assert.ok(
        css.some((text) => /\.pin ?\{/.test(text) && /\.site ?\{/.test(text)),
        "the package's rules are in the site's stylesheet",
      );
    } finally {
      site.remove();
    }
  });

  it('refuses a file outside the package it names', () => {
    const site = createSite({
      ...PACKAGE,
      'node_modules/map-pins/pins.css': '.pin { background: url(../notes.txt); }\n',
      'website/site.config.ts': minimalConfig(),
      'website/content/pages/index.tsx': 'export default function Home() { return <main id="main"><h1>Home</h1></main>; }\n',
      'website/content/docs/map.mdx': page('map-pins/pins.css'),
    });
    try {
      const r = site.run('--root', 'website', 'build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /pins\.css:1:\d+ +\.\.\/notes\.txt may not be published: .*is outside the site folder/);
    } finally {
      site.remove();
    }
  });
});
