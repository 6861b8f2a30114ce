// Builds the optional addon (scripts/native-addon.mjs) with node-gyp, in the
// package's own `prepare`: Linux only, with Node's own headers when they are
// installed (nothing downloaded then). It is optional: whatever goes wrong is
// said in one line and the install goes on, and mysite swaps its output with
// two renames instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeAddon } from './native-addon.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const skip = (why) => {
  console.log(`mysite: the output-swap addon was not built (${why}); builds swap their output with two renames.`);
  process.exit(0);
};

if (process.platform !== 'linux') skip('it is for Linux only');
if (!existsSync(join(root, 'native/binding.gyp'))) skip('no native/ folder');

// npm says where its own node-gyp is when it runs a script; else the one next to npm, or on the PATH.
const candidates = [process.env.npm_config_node_gyp, join(dirname(process.execPath), '../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js')];
const gyp = candidates.find((file) => file && existsSync(file));
const prefix = dirname(dirname(process.execPath));
const headers = existsSync(join(prefix, 'include/node/node_api.h')) ? [`--nodedir=${prefix}`] : [];
const [command, args] = gyp ? [process.execPath, [gyp]] : ['node-gyp', []];
const result = spawnSync(command, [...args, 'rebuild', '--directory', 'native', ...headers], { cwd: root, encoding: 'utf8', timeout: 180_000 });
if (result.error || result.status !== 0) {
  const detail = result.error?.message ?? (result.stderr || result.stdout).trim().split('\n').at(-1);
  skip(`node-gyp: ${detail}`);
}
if (!placeAddon(root)) skip('node-gyp made no addon');
console.log('mysite: built the output-swap addon (lib/native/rename-exchange.node).');
