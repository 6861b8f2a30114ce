/**
 * Files the engine looks for by name and uses only when they are there
 * (`src/theme/MDXComponents.*`). A file that is absent is as much an input
 * as one that is present: creating it changes the output. So every such
 * lookup goes through a `LookedUpFiles`, which keeps each name it tried,
 * found or not. The builder counts them among its input files: the
 * up-to-date stamp holds each by size and time (an absent file as absent:
 * `withInputFiles`), and watch mode watches their paths, so a file that
 * appears builds again. (Files under the input globs need none of this: a
 * new one is a new entry in the globs' listing.)
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';

export class LookedUpFiles {
  private readonly tried = new Set<string>();

  constructor(private readonly siteDir: string) {}

  /** The first of `names` (site-relative, forward slashes) that is a file; every one is recorded, since any may appear. */
  first(names: readonly string[]): string | undefined {
    for (const name of names) this.tried.add(name);
    return names.find((name) => statSync(join(this.siteDir, name), { throwIfNoEntry: false })?.isFile());
  }

  /** Every name looked up so far, present or absent. */
  get files(): ReadonlySet<string> {
    return this.tried;
  }
}
