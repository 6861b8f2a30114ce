/** Social cards' packages are optional peers: a site with cards on and one missing is told which to install. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkCardPackages, missingCardPackages } from '../../src/seo/cards/card-packages.js';
import { MysiteError } from '../../src/core/errors.js';

/** A lookup that finds every request but those starting with one of `absent`. */
const without =
  (...absent: string[]) =>
  (request: string): string => {
    if (absent.some((name) => request.startsWith(name))) throw new Error(`Cannot find module '${request}'`);
    return `/node_modules/${request}`;
  };

describe('the packages social cards need', () => {
  it('names nothing when both are installed', () => {
    assert.deepEqual(missingCardPackages({}, without()), []);
  });

  it('names the canvas and the default font with the ranges mysite declares', () => {
    assert.deepEqual(missingCardPackages({}, without('@napi-rs/canvas', '@fontsource/inter')), ['@napi-rs/canvas@^1.1.1', '@fontsource/inter@^5.3.0']);
  });

  it('does not ask for the default font when the site has its own', () => {
    assert.deepEqual(missingCardPackages({ font: 'static/fonts/title.ttf' }, without('@fontsource/inter')), []);
    assert.deepEqual(missingCardPackages({ font: 'static/fonts/title.ttf' }, without('@napi-rs/canvas')), ['@napi-rs/canvas@^1.1.1']);
  });

  it('throws a coded error at site.config.ts with the command that installs them', () => {
    assert.throws(
      () => checkCardPackages({}, without('@napi-rs/canvas')),
      (error: unknown) => {
        assert.ok(error instanceof MysiteError);
        const [d] = error.diagnostics;
        assert.equal(d!.code, 'config/social-cards-package');
        assert.equal(d!.at?.file, 'site.config.ts');
        assert.match(d!.message, /@napi-rs\/canvas is not installed/);
        assert.match(d!.hint ?? '', /npm install @napi-rs\/canvas@\^1\.1\.1/);
        return true;
      },
    );
  });
});
