/** Bundles an entry of a temporary folder with some import rules alone: what the rule tests run. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Message, type Plugin } from 'esbuild';

export interface Bundled {
  /** The bundle's JavaScript (and CSS, after it), or undefined if it failed. */
  text?: string;
  errors: Message[];
}

export class RuleFolder {
  readonly dir = mkdtempSync(join(tmpdir(), 'mysite-import-rule-'));

  constructor(files: Record<string, string>) {
    for (const [file, contents] of Object.entries(files)) this.write(file, contents);
  }

  write(file: string, contents: string): void {
    mkdirSync(dirname(join(this.dir, file)), { recursive: true });
    writeFileSync(join(this.dir, file), contents);
  }

  /** `entry` (a file of the folder) bundled with `plugins`. */
  async bundle(entry: string, plugins: Plugin[]): Promise<Bundled> {
    try {
      const result = await build({
        entryPoints: [join(this.dir, entry)],
        absWorkingDir: this.dir,
        bundle: true,
        write: false,
        format: 'esm',
        outdir: join(this.dir, 'out'),
        logLevel: 'silent',
        jsx: 'automatic',
        external: ['react', 'react/jsx-runtime'],
        plugins,
      });
      return { text: result.outputFiles.map((f) => f.text).join('\n'), errors: [] };
    } catch (error) {
      return { errors: (error as { errors?: Message[] }).errors ?? [] };
    }
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
