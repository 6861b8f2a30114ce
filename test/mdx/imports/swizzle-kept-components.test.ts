/**
 * A swizzled component that imports a theme component the site did not
 * swizzle (an ejected TOC's `@theme/TOCItems`, as `docusaurus swizzle
 * --eject TOC` writes it) gets the theme's own, through its adapter; a file
 * that is not a swizzle gets no theme component that way. Bundled with the
 * swizzle plugin alone, the adapters left as imports.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { swizzledComponents } from '../../../src/mdx/imports/swizzles.js';

const adaptersAsImports: Plugin = {
  name: 'adapters-as-imports',
  setup(b) {
    b.onResolve({ filter: /swizzle-adapters/ }, (args) => ({ path: 'adapter:' + args.path.slice(args.path.lastIndexOf('/') + 1), external: true }));
  },
};

describe('theme components a swizzled file imports', () => {
  let dir: string;
  let toc: string;
  let own: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'swizzle-kept-'));
    mkdirSync(join(dir, 'src/theme/TOC'), { recursive: true });
    mkdirSync(join(dir, 'src/components'), { recursive: true });
    toc = join(dir, 'src/theme/TOC/index.js');
    own = join(dir, 'src/components/Outline.js');
    const body = "import TOCItems from '@theme/TOCItems';\nexport default function X(props) { return TOCItems(props); }\n";
    writeFileSync(toc, body);
    writeFileSync(own, body);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const bundle = (entry: string, theme = true) =>
    build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      logLevel: 'silent',
      plugins: [
        swizzledComponents({
          swizzles: [{ name: 'TOC', file: toc, relative: 'src/theme/TOC/index.js' }],
          ...(theme ? { theme: { publicEntry: join(dir, 'entry.ts') } } : {}),
        }),
        adaptersAsImports,
      ],
    });

  it("gives an ejected TOC the theme's TOCItems, as @theme-original/TOCItems would", async () => {
    const out = (await bundle(toc)).outputFiles[0]!.text;
    assert.match(out, /import \{ TOCItems as a \} from "adapter:docs\.tsx"/);
    assert.match(out, /a\.Original/);
  });

  it('leaves the import unresolved in a file that is not a swizzle, and in the pages’ bundles', async () => {
    await assert.rejects(bundle(own), /Could not resolve "@theme\/TOCItems"/);
    await assert.rejects(bundle(toc, false), /Could not resolve "@theme\/TOCItems"/);
  });
});
