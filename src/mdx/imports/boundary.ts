/**
 * The one boundary of every file a page's bundle reaches (core/site-boundary.ts
 * for content): a file that is not code (text, JSON, Markdown, images, any
 * file published) only from the site or a folder the config names, not
 * hidden, symbolic links followed; code from the site, from an installed
 * package or from the engine. Without it `import t from '../../../x.txt'` or
 * `@site/.env.json` would publish the build machine's files.
 *
 * A file of an output folder inside the site (one holding a build's mark,
 * `dist/`) or of the cache folder is refused too, by a rule of its own (the
 * cache is also hidden, but a rule that holds only through the name of a
 * folder breaks when the name does): it is what a build made, not a source,
 * and may hold what an earlier build was given. A hidden file is refused
 * whatever it is, code included (`@site/.secret.js`).
 *
 * The last rule (`importBoundary`) checks what no rule claimed; the rules that
 * claim files themselves call `refusal` on what they resolved.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { cacheDirOf } from '../../core/cache-folder.js';
import { OUTPUT_MARK } from '../../core/output-folder-mark.js';
import type { OnResolveArgs, OnResolveResult, Plugin } from 'esbuild';
import { ENGINE_ROOT } from '../../core/engine-package.js';
import { outsideReasonText, SiteBoundary } from '../../core/site-boundary.js';
import { codedDetail } from '../coded-detail.js';
import { inInstalledPackage } from './installed-package.js';
import { claims, resolveOnward } from './resolving.js';

const CODE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

export class FileBoundary {
  private readonly site: SiteBoundary;
  private readonly engine: SiteBoundary;
  private readonly cache: SiteBoundary;

  /** `staticDir`: the static folder (absolute), which may be outside the site. */
  constructor(
    private readonly siteDir: string,
    staticDir?: string,
  ) {
    this.site = SiteBoundary.of(siteDir, staticDir ? [staticDir] : []);
    // Each folder the engine's pages code lives in, by its real path too: a linked engine (`npm link`, a copy with `src` linked) is still mysite itself.
    this.engine = new SiteBoundary(['', 'src', 'themes', 'templates'].map((part) => join(ENGINE_ROOT, part)));
    this.cache = new SiteBoundary([cacheDirOf(siteDir)]);
  }

  /** The error for an import `args` of the file at `path` it may not reach, or undefined when it may. */
  refusal(args: OnResolveArgs, path: string): OnResolveResult | undefined {
    if (!isAbsolute(path) || inInstalledPackage(path) || this.engine.check(path) === undefined) return undefined;
    const output = this.cache.holds(path) ? cacheDirOf(this.siteDir) : this.outputFolderOf(path);
    if (output !== undefined) {
      const folder = output === cacheDirOf(this.siteDir) ? 'cache folder' : 'output folder';
      const text = `${args.path} may not be imported: ${relative(this.siteDir, path)} is in the ${folder} ${relative(this.siteDir, output)}/, which a build writes.`;
      const hint = `Import the source the build made it from (in the site, outside the ${folder}), or copy the file into src/ or static/.`;
      return { errors: [{ text, detail: codedDetail('mdx/import-outside-site', hint) }] };
    }
    const reason = this.site.check(path);
    if (reason === undefined) return undefined;
    const text = `${args.path} may not be imported: ${outsideReasonText(reason, relative(this.siteDir, path))}.`;
    const hint =
      reason === 'hidden'
        ? 'A hidden file or folder (.env, .git/, .secret.js) is never read, code included: rename it without the leading dot, or move it into src/.'
        : CODE_FILE.test(path)
          ? 'Code may come from the site, from an installed package (node_modules) or from mysite itself: move the file into the site (say, src/).'
          : 'Move the file into the site folder (say, src/ or static/), and import it from there.';
    return { errors: [{ text, detail: codedDetail('mdx/import-outside-site', hint) }] };
  }

  /** The output folder inside the site that holds `path` (a folder with a build's mark), if any. */
  private outputFolderOf(path: string): string | undefined {
    for (let folder = dirname(path); folder.startsWith(this.siteDir + sep); folder = dirname(folder)) {
      if (existsSync(join(folder, OUTPUT_MARK))) return folder;
    }
    return undefined;
  }
}

/** The engine's own code (its browser runtime and themes), whose relative imports stay in the engine; by real path too (a linked engine). */
const ENGINE_CODE = [
  ...new Set(
    ['src', 'themes'].flatMap((part) => {
      const dir = join(ENGINE_ROOT, part);
      return [dir + sep, realpathSync.native(dir) + sep];
    }),
  ),
];

/** A relative import made by the engine's own code: trusted, and most of a theme bundle's imports, so not resolved twice. */
function isEngineOwnImport(args: OnResolveArgs): boolean {
  return args.path.startsWith('.') && ENGINE_CODE.some((dir) => args.importer.startsWith(dir));
}

/** The last rule: every import that resolves to a file no rule claimed passes the boundary. */
export function importBoundary(boundary: FileBoundary): Plugin {
  return {
    name: 'mysite-import-boundary',
    setup(build) {
      build.onResolve(
        { filter: /.*/ },
        claims(async (args) => {
          if (args.kind === 'entry-point' || isEngineOwnImport(args)) return undefined;
          const resolved = await resolveOnward(build, args.path, args);
          if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== 'file') return undefined;
          return boundary.refusal(args, resolved.path);
        }),
      );
    },
  };
}
