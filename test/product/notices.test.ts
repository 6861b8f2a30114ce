/**
 * The licence of the package and the notices it owes: mysite is MIT
 * (LICENSE), and the bundled engine carries code of other packages, whose
 * licences ask that their notices go with it: lib/THIRD-PARTY-NOTICES.md,
 * made by the compile from esbuild's metafile (lib/bundle-meta.json), is
 * shipped and names every package the bundle holds, with its licence text.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../support/paths.js';

// The build script that writes the notices (plain JavaScript, run from the repository, not compiled into lib/).
const { bundledPackageDirs, NOTICES_FILE } = (await import(pathToFileURL(join(REPO_ROOT, 'scripts/third-party-notices.mjs')).href)) as {
  bundledPackageDirs(metafile: unknown): string[];
  NOTICES_FILE: string;
};

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { license: string; files: string[] };

/** `name@version` of each package the bundle holds code of, with the first line of its licence file, if it has one. */
function bundledPackages(): { id: string; licenceLine?: string }[] {
  const metafile = JSON.parse(readFileSync(join(REPO_ROOT, 'lib/bundle-meta.json'), 'utf8'));
  const found = new Map<string, string | undefined>();
  for (const dir of bundledPackageDirs(metafile)) {
    const { name, version } = JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8'));
    const licence = readdirSync(join(REPO_ROOT, dir)).find((file) => /^licen[sc]e/i.test(file));
    const line =
      licence &&
      readFileSync(join(REPO_ROOT, dir, licence), 'utf8')
        .trim()
        .split('\n')[0]!
        .trim();
    found.set(`${name}@${version}`, line || undefined);
  }
  return [...found].map(([id, licenceLine]) => ({ id, licenceLine }));
}

/** The bundled packages the notices leave out, or whose licence text they lack. */
export function missingFrom(notices: string, packages: { id: string; licenceLine?: string }[]): string[] {
  const sections = new Map(notices.split(/^## (?=\S+@\d)/m).map((section) => [section.slice(0, section.indexOf('\n')), section]));
  return packages.filter(({ id, licenceLine }) => !sections.has(id) || (licenceLine && !sections.get(id)!.includes(licenceLine))).map(({ id }) => id);
}

describe('licence and notices', () => {
  it('mysite is MIT: package.json and LICENSE say so', () => {
    assert.equal(pkg.license, 'MIT');
    const licence = readFileSync(join(REPO_ROOT, 'LICENSE'), 'utf8');
    assert.match(licence, /^MIT License\n\nCopyright \(c\) 2026 the mysite authors\n/);
    assert.match(licence, /Permission is hereby granted, free of charge/);
  });

  it('the notices are shipped', () => {
    assert.ok(pkg.files.includes(NOTICES_FILE));
    assert.ok(existsSync(join(REPO_ROOT, NOTICES_FILE)), 'made by npm run compile');
  });

  it('name every package the bundle holds, with its licence text', () => {
    const packages = bundledPackages();
    assert.ok(packages.length > 50, `the bundle holds packages (${packages.length})`);
    assert.ok(packages.some(({ id }) => id.startsWith('unified@')));
    const notices = readFileSync(join(REPO_ROOT, NOTICES_FILE), 'utf8');
    assert.deepEqual(missingFrom(notices, packages), []);
    // A package the notices do not list is found.
    assert.deepEqual(missingFrom(notices, [...packages, { id: 'left-out@1.0.0' }]), ['left-out@1.0.0']);
    const unified = packages.find(({ id }) => id.startsWith('unified@'))!;
    assert.deepEqual(missingFrom(notices.replace(`## ${unified.id}\n`, '## renamed\n'), packages), [unified.id]);
  });
});
