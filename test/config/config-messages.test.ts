/**
 * The messages a new user meets first: a mistyped theme option, a URL
 * without its scheme, a config that throws, a require() in the config.
 * Each names the place and says what to write instead.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config/load.js';
import { MysiteError } from '../../src/core/errors.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const sites: FixtureSite[] = [];
after(() => {
  for (const site of sites) site.remove();
});

/** Loads a config and returns the one diagnostic it fails with. */
async function failureOf(config: string): Promise<Diagnostic> {
  const site = createSite({ 'site.config.ts': config });
  sites.push(site);
  const error = await loadConfig(site.dir).then(
    () => assert.fail('the config should not load'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof MysiteError, String(error));
  assert.equal(error.diagnostics.length, 1, error.message);
  return error.diagnostics[0]!;
}

describe('config messages', () => {
  it('an unknown key under theme lists the keys there and suggests the nearest', async () => {
    const d = await failureOf(minimalConfig(`theme: { colours: { primary: '#123456' } },`));
    assert.equal(d.code, 'config/unknown-key');
    assert.match(d.message, /"theme\.colours"/);
    assert.match(d.hint ?? '', /Did you mean "theme\.colors"\?/);
    assert.match(d.hint ?? '', /Known keys here: name, colors, fonts, customCss, infima, components/);
  });

  it('an unknown key of an option that may also be false (search) lists the keys of its object', async () => {
    const d = await failureOf(minimalConfig(`search: { pages: true },`));
    assert.equal(d.code, 'config/unknown-key');
    assert.match(d.hint ?? '', /Did you mean "search\.page"\? Known keys here: sections, page\./);
  });

  it('a URL without https:// says what a URL looks like', async () => {
    const d = await failureOf(`import { defineConfig } from 'mysite-ssg';\nexport default defineConfig({ title: 'T', url: 'example.com' });\n`);
    assert.equal(d.code, 'config/invalid-value');
    assert.doesNotMatch(d.message, /Invalid URL/);
    assert.match(d.message, /"url" is not valid: expected a full URL with https:\/\/, e\.g\. https:\/\/example\.com; got "example\.com"/);
  });

  it('a throw while the config runs is told at its line and column in site.config.ts', async () => {
    const d = await failureOf(
      `import { defineConfig } from 'mysite-ssg';\n\nconst settings: any = undefined;\n\nexport default defineConfig({\n  title: 'T',\n  url: 'https://example.com',\n  tagline: settings.tagline,\n});\n`,
    );
    assert.equal(d.code, 'config/runtime');
    assert.deepEqual(d.at, { file: 'site.config.ts', line: 8, column: 21 });
  });

  it('a throw in a file the config imports is told at that file', async () => {
    const site = createSite({
      'site.config.ts': `import { defineConfig } from 'mysite-ssg';\nimport { navbar } from './config/navbar';\nexport default defineConfig({ title: 'T', url: 'https://example.com', navbar: navbar() });\n`,
      'config/navbar.ts': `export function navbar(): never {\n  throw new Error('no navbar yet');\n}\n`,
    });
    sites.push(site);
    const error = await loadConfig(site.dir).catch((e: MysiteError) => e);
    assert.ok(error instanceof MysiteError);
    assert.deepEqual(error.diagnostics[0]!.at, { file: 'config/navbar.ts', line: 2, column: 9 });
  });

  it('require() in the config says to use import, naming the package and the line', async () => {
    const d = await failureOf(
      `import { defineConfig } from 'mysite-ssg';\n\nrequire('dotenv').config();\n\nexport default defineConfig({ title: 'T', url: 'https://example.com' });\n`,
    );
    assert.equal(d.code, 'config/require');
    assert.match(d.message, /require\("dotenv"\)/);
    assert.doesNotMatch(d.message, /Dynamic require/);
    assert.match(d.hint ?? '', /import/);
    assert.equal(d.at?.file, 'site.config.ts');
    assert.equal(d.at?.line, 3);
  });
});
