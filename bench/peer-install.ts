/**
 * Installs a peer of `npm run bench:peers` into its own folder under the
 * bench's temporary folder, never into this repository: npm packages with
 * `npm install` from the registry (a package.json without `"type": "module"`,
 * which Docusaurus's build cannot take), Hugo from Debian's package, unpacked
 * there (`apt-get download` + `dpkg-deb -x`, no root needed) when it is not
 * on the PATH. A folder that already holds the packages (`--work`) is used as
 * it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Peer } from './peer-sites/peer.js';

/** How to run the tool's build, and what was installed. */
export interface InstalledPeer {
  program: string;
  /** The arguments before the peer's own (the bin script of an npm package). */
  args: string[];
  version: string;
  /** Environment the program needs (where an unpacked Hugo finds its libraries). */
  env?: Record<string, string>;
}

export type Install = InstalledPeer | { skipped: string };

export function installPeer(peer: Peer, dir: string, log: (line: string) => void): Install {
  mkdirSync(dir, { recursive: true });
  if (peer.program === 'hugo') return findHugo(dir, log);
  if (!peer.npm) throw new Error(`${peer.id}: neither npm packages nor a program`);
  const [main] = Object.keys(peer.npm.dependencies);
  if (!existsSync(join(dir, 'node_modules', main!, 'package.json'))) {
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: `bench-${peer.id}`, private: true, dependencies: peer.npm.dependencies }, null, 2)}\n`);
    log(`  ${peer.id}: npm install ${Object.keys(peer.npm.dependencies).join(' ')}`);
    const started = performance.now();
    // npm 11.19's `allowScripts` is advisory: install scripts still run, with a notice (Docusaurus's
    // pending ones: @swc/core's and core-js's postinstall). The builds need none of them: esbuild, SWC,
    // Rspack and sharp bring their binaries as optional dependencies.
    const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--foreground-scripts'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (r.status !== 0) return { skipped: `npm install failed: ${lastLines(`${r.stdout}\n${r.stderr}`)}` };
    log(`  ${peer.id}: installed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const manifest = (name: string) =>
    JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string; bin?: string | Record<string, string> };
  const bin = manifest(peer.npm.bin).bin;
  const script = typeof bin === 'string' ? bin : Object.values(bin ?? {})[0];
  if (!script) return { skipped: `${peer.npm.bin} has no bin` };
  return { program: process.execPath, args: [join(dir, 'node_modules', peer.npm.bin, script)], version: manifest(main!).version };
}

function findHugo(dir: string, log: (line: string) => void): Install {
  const onPath = hugoVersion('hugo');
  if (onPath) return { program: 'hugo', args: [], version: onPath };
  const root = join(dir, 'root');
  const unpacked = join(root, 'usr/bin/hugo');
  if (!existsSync(unpacked)) {
    if (spawnSync('apt-get', ['--version']).status !== 0) return { skipped: 'not on the PATH, and no apt-get to fetch Debian\'s package "hugo"' };
    const depends = spawnSync('apt-cache', ['depends', 'hugo'], { encoding: 'utf8' }).stdout ?? '';
    const missing = [...depends.matchAll(/^\s+Depends: (\S+)$/gm)].map((m) => m[1]!).filter((pkg) => spawnSync('dpkg', ['-s', pkg]).status !== 0);
    log(`  hugo: apt-get download ${['hugo', ...missing].join(' ')}`);
    const got = spawnSync('apt-get', ['download', 'hugo', ...missing], { cwd: dir, encoding: 'utf8' });
    const debs = readdirSync(dir).filter((f) => f.endsWith('.deb'));
    if (got.status !== 0 || debs.length === 0) return { skipped: `apt-get download hugo failed: ${lastLines(`${got.stdout}\n${got.stderr}`)}` };
    for (const deb of debs) {
      const unpack = spawnSync('dpkg-deb', ['-x', deb, 'root'], { cwd: dir, encoding: 'utf8' });
      if (unpack.status !== 0) return { skipped: `dpkg-deb -x ${deb} failed: ${lastLines(unpack.stderr)}` };
    }
  }
  const env = { LD_LIBRARY_PATH: [join(root, 'usr/lib/x86_64-linux-gnu'), join(root, 'usr/lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') };
  const version = hugoVersion(unpacked, env);
  return version ? { program: unpacked, args: [], version, env } : { skipped: `${unpacked} does not run` };
}

/** `0.111.3` from `hugo v0.111.3+extended linux/amd64 …`, or undefined when it does not run. */
function hugoVersion(program: string, env: Record<string, string> = {}): string | undefined {
  const r = spawnSync(program, ['version'], { encoding: 'utf8', env: { ...process.env, ...env } });
  if (r.status !== 0) return undefined;
  return /v(\d+\.\d+\.\d+)/.exec(r.stdout)?.[1] ?? r.stdout.trim();
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-5).join('\n');
}
