/**
 * Every HTML page of the real site passes the Nu Html Checker (vnu.jar, the
 * W3C validator), run on the built output. Needs Java; the machines this
 * project runs on have it.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { sharedOutput } from '../support/shared-build.js';

const VNU = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });

describe('HTML validity (Nu Html Checker)', { skip: java.status === 0 ? false : 'Java is not installed' }, () => {
  let dist: string;
  before(async () => {
    dist = await sharedOutput();
  });

  it('finds no error on any page', () => {
    // The JIT's first tier only (half the CPU time of this short run); that tier needs a larger stack for the HTML schema.
    const jvm = ['-XX:TieredStopAtLevel=1', '-Xss8m'];
    const r = spawnSync('java', [...jvm, '-jar', VNU, '--errors-only', '--skip-non-html', '--format', 'text', dist], { encoding: 'utf8' });
    const report = (r.stdout + r.stderr).replaceAll(`file:${dist}`, '');
    assert.equal(r.status, 0, report);
  });
});
