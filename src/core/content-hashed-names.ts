/**
 * Browser files named by what they hold. esbuild's `[hash]` of a JavaScript
 * file mixes in its input files' paths relative to the working folder, so
 * the same site built from another folder, or with the engine installed
 * somewhere else, got other names for the same bytes: a CI checkout or a
 * restored cache in a new place changed every script's address, and readers'
 * browsers fetched them all again.
 *
 * Each hashed `.js` or `.css` output is renamed after a hash of its bytes
 * with the names of the outputs it refers to already replaced by theirs, so
 * a name changes exactly when the file or a file it loads changes. Outputs
 * that refer to each other in a cycle are hashed with those names masked.
 */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { escapeRegExp } from './escape-regexp.js';

export interface NamedOutput {
  path: string;
  contents: Uint8Array;
}

/** esbuild's `[name].[hash].ext`: eight characters of base 32. */
const HASHED = /^(.+)\.([A-Z2-7]{8})\.(js|css)$/;
const MASK = '\0'.repeat(8);

export interface ContentHashed {
  outputs: NamedOutput[];
  /** The path an output's old path (absolute, or relative as a metafile spells it) has now. */
  rename(path: string): string;
}

/** The outputs, renamed by content. */
export function contentHashedNames(outputs: readonly NamedOutput[]): ContentHashed {
  const textOf = new Map(outputs.map((output) => [output.path, Buffer.from(output.contents).toString('latin1')]));
  const pathOfName = new Map<string, string>();
  for (const output of outputs) if (HASHED.test(basename(output.path))) pathOfName.set(basename(output.path), output.path);
  if (pathOfName.size === 0) return { outputs: [...outputs], rename: (path) => path };
  const anyName = new RegExp([...pathOfName.keys()].map(escapeRegExp).join('|'), 'g');
  const masked = (name: string) => textOf.get(pathOfName.get(name)!)!.replace(anyName, MASK);
  // Visited in an order that does not depend on the old names, so that a cycle is masked the same way anywhere.
  const order = [...pathOfName.keys()]
    .map((name) => ({ name, key: `${HASHED.exec(name)![1]}\0${hashOf(masked(name))}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  const finalName = new Map<string, string>();
  const inProgress = new Set<string>();
  const nameOf = (name: string): string => {
    const done = finalName.get(name);
    if (done) return done;
    inProgress.add(name);
    const text = textOf.get(pathOfName.get(name)!)!.replace(anyName, (ref) => (inProgress.has(ref) ? MASK : nameOf(ref)));
    inProgress.delete(name);
    const [, stem, , ext] = HASHED.exec(name)!;
    const renamed = `${stem}.${hashOf(text)}.${ext}`;
    finalName.set(name, renamed);
    return renamed;
  };
  for (const { name } of order) nameOf(name);

  const rename = (path: string) => {
    const newName = finalName.get(basename(path));
    return newName ? path.slice(0, path.length - basename(path).length) + newName : path;
  };
  const result = outputs.map((output) => {
    const text = textOf.get(output.path)!;
    const rewritten = text.replace(anyName, (ref) => finalName.get(ref)!);
    return { path: rename(output.path), contents: rewritten === text ? output.contents : Buffer.from(rewritten, 'latin1') };
  });
  return { outputs: result, rename };
}

/** Eight characters of base 32, as esbuild spells its hashes. */
function hashOf(text: string): string {
  const digest = createHash('sha256').update(text, 'latin1').digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 8) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === 8) break;
  }
  return out;
}
