/**
 * The list of Docusaurus modules mysite provides: each has its file, the
 * `@theme-original/` and `@theme-init/` names lead to the same one, and a
 * module it does not provide gets advice, its own or the list of what exists.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { compatModule, DOCUSAURUS_MODULES, missingModuleMessage, THEME_MODULES } from '../../src/compat/modules.js';

describe('compat modules', () => {
  it('every module listed has its file', () => {
    for (const name of [...DOCUSAURUS_MODULES.map((m) => `@docusaurus/${m}`), ...THEME_MODULES.map((m) => `@theme/${m}`), '@mdx-js/react']) {
      const file = compatModule(name);
      assert.ok(file && existsSync(file), name);
    }
  });

  it('the original and init names of a theme module are the module', () => {
    assert.equal(compatModule('@theme-original/Tabs'), compatModule('@theme/Tabs'));
    assert.equal(compatModule('@theme-init/CodeBlock'), compatModule('@theme/CodeBlock'));
  });

  it('a module not provided gets its advice, or the list of those provided', () => {
    assert.equal(compatModule('@theme/TOCItems'), undefined);
    assert.match(
      missingModuleMessage('@theme-original/TOCItems'),
      /mysite does not provide "@theme-original\/TOCItems"\. The table of contents is the theme's/,
    );
    assert.match(
      missingModuleMessage('@docusaurus/useSomethingNew'),
      /It provides @docusaurus\/Link, .*@docusaurus\/theme-common, .*@docusaurus\/plugin-content-docs\/client \(docs\/AUTHORING\.md lists what each maps to\)\./,
    );
  });
});
