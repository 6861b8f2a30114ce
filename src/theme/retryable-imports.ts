/**
 * Lets each lazy loader of a chunk in the client bundle load it under
 * another URL, so that a retry works in browsers that keep a failed module
 * fetch (client/retry-import.ts). esbuild writes the chunk's URL into the
 * output, where no code of ours can read it; so every `()=>import("./X.js")`
 * whose `./X.js` is an output of the build becomes
 * `(q="")=>import("./X.js"+q)`: called as before, it imports the plain URL;
 * given `?retry=1`, that URL with the query. The parameter's name is one the
 * file does not use, so it shadows nothing the loader's body reads (a
 * `.then(...)` after the import is in the body).
 */
import { posix } from 'node:path';
import type { NamedOutput } from '../core/content-hashed-names.js';

/** A loader as esbuild minifies `() => import('./X.js')`: a relative path, which esbuild always writes. */
const LOADER = /\(\)=>import\("(\.{1,2}\/[^"]+\.js)"\)/g;

/** The outputs with their chunks' loaders taking a query; a file without one is returned as it was. */
export function retryableImports(outputs: readonly NamedOutput[]): NamedOutput[] {
  const paths = new Set(outputs.map((o) => o.path.split('\\').join('/')));
  return outputs.map((output) => {
    if (!output.path.endsWith('.js')) return output;
    const path = output.path.split('\\').join('/');
    const text = Buffer.from(output.contents).toString('latin1');
    const param = unusedName(text);
    const rewritten = text.replace(LOADER, (loader, spec: string) =>
      paths.has(posix.join(posix.dirname(path), spec)) ? `(${param}="")=>import(${JSON.stringify(spec)}+${param})` : loader,
    );
    return rewritten === text ? output : { path: output.path, contents: Buffer.from(rewritten, 'latin1') };
  });
}

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
const NEXT = `${FIRST}0123456789`;

/** Two-letter keywords, which cannot name a parameter. */
const KEYWORDS = new Set(['do', 'if', 'in']);

/** The shortest identifier that does not occur in `text` (the end of a longer word counts as used: it errs on the safe side). */
function unusedName(text: string): string {
  const used = new Set(text.match(/[A-Za-z_$][\w$]?(?![\w$])/g));
  for (const a of FIRST) if (!used.has(a)) return a;
  for (const a of FIRST) for (const b of NEXT) if (!used.has(a + b) && !KEYWORDS.has(a + b)) return a + b;
  throw new Error('retryableImports: no free two-character name');
}
