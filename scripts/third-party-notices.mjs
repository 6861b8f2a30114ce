// THIRD-PARTY-NOTICES.md, shipped in the package: every third-party package
// whose code the bundled engine (lib/bundle) holds, with its version, its
// licence and its licence text, as their licences (MIT, ISC, BSD, Apache)
// ask of a copy that carries their code. Made from esbuild's metafile by
// scripts/compile.mjs; test/product/notices.test.ts checks it against the
// bundle. Packages the engine loads from node_modules (its dependencies)
// ship their own licence files and are not listed.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const NOTICES_FILE = 'lib/THIRD-PARTY-NOTICES.md';

/** The folders of the packages a metafile's inputs come from (`…/node_modules/<name>` or `…/node_modules/@scope/<name>`). */
export function bundledPackageDirs(metafile) {
  const dirs = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input.replace(/\\/g, '/'));
    if (m) dirs.add(m[1]);
  }
  return [...dirs];
}

const LICENCE_FILE = /^(licen[sc]e|copying|notice)(\.|-|$)/i;

function licenceOf(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  if (Array.isArray(pkg.licenses)) return pkg.licenses.map((l) => l.type ?? l).join(' OR ');
  return 'UNKNOWN';
}

/** Name, version, licence and licence texts of the package in `dir`. */
function describe(root, dir) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const texts = readdirSync(join(root, dir))
    .filter((name) => LICENCE_FILE.test(name))
    .sort()
    .map((name) => readFileSync(join(root, dir, name), 'utf8').trim());
  return { name: pkg.name, version: pkg.version, licence: licenceOf(pkg), texts };
}

export function writeThirdPartyNotices(root, metafile) {
  const seen = new Map();
  for (const dir of bundledPackageDirs(metafile)) {
    if (!existsSync(join(root, dir, 'package.json'))) continue;
    const entry = describe(root, dir);
    seen.set(`${entry.name}@${entry.version}`, entry);
  }
  const entries = [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
  const lines = [
    '# Third-party notices',
    '',
    `mysite's bundled engine (lib/bundle/) holds code of the ${entries.length} packages below, each under its own licence.`,
    'Their notices and licence texts follow, as each package ships them.',
    '',
  ];
  for (const { name, version, licence, texts } of entries) {
    lines.push(`## ${name}@${version}`, '', `Licence: ${licence}`, '');
    if (texts.length === 0) lines.push(`(The package ships no licence file; its package.json names the licence: ${licence}.)`, '');
    for (const text of texts) lines.push('```text', text.replace(/```/g, "'''"), '```', '');
  }
  writeFileSync(join(root, NOTICES_FILE), lines.join('\n'));
  return entries;
}
